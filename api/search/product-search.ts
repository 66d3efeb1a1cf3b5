import type { Db } from '#api/db/client.ts';
import type { ProductSortField, SortOrder } from '#api/contract/catalogue.ts';
import { cachedSearch } from '#api/products/catalogue-cache.ts';
import { preparedFor } from '#api/search/prepared.ts';
import type { SearchQuery } from './normalize.ts';

/** Filters a product list or search applies (category already resolved to its id). */
export type ProductFilters = {
  categoryId?: string;
  storeId?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  onSale?: boolean;
};

export type ProductSort = { field: ProductSortField; order: SortOrder };

/** Column of a sort, in the products table and in the compact search rows alike. */
export const sortColumns: Record<ProductSortField, string> = {
  createdAt: 'created_at',
  price: 'price_cents',
  rating: 'rating',
  sales: 'sold_count',
  name: 'name_en',
};

/** WHERE clauses and their parameters for the filters, on a table alias with the products' column names. */
export function filterClauses(alias: string, filters: ProductFilters): { sql: string; params: (string | number)[] } {
  const clauses = [`${alias}.is_listed = 1`];
  const params: (string | number)[] = [];
  if (filters.categoryId) {
    clauses.push(`${alias}.category_id = ?`);
    params.push(filters.categoryId);
  }
  if (filters.storeId) {
    clauses.push(`${alias}.store_id = ?`);
    params.push(filters.storeId);
  }
  if (filters.minPriceCents != null) {
    clauses.push(`${alias}.price_cents >= ?`);
    params.push(filters.minPriceCents);
  }
  if (filters.maxPriceCents != null) {
    clauses.push(`${alias}.price_cents <= ?`);
    params.push(filters.maxPriceCents);
  }
  if (filters.onSale) clauses.push(`${alias}.is_on_sale = 1`);
  return { sql: clauses.join(' AND '), params };
}

// Relevance: bm25 over the word index with names weighing most, then the store name, then
// descriptions. Matches found only as substrings (trigrams) come after every word match.
const WORD_SCORE = 'bm25(product_search_words, 10.0, 1.0, 4.0)';
const SUBSTRING_ONLY_SCORE = '1000.0';

/**
 * Every listed product matching the search and filters, as search-document ids in result order.
 * All matches are ordered at once (a few milliseconds even for thousands of matches) and cached
 * for the catalogue version, so paging through a search and its total cost nothing more.
 */
export function searchProductDocs(db: Db, query: SearchQuery, filters: ProductFilters, sort: ProductSort | null): Int32Array {
  const key = JSON.stringify([query.key, filters, sort]);
  return cachedSearch(db, key, () => {
    const where = filterClauses('d', filters);
    const hits = query.trigrams
      ? `SELECT rowid AS doc_id, ${WORD_SCORE} AS score FROM product_search_words WHERE product_search_words MATCH ?
         UNION ALL
         SELECT rowid, ${SUBSTRING_ONLY_SCORE} FROM product_search_trigrams WHERE product_search_trigrams MATCH ?`
      : `SELECT rowid AS doc_id, ${WORD_SCORE} AS score FROM product_search_words WHERE product_search_words MATCH ?`;
    const order = sort ? `d.${sortColumns[sort.field]} ${sort.order}, best.score` : 'best.score';
    const sql = `WITH hits AS MATERIALIZED (${hits}), best AS (SELECT doc_id, min(score) AS score FROM hits GROUP BY doc_id)
      SELECT d.doc_id FROM best JOIN product_search_docs d ON d.doc_id = best.doc_id
      WHERE ${where.sql} ORDER BY ${order}, d.doc_id`;
    const matchParams = query.trigrams ? [query.words, query.trigrams] : [query.words];
    const ids = preparedFor(db, sql).pluck().all(...matchParams, ...where.params) as number[];
    return Int32Array.from(ids);
  });
}

/** Product ids of search documents, in the given order. */
export function productIdsOfDocs(db: Db, docIds: ArrayLike<number>): string[] {
  if (docIds.length === 0) return [];
  const list = Array.from(docIds);
  const rows = preparedFor(db, `SELECT doc_id, product_id FROM product_search_docs WHERE doc_id IN (${list.map(() => '?').join(',')})`)
    .raw()
    .all(...list) as [number, string][];
  const byDoc = new Map(rows);
  return list.map((doc) => byDoc.get(doc)).filter((id): id is string => id != null);
}
