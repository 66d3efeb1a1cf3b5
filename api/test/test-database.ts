import path from 'node:path';
import { DATABASE_FILE, openDatabase } from '#api/db/client.ts';
import { asDb, type Db } from '#api/db/database.ts';
import { openPostgres } from '#api/db/pg/client.ts';
import { databaseEngine } from '#api/env.ts';

/**
 * A new, migrated database for one test app, on the engine this test run uses: the `api` project runs the
 * suite on SQLite files, `api-on-postgres` on databases of a throwaway cluster (docs/decisions/030).
 */
export async function openTestDatabase(dataDir: string): Promise<{ db: Db; url?: string; close(): Promise<void> }> {
  if (databaseEngine === 'postgres') {
    // imported here: it reads the cluster's address that only the PostgreSQL projects provide
    const { makeTestPostgresDatabase } = await import('./postgres-database.ts');
    const database = await makeTestPostgresDatabase();
    const pgDb = await openPostgres(database.url, { maxConnections: 4 });
    return { db: asDb(pgDb), url: database.url, close: async () => {
      // a test may have closed it already (the health check's)
      if (!pgDb.$client.ended) await pgDb.$client.end();
      await database.drop();
    } };
  }
  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  return { db, close: async () => { db.$client.close(); } };
}
