// GET /api/products on PostgreSQL: the list, search and total of api/catalogue/pg/product-list.ts behind
// the same catalogue caches as SQLite's (totals and ordered searches per catalogue version).
// docs/decisions/028-one-code-two-databases.md
import { asPg, type Db } from '#api/db/database.ts';
import { pagedIds, type Page } from './paged-ids.ts';
import { cachedSearch } from '../cache.ts';
import type { ProductFilters, ProductSort } from '../product-list.ts';
import { buildPgSearchQuery, pgCountSql, pgListSql, pgProductIdsOfDocs, pgSearchProductDocs } from './product-list.ts';

/**
 * One page of listed product ids and the total: the search's matches in its order (relevance unless `chosen`),
 * else the list in `chosen` or the default order. Callers have followed the catalogue version (cache.ts).
 */
export async function pgProductPage(db: Db, searchText: string | undefined, filters: ProductFilters, sort: { chosen: ProductSort | null; list: ProductSort }, page: Page) {
  const pool = asPg(db).$client;
  // A search with nothing searchable in it (only punctuation) is ignored like a blank one, as on SQLite.
  const search = searchText ? buildPgSearchQuery(searchText) : null;
  if (search) {
    const docs = await cachedSearch(db, JSON.stringify([search.key, filters, sort.chosen]), async () =>
      Int32Array.from(await pgSearchProductDocs(pool, search, filters, sort.chosen)));
    const ids = await pgProductIdsOfDocs(pool, Array.from(docs.subarray(page.offset, page.offset + page.limit)));
    return { ids, total: docs.length };
  }
  return pagedIds(db, `products:${JSON.stringify(filters)}`, sort.list, page, (order, read) => pgListSql(filters, order, read), pgCountSql(filters));
}
