// DATABASE_URL=postgres://… (docs/decisions/028-one-code-two-databases.md): a connection pool and
// drizzle's node-postgres driver over the PostgreSQL schema, migrated at start like SQLite is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as tables from './schema.ts';
import * as searchTables from './search-schema.ts';

export const pgSchema = { ...tables, ...searchTables };
export type PgDb = NodePgDatabase<typeof pgSchema> & { $client: pg.Pool };

// In the sources they sit beside this file (api/db/pg/migrations); the compiled server is one folder where
// SQLite's take `migrations`, so scripts/build-server.mjs copies these to `pg-migrations`.
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, path.basename(here) === 'pg' ? 'migrations' : 'pg-migrations');

// Any constant shared by every process of one marketplace: they take turns to migrate.
const MIGRATION_LOCK = 2_026_028;

const CODE_POINT_COLLATIONS = new Set(['C', 'POSIX', 'C.UTF-8', 'C.utf8']);

/**
 * Text sorts and comparisons must give what SQLite gives (code point order, the BINARY collation), and
 * the sort indexes must serve them: the database's own collation has to be C or C.UTF-8.
 */
async function assertCodePointCollation(client: pg.PoolClient) {
  const { rows } = await client.query<{ collation: string; provider: string }>(
    'SELECT datcollate AS collation, datlocprovider AS provider FROM pg_database WHERE datname = current_database()',
  );
  const { collation, provider } = rows[0] ?? { collation: '', provider: '' };
  // provider 'c' is libc; an ICU database ('i') sorts by its ICU locale whatever datcollate says
  if (provider !== 'c' || !CODE_POINT_COLLATIONS.has(collation)) {
    throw new Error(`DATABASE_URL: the database's collation is ${collation}; create it with C.UTF-8 ` +
      `(CREATE DATABASE souq TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C.UTF-8') so text sorts as on SQLite`);
  }
}

/**
 * Connects to the database and applies every committed migration. Several API processes may start
 * together: each migrates under one advisory lock, so the second finds the work done.
 */
export async function openPostgres(url: string, options: { maxConnections?: number; onIdleError?: (error: Error) => void } = {}): Promise<PgDb> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // An idle connection the server drops (a restart, a failover) is replaced by the next query; without
  // a listener, node-postgres's error event would end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    const client = await pool.connect();
    try {
      await assertCodePointCollation(client);
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle({ client, schema: pgSchema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return drizzle({ client: pool, schema: pgSchema });
}
