// GET /api/stores on PostgreSQL: the list, search and total of api/catalogue/pg/store-list.ts, totals
// cached per catalogue version as on SQLite. docs/decisions/028-one-code-two-databases.md
import { asPg, type Db } from '#api/db/database.ts';
import { pagedIds, type Page } from './paged-ids.ts';
import { buildPgSearchQuery } from './product-list.ts';
import { pgSearchStores, pgStoreCountSql, pgStoreListSql, type PgStoreFilters, type PgStoreSort } from './store-list.ts';

/** One page of active store ids and the total: the search's matches (best first unless `chosen`), else the list in `list` order. */
export async function pgStorePage(db: Db, searchText: string | undefined, filters: PgStoreFilters, sort: { chosen: PgStoreSort | null; list: PgStoreSort }, page: Page) {
  const pool = asPg(db).$client;
  const search = searchText ? buildPgSearchQuery(searchText) : null;
  if (search) {
    const ids = await pgSearchStores(pool, search, filters, sort.chosen);
    return { ids: ids.slice(page.offset, page.offset + page.limit), total: ids.length };
  }
  return pagedIds(db, `stores:${JSON.stringify(filters)}`, sort.list, page, (order, read) => pgStoreListSql(filters, order, read), pgStoreCountSql(filters));
}
