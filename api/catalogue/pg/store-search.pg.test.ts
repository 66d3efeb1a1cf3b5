import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSortFields, sortOrders } from '#api/contract/catalogue.ts';
import { seededPair } from '#api/test/seeded-pair.ts';
import { buildPgSearchQuery } from './product-list.ts';
import { pgSearchStores, pgStoreCountSql, pgStoreListSql, type PgStoreFilters, type PgStoreSort } from './store-list.ts';

// The demo stores on both engines: the stores list and search through the SQLite app's API, and the
// PostgreSQL SQL of store-list.ts, must give the same stores in the same order (ties aside: SQLite
// breaks them by rowid, PostgreSQL by id).

let pair: Awaited<ReturnType<typeof seededPair>>;
let foodId: string;
beforeAll(async () => {
  pair = await seededPair();
  foodId = pair.sqlite.db.$client.prepare("SELECT id FROM categories WHERE slug = 'food'").pluck().get() as string;
}, 180_000);
afterAll(() => pair?.cleanup());

const sortColumn = { name: 'name_en', rating: 'rating', orders: 'total_orders', newest: 'created_at' } as const;

async function sqliteStores(params: Record<string, string>): Promise<{ ids: string[]; total: number }> {
  const res = await pair.sqlite.call('GET', `/api/stores?${new URLSearchParams({ ...params, limit: '100' })}`);
  expect(res.status, res.text).toBe(200);
  return { ids: (res.json.stores as { id: string }[]).map((s) => s.id), total: res.json.total };
}

/** Each store's value of the sort column: two orders agree up to ties when these sequences are equal. */
function sortValues(ids: string[], sort: PgStoreSort) {
  const value = pair.sqlite.db.$client.prepare(`SELECT ${sortColumn[sort.field]} FROM stores WHERE id = ?`).pluck();
  return ids.map((id) => value.get(id));
}

const filterSets: { api: Record<string, string>; pg: () => PgStoreFilters }[] = [
  { api: {}, pg: () => ({}) },
  { api: { governorate: 'amman' }, pg: () => ({ governorate: 'amman' }) },
  { api: { city: 'AMMAN' }, pg: () => ({ city: 'AMMAN' }) },
  { api: { categoryId: 'food' }, pg: () => ({ categoryId: foodId }) },
  { api: { minRating: '4.5' }, pg: () => ({ minRating: 4.5 }) },
  { api: { minOrders: '50', governorate: 'irbid' }, pg: () => ({ minOrders: 50, governorate: 'irbid' }) },
];
const sorts: PgStoreSort[] = storeSortFields.flatMap((field) => sortOrders.map((order) => ({ field, order })));

describe('stores on PostgreSQL give the same answers as on SQLite', () => {
  it('lists: every filter set and sort, with the same totals', async () => {
    const pool = pair.postgres.db.$client;
    let nonEmpty = 0;
    for (const filters of filterSets) {
      const count = pgStoreCountSql(filters.pg());
      const total = (await pool.query(count.sql, count.params)).rows[0].n;
      for (const sort of sorts) {
        const sqlite = await sqliteStores({ ...filters.api, sortBy: sort.field, sortOrder: sort.order });
        const list = pgStoreListSql(filters.pg(), sort, { limit: 100, offset: 0 });
        const ids = (await pool.query(list.sql, list.params)).rows.map((r) => r.id as string);
        const label = JSON.stringify({ filters: filters.api, sort });
        expect(total, label).toBe(sqlite.total);
        expect([...ids].sort(), label).toEqual([...sqlite.ids].sort());
        expect(sortValues(ids, sort), label).toEqual(sortValues(sqlite.ids, sort));
        if (ids.length > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(filterSets.length * sorts.length / 2);
  });

  it('searches: the same stores, in the same order when sorted, and the same best match', async () => {
    const pool = pair.postgres.db.$client;
    let found = 0;
    for (const q of ['عسل', 'honey', 'خياطة', 'sew', 'تطريز', 'embroidery', 'فخار', 'مطبخ', 'kitchen', 'أم', 'ا', 'xyzzy', 'صابون', 'soap']) {
      for (const filters of filterSets) {
        for (const sort of [null, ...sorts]) {
          const sqlite = await sqliteStores({ ...filters.api, search: q, ...(sort ? { sortBy: sort.field, sortOrder: sort.order } : {}) });
          const ids = await pgSearchStores(pool, buildPgSearchQuery(q)!, filters.pg(), sort);
          const label = JSON.stringify({ q, filters: filters.api, sort });
          expect([...ids].sort(), label).toEqual([...sqlite.ids].sort());
          if (sort) expect(sortValues(ids, sort), label).toEqual(sortValues(sqlite.ids, sort));
          else expect(ids[0], label).toBe(sqlite.ids[0]);
          if (ids.length > 0) found++;
        }
      }
    }
    expect(found).toBeGreaterThan(100);
  });
});
