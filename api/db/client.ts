import Database from 'better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerSearchFunctions } from '#api/catalogue/sql-functions.ts';
import { drizzleClient } from './statement-cache.ts';
import { drizzleHandles, type Db } from './database.ts';

export type { Db };

/** The database's file name inside DATA_DIR (and inside every backup archive). */
export const DATABASE_FILE = 'souq-bayti.db';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens (creating if needed) the database file and applies every committed migration. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  applyReadSettings(sqlite);
  // before migrate: the search index migration and its triggers call these
  registerSearchFunctions(sqlite);
  // Code that writes its own SQL gets the database itself ($client).
  const db = drizzleHandles(sqlite, drizzleClient(sqlite));
  migrate(db, { migrationsFolder });
  return db;
}

/**
 * A read-only connection to a database another connection has opened and migrated: the catalogue's
 * readers in worker threads (api/catalogue/read-pool.ts). WAL lets them read beside the writer.
 */
export function openReadOnlyDatabase(file: string): Db {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  applyReadSettings(sqlite);
  return drizzleHandles(sqlite, drizzleClient(sqlite));
}

function applyReadSettings(sqlite: Database.Database) {
  sqlite.pragma('busy_timeout = 5000');
  // The list indexes hold a page's filter columns (docs/decisions/022): keep them in memory (64 MB
  // of page cache, reads through a memory map) rather than copying 4 KB pages in one call each.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
}
