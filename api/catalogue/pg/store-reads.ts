// GET /api/stores on PostgreSQL: the list, search and total of api/catalogue/pg/store-list.ts, totals
// cached per catalogue version as on SQLite. docs/decisions/028-one-code-two-databases.md
import { asPg, type Db } from '#api/db/database.ts';
import { cachedTotal } from '../cache.ts';
import { buildPgSearchQuery } from './product-list.ts';
import { pgSearchStores, pgStoreCountSql, pgStoreListSql, type PgStoreFilters, type PgStoreSort } from './store-list.ts';

type Page = { limit: number; offset: number };

/** One page of active store ids and the total: the search's matches (best first unless `chosen`), else the list in `list` order. */
export async function pgStorePage(db: Db, searchText: string | undefined, filters: PgStoreFilters, sort: { chosen: PgStoreSort | null; list: PgStoreSort }, page: Page) {
  const pool = asPg(db).$client;
  const search = searchText ? buildPgSearchQuery(searchText) : null;
  if (search) {
    const ids = await pgSearchStores(pool, search, filters, sort.chosen);
    return { ids: ids.slice(page.offset, page.offset + page.limit), total: ids.length };
  }
  const list = pgStoreListSql(filters, sort.list, page);
  const count = pgStoreCountSql(filters);
  const [rows, total] = await Promise.all([
    pool.query<{ id: string }>(list.sql, list.params),
    cachedTotal(db, `stores:${JSON.stringify(filters)}`, async () => (await pool.query<{ n: number }>(count.sql, count.params)).rows[0]!.n),
  ]);
  return { ids: rows.rows.map((row) => row.id), total };
}
