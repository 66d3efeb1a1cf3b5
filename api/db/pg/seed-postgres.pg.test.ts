import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LocalFolderStorage } from '#api/lib/storage.ts';
import { makeTestPostgres } from '#api/test/postgres-database.ts';
import type { SeedSummary } from '#api/db/seed/seed.ts';
import { products, storedObjects, stores, users } from './schema.ts';
import { seedPostgresIfEmpty } from './seed-postgres.ts';

let pg: Awaited<ReturnType<typeof makeTestPostgres>>;
let photos: string;
let summary: SeedSummary | null;

beforeAll(async () => {
  pg = await makeTestPostgres();
  photos = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-pg-photos-'));
  // as at a real start: the ADMIN_EMAIL account exists before the demo data is loaded
  await pg.db.insert(users).values({ email: 'owner@example.com', passwordHash: 'hash', firstName: 'Owner', role: 'admin' });
  // two processes starting together: one loads the demo data, the other finds it there
  const both = await Promise.all([seedPostgresIfEmpty(pg.db, new LocalFolderStorage(photos)), seedPostgresIfEmpty(pg.db, new LocalFolderStorage(photos))]);
  expect(both.filter((s) => s === null)).toHaveLength(1);
  summary = both.find((s) => s !== null) ?? null;
}, 180_000);
afterAll(async () => {
  await pg?.cleanup();
  fs.rmSync(photos, { recursive: true, force: true });
});

describe('demo data on PostgreSQL', () => {
  it('loads the whole demo catalogue once, keeping the account that was already there', async () => {
    expect(summary).not.toBeNull();
    expect(await pg.db.$count(products)).toBe(summary!.products);
    expect(await pg.db.$count(stores)).toBe(summary!.stores);
    const [owner] = await pg.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(owner).toMatchObject({ role: 'admin', passwordHash: 'hash' });
    expect(await seedPostgresIfEmpty(pg.db, new LocalFolderStorage(photos))).toBeNull();
  });

  it('puts the photos in the given storage', async () => {
    const [photo] = await pg.db.select().from(storedObjects).limit(1);
    const file = path.join(photos, photo!.objectPath.replace('/objects/', ''), `${photo!.widths[0]}.webp`);
    expect(fs.statSync(file).size).toBeGreaterThan(100);
  });
});
