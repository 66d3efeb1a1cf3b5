import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { makeTestPostgres, makeTestPostgresDatabase } from '#api/test/postgres-database.ts';
import { openPostgres, type PgDb } from './client.ts';
import { categories, products, stores, users } from './schema.ts';
import { catalogueVersion, productSearchDocs, storeSearchDocs } from './search-schema.ts';

let testPg: Awaited<ReturnType<typeof makeTestPostgres>>;
let db: PgDb;
let storeId: string;
let productId: string;

beforeAll(async () => {
  testPg = await makeTestPostgres();
  db = testPg.db;
  const [seller] = await db.insert(users).values({ email: 'seller@example.com', passwordHash: 'x', firstName: 'Salma', role: 'seller' }).returning();
  const [store] = await db.insert(stores).values({ slug: 'salma', sellerId: seller!.id, nameEn: 'Salma Sews', nameAr: 'خياطة سلمى' }).returning();
  storeId = store!.id;
  const [product] = await db.insert(products).values({ storeId, nameEn: 'Cushion', nameAr: 'وسادة', priceCents: 1500, attributes: { size: 'L' } }).returning();
  productId = product!.id;
});
afterAll(() => testPg.cleanup());

const version = async () => (await db.select().from(catalogueVersion))[0]!;
const setProduct = (values: Partial<typeof products.$inferInsert>) => db.update(products).set(values).where(eq(products.id, productId));

describe('openPostgres', () => {
  it('applies the committed migrations, and gives the services the same JavaScript values as SQLite', async () => {
    const [product] = await db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ priceCents: 1500, isListed: true, isOnSale: false, rating: 0, attributes: { size: 'L' }, deletedAt: null });
    expect(typeof product!.createdAt).toBe('string');
    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
    expect(store!.deliveryAreas).toEqual([]);
    const extension = await db.execute(sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(extension.rows).toHaveLength(1);
  });

  it('lets several processes start together on an empty database: one migrates, the others find it done', async () => {
    const fresh = await makeTestPostgresDatabase();
    try {
      const opened = await Promise.all([openPostgres(fresh.url, { maxConnections: 2 }), openPostgres(fresh.url, { maxConnections: 2 })]);
      const applied = await opened[0]!.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      // Each committed migration once.
      const journal = JSON.parse(fs.readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      await Promise.all(opened.map((o) => o.$client.end()));
    } finally {
      await fresh.drop();
    }
  });
});

describe('a database that would sort text unlike SQLite', () => {
  it('is refused with a message that says how to create one that does', async () => {
    const admin = new pg.Client(inject('postgresUrl'));
    await admin.connect();
    const name = `souq_icu_${crypto.randomUUID().slice(0, 8)}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'`);
    try {
      const url = new URL(inject('postgresUrl'));
      url.pathname = `/${name}`;
      await expect(openPostgres(url.toString())).rejects.toThrow(/collation .*C\.UTF-8/);
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

// The same rules as SQLite's migrations 0001/0005/0007 (api/catalogue/counters.test.ts).
describe('catalogue version and counters', () => {
  it('bumps only `counters` when only counters change, `version` for anything else', async () => {
    const before = await version();
    await setProduct({ stock: 3, soldCount: 9, rating: 4.5, totalReviews: 2, updatedAt: new Date().toISOString() });
    const afterCounters = await version();
    expect(afterCounters).toMatchObject({ version: before.version, counters: before.counters + 1 });
    for (const change of [{ priceCents: 999 }, { nameEn: 'Renamed' }, { isListed: false }, { imageUrl: '/objects/x.webp' }, { attributes: { size: 'M' } }]) {
      const was = await version();
      await setProduct(change);
      expect((await version()).version, JSON.stringify(change)).toBe(was.version + 1);
    }
  });

  it('stores: counters apart, every other column bumps the version; categories always do', async () => {
    const was = await version();
    await db.update(stores).set({ rating: 4.2, totalOrders: 7 }).where(eq(stores.id, storeId));
    expect((await version()).version).toBe(was.version);
    await db.update(stores).set({ openingHours: { days: ['sat'], opens: '09:00', closes: '17:00' } }).where(eq(stores.id, storeId));
    expect((await version()).version).toBe(was.version + 1);
    await db.insert(categories).values({ slug: 'food', nameEn: 'Food', nameAr: 'طعام' });
    expect((await version()).version).toBe(was.version + 2);
  });

  it('keeps the search documents in step and marks their text stale when it changes', async () => {
    await db.update(productSearchDocs).set({ searchStale: false });
    await db.update(storeSearchDocs).set({ searchStale: false });
    await setProduct({ priceCents: 2500, soldCount: 4 });
    let [doc] = await db.select().from(productSearchDocs).where(eq(productSearchDocs.productId, productId));
    expect(doc).toMatchObject({ priceCents: 2500, soldCount: 4, searchStale: false });
    await setProduct({ descriptionAr: 'مطرزة يدويا' });
    [doc] = await db.select().from(productSearchDocs).where(eq(productSearchDocs.productId, productId));
    expect(doc!.searchStale).toBe(true);
    await db.update(productSearchDocs).set({ searchStale: false });
    await db.update(stores).set({ nameEn: 'Salma Stitches' }).where(eq(stores.id, storeId));
    [doc] = await db.select().from(productSearchDocs).where(eq(productSearchDocs.productId, productId));
    const [storeDoc] = await db.select().from(storeSearchDocs).where(eq(storeSearchDocs.storeId, storeId));
    expect([doc!.searchStale, storeDoc!.searchStale]).toEqual([true, true]);
  });
});
