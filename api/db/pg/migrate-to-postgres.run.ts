// `npm run migrate:to-postgres -- postgres://user:password@host:5432/souq`: copies DATA_DIR's SQLite
// database into that empty PostgreSQL database, and DATA_DIR's photos into the bucket when S3_BUCKET is
// set. Stop writing first (or accept that writes after the copy's snapshot stay behind), then start the
// servers with DATABASE_URL set. README "Growing beyond one box".
import path from 'node:path';
import { DATABASE_FILE, openDatabase } from '#api/db/client.ts';
import { readEnv } from '#api/env.ts';
import { createObjectStorage } from '#api/lib/object-storage.ts';
import { LocalFolderStorage, OBJECTS_DIR } from '#api/lib/storage.ts';
import { openPostgres } from './client.ts';
import { migrateToPostgres } from './migrate-to-postgres.ts';

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Usage: npm run migrate:to-postgres -- postgres://user:password@host:5432/database');
  process.exit(2);
}
const env = readEnv();
const sqlite = openDatabase(path.join(env.dataDir, DATABASE_FILE));
const target = await openPostgres(url);
try {
  const photos = env.s3 ? { from: new LocalFolderStorage(path.join(env.dataDir, OBJECTS_DIR)), to: createObjectStorage(env) } : undefined;
  const report = await migrateToPostgres(sqlite, target, { photos });
  console.log(JSON.stringify({ copied: report.rows, photos: env.s3 ? report.photos : 'left in DATA_DIR (no S3_BUCKET)' }, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await target.$client.end();
  sqlite.$client.close();
}
