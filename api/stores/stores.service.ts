import { and, count, eq, inArray } from 'drizzle-orm';
import { first, isPostgres, type Db } from '#api/db/database.ts';
import { products, stores, users } from '#api/db/tables.ts';
import type { StoreDto, StoreListDto, StoreSortField, SortOrder } from '#api/contract/catalogue.ts';
import type { StoreListQuery } from '#api/contract/catalogue-requests.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { cachedTotal } from '#api/catalogue/cache.ts';
import { resolveCategoryId } from '#api/catalogue/product-list.ts';
import { buildSearchQuery, type SearchQuery } from '#api/catalogue/normalize.ts';
import { preparedFor } from '#api/catalogue/prepared.ts';
import { toStoreDto, type StoreRow } from '#api/catalogue/store-dto.ts';
import { rowsById } from '#api/catalogue/rows-by-id.ts';
import { listAnswer } from '#api/catalogue/list-reads.ts';
import { pgStorePage } from '#api/catalogue/pg/store-reads.ts';
import type { CachedResponse, JsonText } from '#api/catalogue/cache.ts';
import { keptCardTexts, storeCardsAnswer } from '#api/catalogue/list-cards.ts';
import type { Encoding } from '#api/lib/compress-answers.ts';
import { STORE_SORT_COLUMNS as sortColumns } from '#api/catalogue/store-sort.ts';

/** Each sort's index: a page is read in order and never sorted, whatever the filters (docs/decisions/022). */
const sortIndexes: Record<StoreSortField, string> = { name: 'stores_active_name_idx', rating: 'stores_active_rating_idx', orders: 'stores_active_orders_idx', newest: 'stores_active_created_idx' };

type StoreFilters = Pick<StoreListQuery, 'governorate' | 'city' | 'minRating' | 'minOrders'> & { categoryId?: string };

/** WHERE clauses for active stores with the filters. A category matches a store's primary category or its listed products. */
export function storeFilterClauses(filters: StoreFilters): { sql: string; params: (string | number)[] } {
  const clauses = ['s.is_active = 1'];
  const params: (string | number)[] = [];
  if (filters.categoryId) {
    clauses.push('(s.category_id = ? OR EXISTS (SELECT 1 FROM products p WHERE p.is_listed = 1 AND p.category_id = ? AND p.store_id = s.id))');
    params.push(filters.categoryId, filters.categoryId);
  }
  if (filters.governorate) {
    clauses.push('s.governorate = ?');
    params.push(filters.governorate);
  }
  if (filters.city) {
    clauses.push('s.city = ? COLLATE NOCASE');
    params.push(filters.city);
  }
  if (filters.minRating != null) {
    clauses.push('s.rating >= ?');
    params.push(filters.minRating);
  }
  if (filters.minOrders != null) {
    clauses.push('s.total_orders >= ?');
    params.push(filters.minOrders);
  }
  return { sql: clauses.join(' AND '), params };
}

export function storeListSql(filters: StoreFilters, sort: { field: StoreSortField; order: SortOrder }) {
  const where = storeFilterClauses(filters);
  const column = sortColumns[sort.field];
  return {
    sql: `SELECT s.id FROM stores s INDEXED BY ${sortIndexes[sort.field]} WHERE ${where.sql} ORDER BY s.${column} ${sort.order}, s.rowid ${sort.order} LIMIT ? OFFSET ?`,
    params: where.params,
  };
}

/** Every active store matching a search and the filters, best match first unless a sort is chosen. */
function searchStores(db: Db, query: SearchQuery, filters: StoreFilters, sort: { field: StoreSortField; order: SortOrder } | null): string[] {
  const where = storeFilterClauses(filters);
  const hits = query.trigrams
    ? `SELECT store_id, bm25(store_search_words, 0.0, 10.0, 1.0) AS score FROM store_search_words WHERE store_search_words MATCH ?
       UNION ALL SELECT store_id, 1000.0 FROM store_search_trigrams WHERE store_search_trigrams MATCH ?`
    : `SELECT store_id, bm25(store_search_words, 0.0, 10.0, 1.0) AS score FROM store_search_words WHERE store_search_words MATCH ?`;
  const order = sort ? `s.${sortColumns[sort.field]} ${sort.order}, best.score` : 'best.score';
  const sql = `WITH hits AS MATERIALIZED (${hits}), best AS (SELECT store_id, min(score) AS score FROM hits GROUP BY store_id)
    SELECT s.id FROM best JOIN stores s ON s.id = best.store_id WHERE ${where.sql} ORDER BY ${order}, s.rowid`;
  const matchParams = query.trigrams ? [query.words, query.trigrams] : [query.words];
  return preparedFor(db, sql).pluck().all(...matchParams, ...where.params) as string[];
}

