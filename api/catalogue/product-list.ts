// The SQL of the public products list and search, in one place: the filters, the sort columns, the
// index each list walks, and the search over the word and substring indexes (docs/decisions/003, 022).
import { eq, or } from 'drizzle-orm';
import { first, isPostgres, type Db } from '#api/db/database.ts';
import { categories } from '#api/db/tables.ts';
import type { ProductSortField, SortOrder } from '#api/contract/catalogue.ts';
import { cachedPrices, cachedSearch, cachedTotal } from './cache.ts';
import { preparedFor } from './prepared.ts';
import type { SearchQuery } from './normalize.ts';
import { filterAndOrder, searchColumnsFor } from './search-columns.ts';
import { memoryNewestMatches, memoryRankedMatches, searchMemoryFor } from './search-memory.ts';

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

/** How to read one page of a list from the nearer end of its order (nearerEndRead). */
export type PageRead<Sort> = { sort: Sort; offset: number; limit: number; reversed: boolean };

/**
 * How to read a page of a list whose total is known from the nearer end of its order: the sort (reversed
 * when reading from the end), offset and limit to read, and whether the rows read must be turned round
 * into the list's order; null for a page past the end, which reads nothing.
 * Why: a deep page of a selective filter walks the sort's index past every product the filter leaves out
 * before its offset (a category on sale at offset 2,000 read ~80,000 index entries for 20 products); from the
 * far end the same page is ~15,000 away. `total` must count what the read walks. docs/decisions/022,
 * "Long tail, eleventh round".
 */
export function nearerEndRead<Sort extends { order: SortOrder }>(total: number, sort: Sort, offset: number, limit: number): PageRead<Sort> | null {
  const count = Math.min(limit, total - offset);
  if (count <= 0) return null;
  const fromEnd = total - offset - count;
  if (fromEnd >= offset) return { sort, offset, limit: count, reversed: false };
  return { sort: { ...sort, order: sort.order === 'asc' ? 'desc' : 'asc' }, offset: fromEnd, limit: count, reversed: true };
}

/** Rows read by a PageRead, in the list's order. */
export const inListOrder = <T>(read: PageRead<unknown>, rows: T[]): T[] => (read.reversed ? rows.reverse() : rows);

/** A page of a list whose total is known, read synchronously from the nearer end of its order (nearerEndRead), in the same snapshot as the total. */
export function pageFromNearerEnd<T>(total: number, sort: ProductSort, offset: number, limit: number, read: (sort: ProductSort, offset: number, limit: number) => T[]): T[] {
  const plan = nearerEndRead(total, sort, offset, limit);
  return plan ? inListOrder(plan, read(plan.sort, plan.offset, plan.limit)) : [];
}

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

/** A category filter takes an id or a slug (docs/product.md#catalogue); null when no category has it. */
export async function resolveCategoryId(db: Db, idOrSlug: string): Promise<string | null> {
  // SQLite (a reader's every list with a category): one statement prepared once, not the query builder's
  // SELECT built and compiled per list (2–3 % of a reader's time on long-tail traffic).
  if (!isPostgres(db)) return (preparedFor(db, CATEGORY_ID_SQL).pluck().get(idOrSlug, idOrSlug) as string | undefined) ?? null;
  const row = first(await db.select({ id: categories.id }).from(categories).where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug))).limit(1));
  return row?.id ?? null;
}

const CATEGORY_ID_SQL = 'SELECT id FROM categories WHERE id = ? OR slug = ? LIMIT 1';

// The products list (no search): one page walks one index.

/**
 * The index a page walks (docs/decisions/022). A store's products: its own index (one store is
 * small). Otherwise the sort's index, read in order: it holds the filter columns too, so SQLite
 * checks the filters in the index and never reads a table row until the page is found; at worst a
 * page costs one pass over an index, never a sort of the catalogue.
 */
