// `npm run backup`: one archive of the database and photos into BACKUP_DIR, while the server keeps serving.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { readEnv } from '#api/env.ts';
import { DATABASE_FILE } from '#api/db/client.ts';
import { createBackup } from './backup.service.ts';

const env = readEnv();
if (env.databaseUrl) {
  // These archives hold the SQLite file; PostgreSQL's data is backed up with its own tools (README "Growing beyond one box").
  console.error('DATABASE_URL is set: the data is in PostgreSQL, which this command does not cover. Use pg_dump / pg_restore (or your provider\'s backups); photos in S3 are covered by the bucket\'s versioning.');
  process.exit(2);
}
const databaseFile = path.join(env.dataDir, DATABASE_FILE);
if (!fs.existsSync(databaseFile)) {
  console.error(`No database at ${databaseFile}: check DATA_DIR.`);
  process.exit(1);
}
const sqlite = new Database(databaseFile, { fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
try {
  const result = await createBackup({ sqlite, method: 'vacuum-into', dataDir: env.dataDir, backupDir: env.backupDir, keep: env.backupKeep });
  console.log(`Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.ms} ms)`);
  for (const file of result.removed) console.log(`Removed the older backup ${file} (BACKUP_KEEP=${env.backupKeep})`);
  if (env.s3) {
    // The bucket is backed up by the store's own versioning and replication (README "Photos on S3-compatible storage").
    console.log(`Photos are in the bucket ${env.s3.bucket}, not in this archive: keep the bucket's versioning and replication on.`);
  }
} finally {
  sqlite.close();
}
