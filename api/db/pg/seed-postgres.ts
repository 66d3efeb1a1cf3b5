// The demo data on PostgreSQL (DEMO_DATA=1 with DATABASE_URL): the seed (api/db/seed/) writes through
// the SQLite services, so it runs on a temporary SQLite database and migrate:to-postgres copies the
// result across (docs/decisions/028). Once the services run on PostgreSQL too, the seed can write there directly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#api/db/client.ts';
import { users as sqliteUsers } from '#api/db/schema.ts';
import { seedDemoDataIfEmpty, type SeedSummary } from '#api/db/seed/seed.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';
import type { PgDb } from './client.ts';
import { migrateToPostgres } from './migrate-to-postgres.ts';
import { categories, stores, users } from './schema.ts';

// Processes starting together on an empty database take turns; the second then finds the catalogue there.
const SEED_LOCK = 2_026_029;

/** Loads the demo data into a PostgreSQL database without a catalogue; photos go straight to `storage`. */
export async function seedPostgresIfEmpty(target: PgDb, storage: ObjectStorage): Promise<SeedSummary | null> {
  const lock = await target.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    const [category] = await target.select({ id: categories.id }).from(categories).limit(1);
    const [store] = await target.select({ id: stores.id }).from(stores).limit(1);
    return category || store ? null : await seedThroughSqlite(target, storage);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    lock.release();
  }
}

async function seedThroughSqlite(target: PgDb, storage: ObjectStorage): Promise<SeedSummary | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-seed-'));
  const sqlite = openDatabase(path.join(dir, 'seed.db'));
  try {
    // The accounts PostgreSQL already has (the ADMIN_EMAIL account): the seed sees them as at a SQLite start.
    const existing = await target.select().from(users);
    if (existing.length > 0) sqlite.insert(sqliteUsers).values(existing).run();
    const summary = await seedDemoDataIfEmpty(sqlite, storage);
    await migrateToPostgres(sqlite, target, { keepAccounts: true });
    return summary;
  } finally {
    sqlite.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