export function listIndex(filters: ProductFilters, sort: ProductSort['field']): string {
  if (filters.storeId) return 'products_listed_store_created_idx';
  return { createdAt: 'products_listed_created_idx', price: 'products_listed_price_idx', rating: 'products_listed_rating_idx', sales: 'products_listed_sales_idx', name: 'products_listed_name_idx' }[sort];
}

/** The index a filter's total counts: every filter is part of its range, so it counts only matches. */
function countIndex(filters: ProductFilters): string {
  if (filters.storeId) return 'products_listed_store_created_idx';
  if (filters.categoryId && filters.onSale) return 'products_listed_cat_sale_price_idx';
  if (filters.categoryId) return 'products_listed_cat_price_idx';
  if (filters.onSale) return 'products_listed_sale_price_idx';
  return 'products_listed_price_idx';
}

export function listSql(filters: ProductFilters, sort: ProductSort) {
  const where = filterClauses('p', filters);
  const column = sortColumns[sort.field];
  // Ties are broken by id: it follows the sort column in each sort index, so the order is total.
  const tieBreak = filters.storeId ? 'p.rowid' : 'p.id';
  return {
    sql: `SELECT p.id FROM products p INDEXED BY ${listIndex(filters, sort.field)} WHERE ${where.sql}
      ORDER BY p.${column} ${sort.order}, ${tieBreak} ${sort.order} LIMIT ? OFFSET ?`,
    params: where.params,
  };
}

export function countSql(filters: ProductFilters) {
  const where = filterClauses('p', filters);
  return { sql: `SELECT count(*) FROM products p INDEXED BY ${countIndex(filters)} WHERE ${where.sql}`, params: where.params };
}

/**
 * A products list's total, counting as little as it can (docs/decisions/022):
 * - without a price range or a store: the listed counts the triggers keep ("Long tail, eleventh round");
 * - a price range without a store, once the filter's ranges are asked for often: the sorted prices of the listed
 *   products the other filters keep (read once per catalogue version), by two binary searches ("sixth round");
 * - else a wide range as its listed count less its short sides (countOutsideRange), or the range's own index
 *   entries counted, tens of thousands for a wide range.
 */
export function countProducts(db: Db, filters: ProductFilters): number {
  const { minPriceCents: min, maxPriceCents: max, ...others } = filters;
  if (!filters.storeId && min == null && max == null) return listedCount(db, filters);
  const prices = filters.storeId ? null : cachedPrices(db, JSON.stringify(others), () => {
    const where = filterClauses('p', others);
    const sql = `SELECT p.price_cents FROM products p INDEXED BY ${countIndex(others)} WHERE ${where.sql} ORDER BY p.price_cents`;
    return Float64Array.from(preparedFor(db, sql).pluck().all(...where.params) as number[]);
  });
  if (prices) return countInPriceRange(prices, min, max);
  return cachedTotal(db, `products:${JSON.stringify(filters)}`, () => {
    const outside = filters.storeId ? null : countOutsideRange(db, others, min, max);
    if (outside !== null) return listedCount(db, others) - outside;
    const count = countSql(filters);
    return preparedFor(db, count.sql).pluck().get(...count.params) as number;
  });
}

/** How many index entries a side of a price range is counted up to before the range itself is counted (tests lower it). */
export const priceRangeRules = { outsideCap: 5_000 };

/**
 * How many listed products the other filters keep are priced outside the range (below `min`, above `max`), if
 * each side holds fewer than `priceRangeRules.outsideCap`: a wide range ("from 10 JD") is then its listed count
 * less a short walk on each side, instead of a walk over most of the catalogue. Null when a side is longer: the
 * range is counted itself (its sides cost at most twice the cap).
 */
