// The stores list and search on PostgreSQL (docs/decisions/028): the filters, orders and relevance of
// the SQLite SQL in api/stores/stores.service.ts, over PostgreSQL's indexes and store_search_docs.
import type pg from 'pg';
import type { SortOrder, StoreSortField } from '#api/contract/catalogue.ts';
import type { StoreListQuery } from '#api/contract/catalogue-requests.ts';
import type { PgSearchQuery } from './product-list.ts';
import { refreshSearchText } from './search-index.ts';
import { STORE_SORT_COLUMNS as sortColumns } from '../store-sort.ts';

export type PgStoreFilters = Pick<StoreListQuery, 'governorate' | 'city' | 'minRating' | 'minOrders'> & { categoryId?: string };
export type PgStoreSort = { field: StoreSortField; order: SortOrder };


/** Active stores with the filters; a category matches a store's primary category or its listed products. */
export function pgStoreFilterClauses(filters: PgStoreFilters, params: unknown[]): string {
  const clauses = ['s.is_active'];
  const param = (value: unknown) => { params.push(value); return `$${params.length}`; };
  if (filters.categoryId) {
    const category = param(filters.categoryId);
    clauses.push(`(s.category_id = ${category} OR EXISTS (SELECT 1 FROM products p WHERE p.is_listed AND p.category_id = ${category} AND p.store_id = s.id))`);
  }
  if (filters.governorate) clauses.push(`s.governorate = ${param(filters.governorate)}`);
  // SQLite compares the city with NOCASE
  if (filters.city) clauses.push(`lower(s.city) = lower(${param(filters.city)})`);
  if (filters.minRating != null) clauses.push(`s.rating >= ${param(filters.minRating)}`);
  if (filters.minOrders != null) clauses.push(`s.total_orders >= ${param(filters.minOrders)}`);
  return clauses.join(' AND ');
}

/** A page of the stores list. Ties are broken by id (SQLite's by rowid: PostgreSQL has none). */
export function pgStoreListSql(filters: PgStoreFilters, sort: PgStoreSort, page: { limit: number; offset: number }) {
  const params: unknown[] = [];
  const where = pgStoreFilterClauses(filters, params);
  params.push(page.limit, page.offset);
  return {
    sql: `SELECT s.id FROM stores s WHERE ${where} ORDER BY s.${sortColumns[sort.field]} ${sort.order}, s.id ${sort.order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

export function pgStoreCountSql(filters: PgStoreFilters) {
  const params: unknown[] = [];
  return { sql: `SELECT count(*)::int AS n FROM stores s WHERE ${pgStoreFilterClauses(filters, params)}`, params };
}

/**
 * Every active store matching a search and the filters, best match first unless a sort is chosen: names
 * weigh ten times descriptions (SQLite's bm25 weights), a store found only as a substring comes last.
 */
export function pgStoreSearchSql(query: PgSearchQuery, filters: PgStoreFilters, sort: PgStoreSort | null) {
  const params: unknown[] = [query.words];
  const substrings = query.substrings
    ? `UNION ALL SELECT store_id, 1000.0 FROM store_search_docs WHERE ${query.substrings
        .map((alternatives) => `(${alternatives.map((s) => { params.push(`%${s}%`); return `body LIKE $${params.length}`; }).join(' OR ')})`)
        .join(' AND ')}`
    : '';
  const where = pgStoreFilterClauses(filters, params);
  const order = sort ? `s.${sortColumns[sort.field]} ${sort.order}, best.score` : 'best.score';
  return {
    sql: `WITH hits AS MATERIALIZED (SELECT store_id, -ts_rank('{0, 0.1, 0, 1.0}', words, $1::tsquery, 1) AS score FROM store_search_docs WHERE words @@ $1::tsquery ${substrings}),
      best AS (SELECT store_id, min(score) AS score FROM hits GROUP BY store_id)
      SELECT s.id FROM best JOIN stores s ON s.id = best.store_id WHERE ${where} ORDER BY ${order}, s.id`,
    params,
  };
}

export async function pgSearchStores(pool: pg.Pool, query: PgSearchQuery, filters: PgStoreFilters, sort: PgStoreSort | null): Promise<string[]> {
  await refreshSearchText(pool);
  const statement = pgStoreSearchSql(query, filters, sort);
  const { rows } = await pool.query<{ id: string }>(statement.sql, statement.params);
  return rows.map((r) => r.id);
}
