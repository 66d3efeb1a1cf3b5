import type Database from 'better-sqlite3';
import type { Env } from '#api/env.ts';
import type { Logger } from '#api/lib/logger.ts';
import { createBackup } from './backup.service.ts';

/** BACKUP_EVERY, for boxes without cron: backups through the server's own connection. Returns a stop function. */
export function scheduleBackups(sqlite: Database.Database, env: Env, logger: Logger) {
  const every = env.backupEveryMs;
  if (every === null) return async () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return; // a slow backup is never stacked on another
    running = createBackup({ sqlite, method: 'backup-api', dataDir: env.dataDir, backupDir: env.backupDir, keep: env.backupKeep })
      .then((result) => logger.info({ file: result.file, bytes: result.bytes, ms: result.ms, removed: result.removed.length }, 'backup written'))
      .catch((err: unknown) => logger.error({ err }, 'backup failed'))
      .finally(() => { running = null; });
  };
  const timer = setInterval(run, every);
  timer.unref();
  logger.info({ every: every / 60_000, unit: 'minutes', backupDir: env.backupDir }, 'backups scheduled');
  return async () => {
    clearInterval(timer);
    await running;
  };
}