function countOutsideRange(db: Db, others: ProductFilters, min: number | undefined, max: number | undefined): number | null {
  let outside = 0;
  for (const [bound, side] of [[min, '<'], [max, '>']] as const) {
    if (bound == null) continue;
    const where = filterClauses('p', others);
    const sql = `SELECT count(*) FROM (SELECT 1 FROM products p INDEXED BY ${countIndex(others)} WHERE ${where.sql} AND p.price_cents ${side} ? LIMIT ${priceRangeRules.outsideCap})`;
    const count = preparedFor(db, sql).pluck().get(...where.params, bound) as number;
    if (count >= priceRangeRules.outsideCap) return null;
    outside += count;
  }
  return outside;
}

/**
 * How many products are listed in a category (or any), on sale or not: kept by triggers in a few rows
 * (migration 0009), so a list without a price range or a store counts nothing.
 */
function listedCount(db: Db, filters: Pick<ProductFilters, 'categoryId' | 'onSale'>): number {
  const sql = `SELECT coalesce(sum(listed), 0) FROM listed_product_counts${filters.categoryId ? ' WHERE category_id = ?' : ''}${
    filters.onSale ? `${filters.categoryId ? ' AND' : ' WHERE'} is_on_sale = 1` : ''}`;
  return preparedFor(db, sql).pluck().get(...(filters.categoryId ? [filters.categoryId] : [])) as number;
}

/** How many of ascending `prices` (in cents) lie in the range, both ends included: two binary searches. */
export const countInPriceRange = (prices: Float64Array, min: number | undefined, max: number | undefined) =>
  firstAbove(prices, max ?? Infinity) - firstAtLeast(prices, min ?? -Infinity);

