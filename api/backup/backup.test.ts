import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '#api/db/client.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { createBackup, listBackups } from './backup.service.ts';
import { restoreBackup, RestoreRefused } from './restore.service.ts';

let t: TestApp;
let admin: string;
let backupDir: string;
let restoreDir: string;
beforeEach(async () => {
  t = await makeTestApp();
  admin = (await t.signUp('admin')).cookie;
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-backups-'));
  restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-restored-'));
});
afterEach(() => {
  t.cleanup();
  for (const dir of [backupDir, restoreDir]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Acknowledged writes: categories created one after another, numbered in their English name. */
async function writeCategory(n: number) {
  const res = await t.call('POST', '/api/categories', { cookie: admin, body: { nameEn: `Write ${String(n).padStart(5, '0')}`, nameAr: `كتابة ${n}` } });
  if (res.status !== 201) throw new Error(`write ${n}: ${res.status} ${res.text}`);
}

/** Keeps writing until `until` settles; returns how many writes were acknowledged. */
async function writeWhile(until: Promise<unknown>, from: number) {
  let done = false;
  void until.finally(() => { done = true; });
  let n = from;
  while (!done) {
    await writeCategory(n);
    n += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return n;
}

function restoredWrites() {
  const sqlite = new Database(path.join(restoreDir, DATABASE_FILE), { readonly: true });
  try {
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    return (sqlite.prepare("SELECT name_en AS name FROM categories WHERE name_en LIKE 'Write %'").all() as { name: string }[])
      .map((row) => Number(row.name.slice('Write '.length)))
      .sort((a, b) => a - b);
  } finally {
    sqlite.close();
  }
}

function runBackupCommand() {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/backup/backup.cli.ts'], {
      env: { DATA_DIR: t.dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`backup exited ${code}: ${output}`))));
  });
}

describe('backup and restore', () => {
  it('`npm run backup` (another process) during writes: the restored copy has every write acknowledged before it, the rest as an unbroken run, and the photos', async () => {
    await t.storage.put('photos/p1/800.webp', Buffer.from('photo bytes'));
    for (let n = 0; n < 30; n += 1) await writeCategory(n);
    const backup = runBackupCommand();
    const total = await writeWhile(backup, 30);
    expect(await backup).toContain('Backup written');
    expect(total).toBeGreaterThan(30);

    const [archive] = listBackups(backupDir);
    await restoreBackup({ file: archive!, dataDir: restoreDir, force: false });
    const found = restoredWrites();
    // A consistent snapshot: all earlier writes, then some of the later ones in order, none missing in between.
    expect(found).toEqual(Array.from({ length: found.length }, (_, i) => i));
    expect(found.length).toBeGreaterThanOrEqual(30);
    expect(found.length).toBeLessThanOrEqual(total);
    expect(fs.readFileSync(path.join(restoreDir, 'objects/photos/p1/800.webp'), 'utf8')).toBe('photo bytes');
  });

  it("the server's scheduled backup (its own connection, between requests) is just as complete and consistent", async () => {
    for (let n = 0; n < 30; n += 1) await writeCategory(n);
    const backup = createBackup({ sqlite: t.db.$client, method: 'backup-api', dataDir: t.dataDir, backupDir, keep: 3 });
    const total = await writeWhile(backup, 30);
    expect(total).toBeGreaterThan(30);
    await restoreBackup({ file: (await backup).file, dataDir: restoreDir, force: false });
    const found = restoredWrites();
    expect(found).toEqual(Array.from({ length: found.length }, (_, i) => i));
    expect(found.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps only the newest BACKUP_KEEP archives', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 7, minute));
    for (const minute of [1, 2, 3, 4]) {
      await createBackup({ sqlite: t.db.$client, method: 'vacuum-into', dataDir: t.dataDir, backupDir, keep: 2, now: at(minute) });
    }
    expect(listBackups(backupDir).map((f) => path.basename(f))).toEqual([
      'souq-bayti-2026-11-24T07-03-00-000Z.tar.gz', 'souq-bayti-2026-11-24T07-04-00-000Z.tar.gz',
    ]);
    expect(fs.readdirSync(backupDir).filter((f) => !f.endsWith('.tar.gz'))).toEqual([]);
  });

  it('refuses to overwrite a database without --force, and with it keeps the old one aside', async () => {
    await writeCategory(1);
    const { file } = await createBackup({ sqlite: t.db.$client, method: 'vacuum-into', dataDir: t.dataDir, backupDir, keep: 3 });
    fs.writeFileSync(path.join(restoreDir, DATABASE_FILE), 'the current shop');
    await expect(restoreBackup({ file, dataDir: restoreDir, force: false })).rejects.toThrow(RestoreRefused);
    expect(fs.readFileSync(path.join(restoreDir, DATABASE_FILE), 'utf8')).toBe('the current shop');

    const { movedAside } = await restoreBackup({ file, dataDir: restoreDir, force: true });
    expect(restoredWrites()).toEqual([1]);
    expect(fs.readFileSync(path.join(movedAside!, DATABASE_FILE), 'utf8')).toBe('the current shop');
  });

  it('refuses an archive that holds no database', async () => {
    const bogus = path.join(backupDir, 'bogus.tar.gz');
    const tar = await import('tar');
    fs.writeFileSync(path.join(backupDir, 'note.txt'), 'not a backup');
    await tar.create({ gzip: true, file: bogus, cwd: backupDir }, ['note.txt']);
    await expect(restoreBackup({ file: bogus, dataDir: restoreDir, force: true })).rejects.toThrow(/no database/);
    expect(fs.readdirSync(restoreDir)).toEqual([]);
  });
});
