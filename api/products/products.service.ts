import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { categories, productImages, products, stores } from '#api/db/schema.ts';
import type { ProductDto, ProductListDto, ProductListQuery, SellerContactDto, StoreSummaryDto } from '#api/contract/catalogue.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { buildSearchQuery } from '#api/search/normalize.ts';
import { preparedFor } from '#api/search/prepared.ts';
import { filterClauses, productIdsOfDocs, searchProductDocs, sortColumns, type ProductFilters, type ProductSort } from '#api/search/product-search.ts';
import { cachedTotal } from './catalogue-cache.ts';
import { toProductDto } from './product-dto.ts';

/** A category filter takes an id or a slug (DECISIONS.md); null when no category has it. */
export function resolveCategoryId(db: Db, idOrSlug: string): string | null {
  const row = db.select({ id: categories.id }).from(categories).where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug))).get();
  return row?.id ?? null;
}

/** Products by id, in the given order, with their store's summary (cards show the store name). */
export function hydrateProducts(db: Db, ids: string[]): ProductDto[] {
  if (ids.length === 0) return [];
  const rows = db.select().from(products).where(inArray(products.id, ids)).all();
  const storeIds = [...new Set(rows.map((r) => r.storeId))];
  const summaries = new Map(
    db.select({ id: stores.id, slug: stores.slug, nameEn: stores.nameEn, nameAr: stores.nameAr }).from(stores).where(inArray(stores.id, storeIds)).all()
      .map((s) => [s.id, s]),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row, { store: summaries.get(row.storeId) })] : [];
  });
}

const defaultOrder = (field: ProductSort['field']) => (field === 'name' ? 'asc' : 'desc');

/**
 * The index a page walks (docs/decisions/022). A store's products: its own index (one store is
 * small). Otherwise the sort's index, read in order: it holds the filter columns too, so SQLite
 * checks the filters in the index and never reads a table row until the page is found; at worst a
 * page costs one pass over an index, never a sort of the catalogue.
 */
function listIndex(filters: ProductFilters, sort: ProductSort['field']): string {
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

const EMPTY: ProductListDto = { products: [], total: 0 };

/** GET /api/products: listed products, filtered, sorted (relevance when searching), one page and the total. */
export function listProducts(db: Db, query: ProductListQuery): ProductListDto {
  const filters: ProductFilters = {
    storeId: query.storeId,
    minPriceCents: query.minPrice,
    maxPriceCents: query.maxPrice,
    onSale: query.isOnSale === 'true' || undefined,
  };
  if (query.categoryId) {
    const categoryId = resolveCategoryId(db, query.categoryId);
    if (!categoryId) return EMPTY;
    filters.categoryId = categoryId;
  }
  const chosenSort: ProductSort | null = query.sortBy ? { field: query.sortBy, order: query.sortOrder ?? defaultOrder(query.sortBy) } : null;

  // A search with nothing searchable in it (only punctuation) is ignored like a blank one.
  const search = query.search ? buildSearchQuery(query.search) : null;
  if (search) {
    const docs = searchProductDocs(db, search, filters, chosenSort);
    const page = docs.subarray(query.offset, query.offset + query.limit);
    return { products: hydrateProducts(db, productIdsOfDocs(db, page)), total: docs.length };
  }

  const sort = chosenSort ?? { field: 'createdAt', order: query.sortOrder ?? 'desc' };
  const list = listSql(filters, sort);
  const ids = preparedFor(db, list.sql).pluck().all(...list.params, query.limit, query.offset) as string[];
  const count = countSql(filters);
  const total = cachedTotal(db, `products:${JSON.stringify(filters)}`, () => preparedFor(db, count.sql).pluck().get(...count.params) as number);
  return { products: hydrateProducts(db, ids), total };
}

export type ProductDetail = { product: ProductDto; isPublic: boolean; sellerId: string };

/** One product with its photos, store summary and (optionally) the seller's contact card, whoever may see it. */
export function productDetail(db: Db, id: string, withSeller: boolean): ProductDetail | null {
  const row = db.select().from(products).where(eq(products.id, id)).get();
  if (!row) return null;
  const store = db.select().from(stores).where(eq(stores.id, row.storeId)).get();
  if (!store) return null;
  const images = db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)).all().map((i) => i.url);
  const summary: StoreSummaryDto = { id: store.id, slug: store.slug, nameEn: store.nameEn, nameAr: store.nameAr };
  const seller: SellerContactDto | undefined = withSeller
    ? {
        instagramUrl: store.instagramUrl, facebookUrl: store.facebookUrl, otherPagesUrl: store.otherPagesUrl,
        whatsappNumber: store.whatsappNumber, phoneNumber: store.phoneNumber, cliqNumber: store.cliqNumber,
      }
    : undefined;
  const product = toProductDto(row, { images: images.length ? images : undefined, store: summary, seller });
  return { product, isPublic: row.isListed, sellerId: store.sellerId };
}

/** Drafts, deleted products and products of inactive stores: only their seller and admins see them. */
export const canSeeProduct = (detail: ProductDetail, viewer: SessionUser | null) =>
  detail.isPublic || viewer?.role === 'admin' || viewer?.id === detail.sellerId;
