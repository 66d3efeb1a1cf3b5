import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSortFields, sortOrders, storeSortFields } from '#api/contract/catalogue.ts';
import { asDb } from '#api/db/database.ts';
import { seededPair } from '#api/test/seeded-pair.ts';
import { knownTotal } from '../cache.ts';
import type { ProductFilters, ProductSort } from '../product-list.ts';
import { pgListSql } from './product-list.ts';
import { pgProductPage } from './product-reads.ts';
import { pgStoreListSql, type PgStoreFilters, type PgStoreSort } from './store-list.ts';
import { pgStorePage } from './store-reads.ts';

// Pages of the products and stores lists on PostgreSQL, the first time a filter is listed in a catalogue
// version (page and total asked together) and once its total is known (the page read from the nearer end
// of its order), against the whole list in order read by one statement.

let pair: Awaited<ReturnType<typeof seededPair>>;
beforeAll(async () => { pair = await seededPair(); }, 180_000);
afterAll(() => pair?.cleanup());

const ALL = { limit: 100_000, offset: 0 };
const pool = () => pair.postgres.db.$client;
const idsOf = async (statement: { sql: string; params: unknown[] }) => (await pool().query<{ id: string }>(statement.sql, statement.params)).rows.map((row) => row.id);

/** Offsets at the start, around the middle, the last pages, the last row and past the end; limits that do and do not divide the total. */
function pagesOf(total: number) {
  const offsets = [0, 7, Math.floor(total / 2) - 10, Math.floor(total / 2), Math.floor(total / 2) + 3, total - 25, total - 20, total - 1, total, total + 40];
  return offsets.filter((offset) => offset >= 0).flatMap((offset) => [{ offset, limit: 20 }, { offset, limit: 1 }]);
}

async function checkPages(
  whole: string[],
  label: string,
  totalKey: string,
  page: (read: { offset: number; limit: number }) => Promise<{ ids: string[]; total: number }>,
) {
  for (const read of pagesOf(whole.length)) {
    const expected = whole.slice(read.offset, read.offset + read.limit);
    const context = `${label} ${JSON.stringify(read)}`;
    expect(await page(read), context).toEqual({ ids: expected, total: whole.length });
    // The first call counted the total: this one reads from the nearer end, and counts nothing.
    expect(knownTotal(asDb(pair.postgres.db), totalKey), context).toBe(whole.length);
    const { result, statements } = await statementsDuring(() => page(read));
    expect(result, context).toEqual({ ids: expected, total: whole.length });
    expect(statements.some(([sql]) => /count\(/.test(sql)), context).toBe(false);
    if (read.offset >= whole.length) {
      expect(statements, context).toEqual([]);
      continue;
    }
    // Rows after the page; when fewer than before it, the page is read from the end: skipping those.
    const after = whole.length - read.offset - expected.length;
    expect(statements, context).toHaveLength(1);
    expect(statements[0]![1].slice(-2), context).toEqual([expected.length, Math.min(after, read.offset)]);
  }
}

/** What `run` asks PostgreSQL: each statement's text and parameters. */
async function statementsDuring<T>(run: () => Promise<T>) {
  const client = pool();
  const query = client.query;
  const ask = query.bind(client) as (sql: string, params: unknown[]) => Promise<unknown>;
  const statements: [string, unknown[]][] = [];
  client.query = ((sql: string, params: unknown[]) => {
    statements.push([sql, params]);
    return ask(sql, params);
  }) as typeof client.query;
  try {
    return { result: await run(), statements };
  } finally {
    client.query = query;
  }
}

describe('list pages on PostgreSQL', () => {
  it('products: the same page from either end of every sort, for selective and wide filters', async () => {
    const food = (await pool().query("SELECT id FROM categories WHERE slug = 'food'")).rows[0].id as string;
    const filterSets: ProductFilters[] = [{}, { categoryId: food }, { onSale: true }, { minPriceCents: 500, maxPriceCents: 4000 }, { categoryId: food, onSale: true }];
    let deep = 0;
    for (const filters of filterSets) {
      for (const sort of productSortFields.flatMap((field) => sortOrders.map((order): ProductSort => ({ field, order })))) {
        const whole = await idsOf(pgListSql(filters, sort, ALL));
        if (whole.length > 40) deep++;
        await checkPages(whole, JSON.stringify({ filters, sort }), `products:${JSON.stringify(filters)}`, (read) =>
          pgProductPage(asDb(pair.postgres.db), undefined, filters, { chosen: sort, list: sort }, read));
      }
    }
    // Lists long enough for their last pages to be read from the end.
    expect(deep).toBeGreaterThan(10);
  });

  it('stores: the same page from either end of every sort', async () => {
    const filterSets: PgStoreFilters[] = [{}, { governorate: 'amman' }, { minRating: 4 }];
    for (const filters of filterSets) {
      for (const sort of storeSortFields.flatMap((field) => sortOrders.map((order): PgStoreSort => ({ field, order })))) {
        const whole = await idsOf(pgStoreListSql(filters, sort, ALL));
        await checkPages(whole, JSON.stringify({ filters, sort }), `stores:${JSON.stringify(filters)}`, (read) =>
          pgStorePage(asDb(pair.postgres.db), undefined, filters, { chosen: sort, list: sort }, read));
      }
    }
  });
});
