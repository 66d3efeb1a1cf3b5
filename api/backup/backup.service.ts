import type Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { DATABASE_FILE } from '#api/db/client.ts';

import { OBJECTS_DIR } from '#api/lib/storage.ts';

export { OBJECTS_DIR };
const ARCHIVE = /^souq-bayti-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** Names sort by time, so the newest is last and pruning keeps the tail. */
export const archiveName = (now: Date) => `souq-bayti-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/**
 * How the database is copied while it keeps taking writes (never a file copy of a live WAL database):
 * - `backup-api`: SQLite's online backup through the server's own connection; it proceeds in steps
 *   between requests and includes writes the server makes meanwhile.
 * - `vacuum-into`: one read transaction from another process (`npm run backup`); the backup API would
 *   restart each time the server wrote, and might never finish on a busy shop.
 */
export type SnapshotMethod = 'backup-api' | 'vacuum-into';

type BackupOptions = { sqlite: Database.Database; method: SnapshotMethod; dataDir: string; backupDir: string; keep: number; now?: Date };

/** Writes one dated archive (database + photos) into backupDir and keeps only the newest `keep`. */
export async function createBackup({ sqlite, method, dataDir, backupDir, keep, now = new Date() }: BackupOptions) {
  const started = performance.now();
  fs.mkdirSync(backupDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(backupDir, '.staging-'));
  try {
    const snapshot = path.join(staging, DATABASE_FILE);
    if (method === 'backup-api') await sqlite.backup(snapshot);
    else sqlite.prepare('VACUUM INTO ?').run(snapshot);
    // The photos are taken after the database: every photo the snapshot names is already on disk.
    const entries = [DATABASE_FILE];
    const objects = path.join(dataDir, OBJECTS_DIR);
    if (fs.existsSync(objects)) {
      fs.symlinkSync(objects, path.join(staging, OBJECTS_DIR));
      entries.push(OBJECTS_DIR);
    }
    const file = path.join(backupDir, archiveName(now));
    // Written under another name first: a half-written archive is never mistaken for a backup.
    await tar.create({ gzip: true, file: `${file}.partial`, cwd: staging, follow: true, portable: true }, entries);
    fs.renameSync(`${file}.partial`, file);
    const removed = pruneBackups(backupDir, keep);
    return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started), removed };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export function listBackups(backupDir: string) {
  if (!fs.existsSync(backupDir)) return [];
  return fs.readdirSync(backupDir).filter((name) => ARCHIVE.test(name)).sort().map((name) => path.join(backupDir, name));
}

function pruneBackups(backupDir: string, keep: number) {
  const old = listBackups(backupDir).slice(0, -keep);
  for (const file of old) fs.rmSync(file);
  return old;
}
