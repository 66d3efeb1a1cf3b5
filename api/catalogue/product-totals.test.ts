// SQLite: a products list's total for a price range comes from the filter's sorted prices, found once per
// catalogue version, instead of a count of the range per request (docs/decisions/022, "Long tail, sixth round").
// The totals must be exactly what counting gives, follow writes at once, and no range may be counted in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { products } from '#api/db/tables.ts';
import { preparedSqlTexts } from '#api/catalogue/prepared.ts';
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

/** What counting the range in SQL gives (the filters as the list applies them). */
function counted(filters: { categoryId?: string; onSale?: boolean; min?: number; max?: number }) {
  const clauses = ['is_listed = 1'];
  const params: (string | number)[] = [];
  const add = (clause: string, ...values: (string | number)[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filters.categoryId) add('category_id = ?', filters.categoryId);
  if (filters.onSale) add('is_on_sale = 1');
  if (filters.min != null) add('price_cents >= ?', filters.min);
  if (filters.max != null) add('price_cents <= ?', filters.max);
  return t.db.$client.prepare(`SELECT count(*) FROM products WHERE ${clauses.join(' AND ')}`).pluck().get(...params) as number;
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
    const bounds = [undefined, 0, 499, 500, 501, 750, 1999, 2000, 2250, 4500, 4501, 10_000];
    for (const categoryId of [undefined, ...categoryIds]) {
      for (const onSale of [false, true]) {
        for (const min of bounds) {
          for (const max of bounds) {
            if (min == null && max == null) continue;
            if (min != null && max != null && min > max) continue;
            const filters = { categoryId, onSale, min, max };
            expect(await total(filters), JSON.stringify(filters)).toBe(counted(filters));
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
    expect(await total(range)).toBe(counted(range));
    expect(await total(range)).toBe(before - (cheapest!.isListed ? 1 : 0));
  });

  it('never counts a price range in SQL', async () => {
    const statements = [...preparedSqlTexts(t.db), ...(await t.readers!.sqlTexts())];
    expect(statements.some((sql) => sql.startsWith('SELECT p.price_cents FROM products p'))).toBe(true);
    expect(statements.filter((sql) => sql.includes('count(*)') && sql.includes('price_cents'))).toEqual([]);
  });
});
