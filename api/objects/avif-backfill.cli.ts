// `npm run photos:avif` (`node dist-api/photos-avif.js` in the image): gives photos stored before AVIF their
// AVIF files (README, "Upgrades"), on the database and photo store the server uses (DATA_DIR or DATABASE_URL,
// the folder or S3_BUCKET). Safe beside a running server, and to stop and run again.
import path from 'node:path';
import { DATABASE_FILE, openDatabase } from '#api/db/client.ts';
import { asDb, closeDatabase } from '#api/db/database.ts';
import { openPostgres } from '#api/db/pg/client.ts';
import { readEnv } from '#api/env.ts';
import { createObjectStorage } from '#api/lib/object-storage.ts';
import { addAvifToOlderPhotos } from './avif-backfill.ts';

const env = readEnv();
const db = env.databaseUrl ? asDb(await openPostgres(env.databaseUrl)) : openDatabase(path.join(env.dataDir, DATABASE_FILE));
try {
  const report = await addAvifToOlderPhotos(db, createObjectStorage(env), (so) => {
    if (so.photos % 50 === 0) console.log(`${so.photos} photos, ${so.files} AVIF files so far`);
  });
  console.log(JSON.stringify(report));
  if (report.missing > 0) console.error(`${report.missing} photos had no stored file to draw from and keep WebP only`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase(db);
}
