import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logger.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { listBackups } from './backup.service.ts';
import { scheduleBackups } from './backup-schedule.ts';

let t: TestApp;
afterEach(() => t.cleanup());

it('BACKUP_EVERY: the server writes archives on schedule, keeps BACKUP_KEEP of them and logs each', async () => {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-scheduled-'));
  t = await makeTestApp({ BACKUP_DIR: backupDir, BACKUP_EVERY: '1m', BACKUP_KEEP: '2' });
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', new Writable({ write(chunk, _e, done) { lines.push(JSON.parse(String(chunk))); done(); } }));
  // A minute is the shortest setting; the test runs the same schedule faster.
  const stop = scheduleBackups(t.db.$client, { ...t.env, backupEveryMs: 150 }, logger);
  await expect.poll(() => lines.filter((l) => l.msg === 'backup written').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await stop();
  expect(listBackups(backupDir)).toHaveLength(2);
  expect(lines.find((l) => l.msg === 'backups scheduled')).toMatchObject({ backupDir });
  fs.rmSync(backupDir, { recursive: true, force: true });
});

it('is off unless BACKUP_EVERY is set', async () => {
  t = await makeTestApp();
  const lines: unknown[] = [];
  const stop = scheduleBackups(t.db.$client, t.env, createLogger('info', new Writable({ write(c, _e, done) { lines.push(c); done(); } })));
  await stop();
  expect(t.env.backupEveryMs).toBeNull();
  expect(lines).toEqual([]);
});