/** Stores by id in the given order, with their count of listed products. */
export async function hydrateStores(db: Db, ids: string[]): Promise<StoreDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(stores).where(inArray(stores.id, ids));
  const counts = (await db.select({ storeId: products.storeId, n: count() }).from(products)
    .where(and(eq(products.isListed, true), inArray(products.storeId, ids))).groupBy(products.storeId))
    .map((r) => [r.storeId, r.n] as const);
  return inOrder(ids, rows, counts);
}

/** SQLite, the lists' hot path: the same, read through statements prepared once (api/catalogue/rows-by-id.ts). */
function storeCards(db: Db, ids: string[]): StoreDto[] {
  if (ids.length === 0) return [];
  const counts = preparedFor(db, `SELECT store_id, count(*) FROM products WHERE is_listed = 1 AND store_id IN (${ids.map(() => '?').join(',')}) GROUP BY store_id`)
    .raw().all(...ids) as [string, number][];
  return inOrder(ids, rowsById(db, stores, ids), counts);
}

function inOrder(ids: string[], rows: StoreRow[], counts: (readonly [string, number])[]): StoreDto[] {
  const byStore = new Map(counts);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toStoreDto(row, { productCount: byStore.get(id) ?? 0 })] : [];
  });
}

const EMPTY: StoreListDto = { stores: [], total: 0 };

/** GET /api/stores as bytes, compressed too for `encoding`: cached, or built by a catalogue reader. */
export const listStores = (db: Db, query: StoreListQuery, encoding: Encoding | null = null): Promise<CachedResponse<StoreListDto>> =>
  listAnswer(db, { list: 'stores', query }, encoding, readStoreList);

/**
 * GET /api/stores: active stores, filtered, sorted (best rated first by default; relevance when searching).
 * Read on a catalogue reader's connection (api/catalogue/list-reads.ts), usually in a worker thread.
 */
export async function readStoreList(db: Db, query: StoreListQuery): Promise<StoreListDto | JsonText<StoreListDto>> {
  const filters: StoreFilters = { governorate: query.governorate, city: query.city, minRating: query.minRating, minOrders: query.minOrders };
  if (query.categoryId) {
    const categoryId = await resolveCategoryId(db, query.categoryId);
    if (!categoryId) return EMPTY;
    filters.categoryId = categoryId;
  }
  const chosen = query.sortBy ? { field: query.sortBy, order: query.sortOrder ?? (query.sortBy === 'name' ? 'asc' : 'desc') } : null;
  const sort = chosen ?? { field: 'rating' as const, order: query.sortOrder ?? 'desc' };
  if (isPostgres(db)) {
    const { ids, total } = await pgStorePage(db, query.search, filters, { chosen, list: sort }, query);
    return { stores: await hydrateStores(db, ids), total };
  }
  const search = query.search ? buildSearchQuery(query.search) : null;
  if (search) {
    const ids = searchStores(db, search, filters, chosen);
    return storeCardsAnswer(storeCardTexts(db, ids.slice(query.offset, query.offset + query.limit)), ids.length);
  }
  const list = storeListSql(filters, sort);
  const ids = preparedFor(db, list.sql).pluck().all(...list.params, query.limit, query.offset) as string[];
  const where = storeFilterClauses(filters);
  const total = cachedTotal(db, `stores:${JSON.stringify(filters)}`, () =>
    preparedFor(db, `SELECT count(*) FROM stores s WHERE ${where.sql}`).pluck().get(...where.params) as number);
  return storeCardsAnswer(storeCardTexts(db, ids), total);
}

/** The cards' JSON text, kept per state of the catalogue (docs/decisions/022, "Long tail, ninth round"). */
const storeCardTexts = (db: Db, ids: string[]) =>
  keptCardTexts(db, 'stores', ids, (missing) => new Map(storeCards(db, missing).map((card) => [card.id, JSON.stringify(card)])));

export type StoreDetail = { store: StoreDto; isPublic: boolean };

/** One store by id or slug, with its product count and (optionally) its seller's name. */
export async function storeDetail(db: Db, by: { id: string } | { slug: string }, withSeller: boolean): Promise<StoreDetail | null> {
  const row = first(await db.select().from(stores).where('id' in by ? eq(stores.id, by.id) : eq(stores.slug, by.slug)).limit(1));
  if (!row) return null;
  const [dto] = await hydrateStores(db, [row.id]);
  if (withSeller) {
    const seller = first(await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.sellerId)).limit(1));
    if (seller) dto!.seller = seller;
  }
  return { store: dto!, isPublic: row.isActive };
}

/** An inactive store is only shown to its seller and admins. */
export const canSeeStore = (detail: StoreDetail, viewer: SessionUser | null) =>
  detail.isPublic || viewer?.role === 'admin' || viewer?.id === detail.store.sellerId;
