import { seedDemoDataIfEmpty } from '#api/db/seed/seed.ts';
import { migrateToPostgres, type MigrationReport } from '#api/db/pg/migrate-to-postgres.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';
import { makeTestApp } from './harness.ts';
import { makeTestPostgres } from './postgres-database.ts';

/**
 * The demo data on both engines: seeded into a temporary SQLite database, then copied into a new
 * PostgreSQL database of the run's cluster by migrate:to-postgres (photos too, when a target is given).
 */
export async function seededPair(photoTarget?: ObjectStorage) {
  const sqlite = await makeTestApp();
  const seeded = await seedDemoDataIfEmpty(sqlite.db, sqlite.storage);
  if (!seeded) throw new Error('the demo data did not load');
  const postgres = await makeTestPostgres();
  const report: MigrationReport = await migrateToPostgres(sqlite.db, postgres.db, photoTarget ? { photos: { from: sqlite.storage, to: photoTarget } } : {});
  return {
    sqlite,
    postgres,
    report,
    async cleanup() {
      await postgres.cleanup();
      sqlite.cleanup();
    },
  };
}
