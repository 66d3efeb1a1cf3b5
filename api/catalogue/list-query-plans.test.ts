import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { products } from '#api/db/tables.ts';
import { transaction } from '#api/db/database.ts';
import { preparedSqlTexts } from '#api/catalogue/prepared.ts';
import { MAX_SEARCH_MATCHES } from '#api/catalogue/product-list.ts';
import { productListCombinations, storeListCombinations, toQueryString } from '#api/catalogue/list-query-combinations.ts';
import { addCategory, addProduct, addStore, minutesAgo } from '#api/test/catalogue-fixtures.ts';
import { invalidateCatalogueCaches } from '#api/catalogue/cache.ts';

// Every combination of the public lists' filters and sorts, at a shallow and a deep page, goes through
// the real API; then every statement the lists prepared is explained. A page must be read from an
// index in its order (no full scan, no sort of the catalogue); a total must be one index range
// holding every filter; only a search sorts, and only its capped matches (docs/decisions/022).

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  const food = await addCategory(t, 'food');
  const { store } = await addStore(t, { city: 'Amman', governorate: 'amman', categoryId: food.id, totalOrders: 150, rating: 4.5 });
  const { store: other } = await addStore(t, { city: 'Irbid', governorate: 'irbid' });
  for (let i = 0; i < 30; i++) {
    await addProduct(t, i % 2 ? store.id : other.id, {
      nameEn: `Cushion ${i}`, nameAr: `وسادة مطرزة ${i}`, categoryId: i % 3 ? food.id : null, priceCents: 500 + i * 300,
      originalPriceCents: i % 4 ? null : 20_000, rating: (i % 5) + 0.5, soldCount: i * 7, createdAt: minutesAgo(i),
    });
  }
});
afterAll(() => t.cleanup());

/** Every SQL text the lists prepared: they are built by the catalogue readers (worker threads). */
async function listSqlTexts(): Promise<string[]> {
  expect(t.readers?.started).toBeGreaterThan(0);
  return [...preparedSqlTexts(t.db), ...(await t.readers!.sqlTexts())];
}

type PlanRow = { detail: string };
/** The plan of a statement; its parameters are all `?`, bound to null (plans do not depend on them here). */
function plan(sql: string): string[] {
  const statement = t.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const params = Array.from(sql.matchAll(/\?/g), () => null);
  return (statement.all(...params) as PlanRow[]).map((row) => row.detail);
}

const values = { category: 'food', minPrice: '10', maxPrice: '40', searches: ['cushion', 'cu', 'مطرزة وسادة'], city: 'Amman', governorate: 'amman', deepOffset: 2_000 };

describe('every list query reads through an index', () => {
  it('products: every filter and sort combination, shallow and deep, answers from indexes', async () => {
    const combinations = productListCombinations(values);
    expect(combinations.length).toBeGreaterThan(1_000);
    for (const q of combinations) {
      invalidateCatalogueCaches();
      const res = await t.call('GET', `/api/products?${toQueryString(q)}`);
      expect(res.status, toQueryString(q)).toBe(200);
    }
    const statements = (await listSqlTexts()).filter((sql) => /^SELECT (p\.id|p\.price_cents|count\(\*\)) FROM (\(SELECT 1 FROM )?products p|MATCH|json_each/.test(sql));
    expect(statements.length).toBeGreaterThan(50);
    // A wide price range's total counts what lies outside it (product-list.ts countOutsideRange): checked too.
    expect(statements.filter((sql) => sql.includes('(SELECT 1 FROM products p')).length).toBeGreaterThan(2);
    for (const sql of statements) {
      const steps = plan(sql);
      const all = steps.join(' | ');
      // A pass over all rows: only of a search's capped matches (m, subqueries) and of the search indexes.
      for (const step of steps) if (step.startsWith('SCAN ')) expect(step, sql).toMatch(/^SCAN (m\b|\(subquery-\d+\))|VIRTUAL TABLE INDEX/);
      if (sql.includes('json_each')) {
        // A search's filters and order apply to its capped matches (m), each found by its primary key.
        expect(all, sql).toMatch(/SEARCH d USING INTEGER PRIMARY KEY/);
        continue;
      }
      if (sql.includes('MATCH')) {
        // A search sorts only its matches, capped in the statement itself.
        expect(sql, all).toMatch(new RegExp(`LIMIT ${MAX_SEARCH_MATCHES}\\b`));
        continue;
      }
      expect(all, sql).toMatch(/USING COVERING INDEX products_listed_/);
      if (sql.includes('count(*)')) {
        // The total is one range of an index holding every filter.
        for (const column of ['category_id', 'is_on_sale', 'price_cents', 'store_id']) {
          if (sql.includes(`p.${column} `)) expect(all, sql).toMatch(new RegExp(`\\(is_listed=\\?.*${column}[=<>]`));
        }
      } else if (!sql.includes('p.store_id')) {
        expect(all, sql).not.toMatch(/TEMP B-TREE/);
      }
    }
  });

  it('stores: every filter and sort combination, shallow and deep, walks an index without sorting', async () => {
    for (const q of storeListCombinations(values)) {
      invalidateCatalogueCaches();
      const res = await t.call('GET', `/api/stores?${toQueryString(q)}`);
      expect(res.status, toQueryString(q)).toBe(200);
    }
    const statements = (await listSqlTexts()).filter((sql) => sql.includes('FROM stores s') && !sql.includes('MATCH'));
    expect(statements.length).toBeGreaterThan(10);
    for (const sql of statements) {
      const all = plan(sql).join(' | ');
      expect(all, sql).toMatch(/USING (COVERING )?INDEX stores_active_/);
      expect(all, sql).not.toMatch(/SCAN s\b/);
      if (!sql.includes('count(*)')) expect(all, sql).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe('search stays bounded', () => {
  it(`looks at the ${MAX_SEARCH_MATCHES.toLocaleString('en')} newest matches at most, however short the prefix`, async () => {
    const { store } = await addStore(t);
    const rows = Array.from({ length: MAX_SEARCH_MATCHES + 50 }, (_, i) => ({
      storeId: store.id, nameEn: `Candle ${i}`, nameAr: `شمعة ${i}`, priceCents: 1000, isListed: true, createdAt: minutesAgo(i),
    }));
    await transaction(t.db, async (tx) => { for (const row of rows) await tx.insert(products).values(row); });
    const search = async (text: string) => (await t.call('GET', `/api/products?search=${encodeURIComponent(text)}&limit=100`)).json as { products: { nameEn: string }[]; total: number };
    const two = await search('ca');
    expect(two.total).toBe(MAX_SEARCH_MATCHES);
    // The newest (last inserted) are looked at, the first inserted are not.
    const candles = await search('candle');
    expect(candles.total).toBe(MAX_SEARCH_MATCHES);
    expect(candles.products.map((p) => p.nameEn)).not.toContain('Candle 0');
    expect((await search('شمع')).total).toBe(MAX_SEARCH_MATCHES);
    // One letter is a whole word, not the prefix of every word starting with it.
    expect((await search('c')).total).toBe(0);
  });
});
