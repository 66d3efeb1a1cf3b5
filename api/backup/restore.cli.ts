// `npm run restore FILE [--force]`: puts a backup back, on a stopped server.
import path from 'node:path';
import { readEnv } from '#api/env.ts';
import { restoreBackup, RestoreRefused } from './restore.service.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]   (stop the server first)');
  process.exit(2);
}
const env = readEnv();
if (env.databaseUrl) {
  // These archives hold the SQLite file; PostgreSQL's data is backed up with its own tools (README "Growing beyond one box").
  console.error('DATABASE_URL is set: the data is in PostgreSQL, which this command does not cover. Use pg_dump / pg_restore (or your provider\'s backups); photos in S3 are covered by the bucket\'s versioning.');
  process.exit(2);
}
try {
  const { movedAside } = await restoreBackup({ file: path.resolve(files[0]!), dataDir: env.dataDir, force });
  console.log(`Restored ${files[0]} into ${env.dataDir}.`);
  if (movedAside) console.log(`What was there before is kept in ${movedAside}; delete it once the shop looks right.`);
} catch (err) {
  if (!(err instanceof RestoreRefused)) throw err;
  console.error(err.message);
  process.exit(1);
}