/** The index of the first price at least `bound` in ascending `prices` (their length if none). */
function firstAtLeast(prices: Float64Array, bound: number): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (prices[middle]! < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index of the first price above `bound` in ascending `prices`. */
const firstAbove = (prices: Float64Array, bound: number) => (bound === Infinity ? prices.length : firstAtLeast(prices, bound + 1));

// Relevance: bm25 over the word index with names weighing most, then the store name, then
// descriptions. Matches found only as substrings (trigrams) come after every word match.
const WORD_SCORE = 'bm25(product_search_words, 10.0, 1.0, 4.0)';

/**
 * A search looks at most at this many matches of its words (and as many more found only as
 * substrings), the newest first: the index hands them over newest first and stops there, so however
 * common the words, a search costs the same (docs/decisions/022). Filters and the order apply to them.
 */
export const MAX_SEARCH_MATCHES = 1_000;
const newest = (fts: string) => `SELECT rowid AS doc_id FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid DESC LIMIT ${MAX_SEARCH_MATCHES}`;

/**
 * Listed products matching the search and filters (at most MAX_SEARCH_MATCHES of each kind), as search-document ids in result order.
 * A search's capped matches are found once per catalogue version whatever the filters and order (the index
 * work, and bm25, which costs a few µs per match, are most of a search's cost); each filter and order is
 * then one pass over those matches. The result is cached too, so paging through a search and its total
 * cost nothing more. docs/decisions/022, "Long tail, fourth round". Once a reader has built them for the state
 * of the catalogue it reads, the matches come from memory and the pass runs over a copy of the columns
 * (search-memory.ts, search-columns.ts; "Long tail, eighth round"), with the same answers.
 */
export function searchProductDocs(db: Db, query: SearchQuery, filters: ProductFilters, sort: ProductSort | null): Int32Array {
  const key = JSON.stringify([query.key, filters, sort]);
  return cachedSearch(db, key, () => {
    const matches = sort ? newestMatches(db, query) : rankedMatches(db, query);
    const columns = searchColumnsFor(db);
    if (columns) return filterAndOrder(columns, matches, filters, sort);
    const where = filterClauses('d', filters);
    // The matches, in the order given, that pass the filters (json_each numbers them in that order).
    const order = sort ? `d.${sortColumns[sort.field]} ${sort.order}, d.doc_id ${sort.order}` : 'm.key';
    const sql = `SELECT d.doc_id FROM json_each(?) m JOIN product_search_docs d ON d.doc_id = m.value WHERE ${where.sql} ORDER BY ${order}`;
    return Int32Array.from(preparedFor(db, sql).pluck().all(JSON.stringify(Array.from(matches)), ...where.params) as number[]);
  });
}

const ids = (db: Db, sql: string, ...params: (string | number)[]) => preparedFor(db, sql).pluck().all(...params) as number[];

/**
 * For a chosen order: the newest word matches and the newest substring matches (the order is applied after).
 * Two statements joined here rather than one `UNION`, which put both lists through a temporary B-tree to drop
 * the duplicates (most substring matches are word matches too). docs/decisions/022, "Long tail, sixth round".
 */
function newestMatches(db: Db, query: SearchQuery): Int32Array {
  return cachedSearch(db, `newest:${query.key}`, () => {
    const memory = searchMemoryFor(db);
    return memory ? memoryNewestMatches(memory, query, MAX_SEARCH_MATCHES) : ftsNewestMatches(db, query);
  });
}

/** newestMatches through FTS5. */
export function ftsNewestMatches(db: Db, query: SearchQuery): Int32Array {
  const words = ids(db, newest('product_search_words'), query.words);
  if (!query.trigrams) return Int32Array.from(words);
  const found = new Set(words);
  for (const doc of ids(db, newest('product_search_trigrams'), query.trigrams)) found.add(doc);
  return Int32Array.from(found);
}

/**
 * By relevance: bm25 over the word index with names weighing most (computed in the word index's own query,
 * for the capped matches only), ties by document; then the matches found only as substrings, newest first.
 */
function rankedMatches(db: Db, query: SearchQuery): Int32Array {
  return cachedSearch(db, `ranked:${query.key}`, () => {
    const memory = searchMemoryFor(db);
    return memory ? memoryRankedMatches(memory, query, MAX_SEARCH_MATCHES) : ftsRankedMatches(db, query);
  });
}

/** rankedMatches through FTS5. */
export function ftsRankedMatches(db: Db, query: SearchQuery): Int32Array {
  const words = ids(
    db,
    `WITH matches AS MATERIALIZED (SELECT rowid AS doc_id, ${WORD_SCORE} AS score FROM product_search_words
       WHERE product_search_words MATCH ? ORDER BY rowid DESC LIMIT ${MAX_SEARCH_MATCHES})
     SELECT m.doc_id FROM matches m ORDER BY m.score, m.doc_id`,
    query.words,
  );
  if (!query.trigrams) return Int32Array.from(words);
  return Int32Array.from(words.concat(substringOnlyMatches(db, query as SearchQuery & { trigrams: string }, words)));
}

/** The newest matches of the substring index that are not word matches (`words`: the capped word matches). */
function substringOnlyMatches(db: Db, query: SearchQuery & { trigrams: string }, words: number[]): number[] {
  if (words.length < MAX_SEARCH_MATCHES) {
    // Every word match is in `words`: of the newest substring matches, at most that many more are word matches.
    const found = new Set(words);
    const newestSubstrings = ids(
      db,
      `SELECT rowid FROM product_search_trigrams WHERE product_search_trigrams MATCH ? ORDER BY rowid DESC LIMIT ${MAX_SEARCH_MATCHES} + ?`,
      query.trigrams,
      words.length,
    );
    return newestSubstrings.filter((doc) => !found.has(doc)).slice(0, MAX_SEARCH_MATCHES);
  }
  return ids(
    db,
    `SELECT rowid FROM product_search_trigrams
       WHERE product_search_trigrams MATCH ? AND rowid NOT IN (SELECT rowid FROM product_search_words WHERE product_search_words MATCH ?)
       ORDER BY rowid DESC LIMIT ${MAX_SEARCH_MATCHES}`,
    query.trigrams,
    query.words,
  );
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
