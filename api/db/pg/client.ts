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

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant shared by every process of one marketplace: they take turns to migrate.
const MIGRATION_LOCK = 2_026_028;

/**
 * Connects to the database and applies every committed migration. Several API processes may start
 * together: each migrates under one advisory lock, so the second finds the work done.
 */
export async function openPostgres(url: string, options: { maxConnections?: number; onIdleError?: (error: Error) => void } = {}): Promise<PgDb> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // An idle connection the server drops (a restart, a failover) is replaced by the next query; without
  // a listener, node-postgres's error event would end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema: pgSchema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return drizzle({ client: pool, schema: pgSchema });
}
