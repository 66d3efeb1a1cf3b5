// Several server processes share one database: a write through another connection (another process) is
// seen by this process's next answer at once, whatever its caches hold. On PostgreSQL each request reads the
// shared catalogue version (docs/decisions/028-one-code-two-databases.md); on SQLite every look-up does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asDb, asPg, isPostgres, type Db } from '#api/db/database.ts';
import { openDatabase } from '#api/db/client.ts';
import { openPostgres } from '#api/db/pg/client.ts';
import { products, stores } from '#api/db/tables.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { addProduct, addStore } from '#api/test/catalogue-fixtures.ts';

/** The same database through a connection of its own, as another server process has. */
async function anotherProcess(db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  if (isPostgres(db)) {
    const pgDb = await openPostgres(asPg(db).$client.options.connectionString!, { maxConnections: 2 });
    return { db: asDb(pgDb), close: () => pgDb.$client.end() };
  }
  const other = openDatabase(db.$client.name);
  return { db: other, close: async () => { other.$client.close(); } };
}

let t: TestApp;
let other: Awaited<ReturnType<typeof anotherProcess>>;
beforeEach(async () => {
  t = await makeTestApp();
  other = await anotherProcess(t.db);
});
afterEach(async () => {
  await other.close();
  await t.cleanup();
});

const get = async (url: string) => {
  const res = await t.call('GET', url);
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe('a write through another process', () => {
  it('shows in the next list, search, product and store answer here, though they were cached', async () => {
    const { store } = await addStore(t, { nameEn: 'Layla Crafts' });
    const product = await addProduct(t, store.id, { nameEn: 'Olive soap', stock: 5 });
    const before = await Promise.all(['/api/products', '/api/products?search=soap', `/api/products/${product.id}`, '/api/stores'].map(get));
    expect(before.map((b) => b.total ?? b.stock)).toEqual([1, 1, 5, 1]);

    await other.db.update(products).set({ nameEn: 'Thyme candle' }).where(eq(products.id, product.id));
    expect((await get('/api/products')).products[0].nameEn).toBe('Thyme candle');
    expect((await get('/api/products?search=soap')).total).toBe(0);
    expect((await get('/api/products?search=thyme')).total).toBe(1);

    // a counter (stock): a single thing shows it at once
    await other.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    expect((await get(`/api/products/${product.id}`)).stock).toBe(2);

    await other.db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    expect((await get('/api/stores')).total).toBe(0);
  });
});
