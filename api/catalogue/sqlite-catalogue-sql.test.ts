// What only SQLite's own SQL has: the list queries' plans (EXPLAIN QUERY PLAN) and the catalogue triggers'
// compared columns. PostgreSQL's plans are checked in api/catalogue/pg/list-query-plans.pg.test.ts, and its
// version trigger compares whole rows (docs/decisions/028-one-code-two-databases.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { productSortFields, storeSortFields } from '#api/contract/catalogue.ts';
import { countSql, listSql, type ProductFilters } from '#api/catalogue/product-list.ts';
import { storeListSql } from '#api/stores/stores.service.ts';
import { preparedSqlTexts } from '#api/catalogue/prepared.ts';
import { PRICES_AFTER } from '#api/catalogue/cache.ts';
import { addProduct, addStore } from '#api/test/catalogue-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

describe('list queries use indexes', () => {
  const filterSets: ProductFilters[] = [
    {}, { categoryId: 'c' }, { storeId: 's' }, { minPriceCents: 100 }, { maxPriceCents: 100 }, { onSale: true },
    { categoryId: 'c', minPriceCents: 1, maxPriceCents: 2 }, { categoryId: 'c', onSale: true }, { onSale: true, minPriceCents: 5 },
  ];
  const plan = (sql: string, params: unknown[]) =>
    (t.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join(' | ');

  it.each(filterSets)('page and count for %o read an index, and the page needs no sort unless one store is chosen', (filters) => {
    for (const field of productSortFields) {
      for (const order of ['asc', 'desc'] as const) {
        const q = listSql(filters, { field, order });
        const detail = plan(q.sql, [...q.params, 20, 0]);
        expect(detail).toMatch(/USING (COVERING )?INDEX products_listed_/);
        if (!filters.storeId) expect(detail, `${field} ${order}`).not.toMatch(/TEMP B-TREE/);
      }
    }
    const c = countSql(filters);
    expect(plan(c.sql, c.params)).toMatch(/USING (COVERING )?INDEX products_listed_/);
  });
});

describe('a price range total', () => {
  it('is found in the filter\'s sorted prices once its ranges were asked for PRICES_AFTER times in a catalogue version', async () => {
    const { store } = await addStore(t);
    for (const priceCents of [500, 900, 1500]) await addProduct(t, store.id, { priceCents });
    const totalOf = async (range: string) => ((await t.call('GET', `/api/products?${range}`)).json as { total: number }).total;
    // The first ranges are counted (with an upper bound only); from then on no range is.
    for (let i = 1; i <= PRICES_AFTER; i++) expect(await totalOf(`maxPrice=${10 + i}`)).toBe(2);
    expect(await totalOf('minPrice=6&maxPrice=20')).toBe(2);
    expect(await totalOf('minPrice=6&maxPrice=9')).toBe(1);
    expect(await totalOf('minPrice=15')).toBe(1);
    const statements = [...preparedSqlTexts(t.db), ...(await t.readers!.sqlTexts())];
    const readPrices = statements.filter((sql) => sql.startsWith('SELECT p.price_cents FROM products p'));
    expect(readPrices).toHaveLength(1);
    // Read in price order from the filter's count index: no sort.
    const readPlan = (t.db.$client.prepare(`EXPLAIN QUERY PLAN ${readPrices[0]}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(readPlan).toMatch(/USING COVERING INDEX products_listed_price_idx/);
    expect(readPlan).not.toMatch(/TEMP B-TREE/);
    expect(statements.filter((sql) => sql.includes('count(*)') && sql.includes('p.price_cents >='))).toEqual([]);
  });
});

describe('stores list queries use indexes', () => {
  it('reads through an index for each sort', () => {
    for (const field of storeSortFields) {
      const q = storeListSql({}, { field, order: 'desc' });
      const plan = (t.db.$client.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.params, 12, 0) as { detail: string }[]).map((r) => r.detail).join(' | ');
      expect(plan).toMatch(/USING INDEX stores_active_/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
    const byCategory = storeListSql({ categoryId: 'c' }, { field: 'rating', order: 'desc' });
    const plan = (t.db.$client.prepare(`EXPLAIN QUERY PLAN ${byCategory.sql}`).all(...byCategory.params, 12, 0) as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(plan).toMatch(/products_listed_cat_store_idx/);
  });
});

describe('catalogue version triggers', () => {
  it('compares every column of products and stores that is not named a counter', () => {
    const sqlite = t.db.$client;
    for (const [table, trigger] of [['products', 'products_catalogue_update'], ['stores', 'stores_version_update']] as const) {
      const body = sqlite.prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?').pluck().get('trigger', trigger) as string;
      const counters = /-- counters: ([^\n]+)/.exec(body)![1]!.trim().split(/\s+/);
      const columns = (sqlite.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      const compared = columns.filter((c) => body.includes(`old.\`${c}\` IS NOT new.\`${c}\``));
      expect(compared.sort(), `${trigger}: add new columns to it (or name them counters)`).toEqual(columns.filter((c) => !counters.includes(c)).sort());
    }
  });
});
