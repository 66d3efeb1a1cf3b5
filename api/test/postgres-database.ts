import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type PgDb } from '#api/db/pg/client.ts';

/** A new, empty database in the run's cluster (api/test/postgres-global-setup.ts), its URL, and how to drop it. */
export async function makeTestPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = inject('postgresUrl');
  const name = `souq_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const run = async (sql: string) => {
    const client = new pg.Client(admin);
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated PostgreSQL database for one test file, closed and dropped by `cleanup`. */
export async function makeTestPostgres(): Promise<{ db: PgDb; url: string; cleanup(): Promise<void> }> {
  const database = await makeTestPostgresDatabase();
  const db = await openPostgres(database.url, { maxConnections: 4 });
  return { db, url: database.url, cleanup: async () => { await db.$client.end(); await database.drop(); } };
}
