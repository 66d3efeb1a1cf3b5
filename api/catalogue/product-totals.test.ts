// A products list's total with a price range is exactly what counting the range gives, and follows a write
// at once. On SQLite it comes from the filter's sorted prices, found once per catalogue version, instead of a
// count of the range per request (docs/decisions/022, "Long tail, sixth round"; that no range is counted in
// SQL is checked in sqlite-catalogue-sql.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { products } from '#api/db/tables.ts';
import { addCategory, addProduct, addStore } from '#api/test/catalogue-fixtures.ts';

let t: TestApp;
let categoryIds: string[];
beforeAll(async () => {
  t = await makeTestApp();
  categoryIds = [(await addCategory(t, 'food')).id, (await addCategory(t, 'crafts')).id];
  const { store } = await addStore(t);
  for (let i = 0; i < 60; i++) {
    // Prices repeat (ties at the bounds), some on sale, some drafts or deleted (not listed).
    const priceCents = 500 + (i % 17) * 250;
    await addProduct(t, store.id, {
      priceCents, categoryId: categoryIds[i % 2], originalPriceCents: i % 3 ? null : priceCents + 100,
      status: i % 11 === 0 ? 'draft' : 'active', deletedAt: i % 13 === 0 ? new Date().toISOString() : null,
    });
  }
});
afterAll(() => t.cleanup());

/** What counting the range gives (the filters as the list applies them). */
async function counted(filters: { categoryId?: string; onSale?: boolean; min?: number; max?: number }) {
  const where: SQL[] = [eq(products.isListed, true)];
  if (filters.categoryId) where.push(eq(products.categoryId, filters.categoryId));
  if (filters.onSale) where.push(eq(products.isOnSale, true));
  if (filters.min != null) where.push(gte(products.priceCents, filters.min));
  if (filters.max != null) where.push(lte(products.priceCents, filters.max));
  return first(await t.db.select({ n: count() }).from(products).where(and(...where)))!.n;
}

async function total(filters: { categoryId?: string; onSale?: boolean; min?: number; max?: number }) {
  const q = new URLSearchParams({ limit: '1' });
  if (filters.categoryId) q.set('categoryId', filters.categoryId);
  if (filters.onSale) q.set('isOnSale', 'true');
  if (filters.min != null) q.set('minPrice', (filters.min / 100).toFixed(2));
  if (filters.max != null) q.set('maxPrice', (filters.max / 100).toFixed(2));
  const res = await t.call('GET', `/api/products?${q}`);
  expect(res.status).toBe(200);
  return (res.json as { total: number }).total;
}

describe('a price range total', () => {
  it('is what counting the range gives, for every filter, bound and tie', async () => {
    const bounds = [undefined, 0, 499, 500, 501, 2000, 4500, 4501];
    for (const categoryId of [undefined, ...categoryIds]) {
      for (const onSale of [false, true]) {
        for (const min of bounds) {
          for (const max of bounds) {
            if (min == null && max == null) continue;
            if (min != null && max != null && min > max) continue;
            const filters = { categoryId, onSale, min, max };
            expect(await total(filters), JSON.stringify(filters)).toBe(await counted(filters));
          }
        }
      }
    }
  });

  it('follows a write at once', async () => {
    const range = { min: 500, max: 600 };
    const before = await total(range);
    const [cheapest] = await t.db.select().from(products).where(eq(products.priceCents, 500)).limit(1);
    await t.db.update(products).set({ priceCents: 5_000 }).where(eq(products.id, cheapest!.id));
    expect(await total(range)).toBe(await counted(range));
    expect(await total(range)).toBe(before - (cheapest!.isListed ? 1 : 0));
  });

});
