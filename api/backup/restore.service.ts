import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { DATABASE_FILE } from '#api/db/client.ts';
import { OBJECTS_DIR } from './backup.service.ts';

export class RestoreRefused extends Error {}

/**
 * Puts an archive of createBackup back into dataDir, for a server that is stopped. What was there is
 * moved into `before-restore-<time>/` rather than deleted, so a wrong restore can itself be undone.
 */
export async function restoreBackup({ file, dataDir, force, now = new Date() }: { file: string; dataDir: string; force: boolean; now?: Date }) {
  if (!fs.existsSync(file)) throw new RestoreRefused(`No such backup: ${file}`);
  const current = path.join(dataDir, DATABASE_FILE);
  if (fs.existsSync(current) && !force) {
    throw new RestoreRefused(`${current} exists: stop the server, then run the restore again with --force to replace it.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    checkIntegrity(path.join(staging, DATABASE_FILE));
    const aside = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    const replaced = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, OBJECTS_DIR].filter((name) => fs.existsSync(path.join(dataDir, name)));
    if (replaced.length > 0) fs.mkdirSync(aside);
    for (const name of replaced) fs.renameSync(path.join(dataDir, name), path.join(aside, name));
    for (const name of [DATABASE_FILE, OBJECTS_DIR]) {
      if (fs.existsSync(path.join(staging, name))) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    }
    return { movedAside: replaced.length > 0 ? aside : null };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function checkIntegrity(file: string) {
  if (!fs.existsSync(file)) throw new RestoreRefused('The archive holds no database: is it a Souq Bayti backup?');
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = sqlite.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreRefused(`The archive's database is damaged (${String(result)}): choose another backup.`);
  } finally {
    sqlite.close();
  }
}
