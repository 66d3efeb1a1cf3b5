import { asc, eq, inArray } from 'drizzle-orm';
import { first, isPostgres, type Db } from '#api/db/database.ts';
import { productImages, products, stores } from '#api/db/tables.ts';
import type { ProductDto, ProductListDto, SellerContactDto, StoreSummaryDto } from '#api/contract/catalogue.ts';
import type { ProductListQuery } from '#api/contract/catalogue-requests.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { buildSearchQuery } from '#api/catalogue/normalize.ts';
import { preparedFor } from '#api/catalogue/prepared.ts';
import { countProducts, pageFromNearerEnd, listSql, resolveCategoryId, searchProductDocs, type ProductFilters, type ProductSort } from '#api/catalogue/product-list.ts';
import { toProductDto } from '#api/catalogue/product-dto.ts';
import { cardsAnswer, cardTextsOfDocs, inOrder, productCards } from '#api/catalogue/list-cards.ts';
import { listAnswer } from '#api/catalogue/list-reads.ts';
import { pgProductPage } from '#api/catalogue/pg/product-reads.ts';
import { pageInOrder, searchColumnsFor, totalInOrder } from '#api/catalogue/search-columns.ts';
import type { CachedResponse, JsonText } from '#api/catalogue/cache.ts';
import type { Encoding } from '#api/lib/compress-answers.ts';

/** Products by id, in the given order, with their store's summary (cards show the store name). */
export async function hydrateProducts(db: Db, ids: string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const storeIds = [...new Set(rows.map((r) => r.storeId))];
  const summaries = await db.select({ id: stores.id, slug: stores.slug, nameEn: stores.nameEn, nameAr: stores.nameAr }).from(stores).where(inArray(stores.id, storeIds));
  return inOrder(ids, rows, summaries);
}

const defaultOrder = (field: ProductSort['field']) => (field === 'name' ? 'asc' : 'desc');

const EMPTY: ProductListDto = { products: [], total: 0 };

/** GET /api/products as bytes, compressed too for `encoding`: cached, or built by a catalogue reader. */
export const listProducts = (db: Db, query: ProductListQuery, encoding: Encoding | null = null): Promise<CachedResponse<ProductListDto>> =>
  listAnswer(db, { list: 'products', query }, encoding, readProductList);

/**
 * GET /api/products: listed products, filtered, sorted (relevance when searching), one page and the total.
 * Read on a catalogue reader's connection (api/catalogue/list-reads.ts), usually in a worker thread.
 */
export async function readProductList(db: Db, query: ProductListQuery): Promise<ProductListDto | JsonText<ProductListDto>> {
  const filters: ProductFilters = {
    storeId: query.storeId,
    minPriceCents: query.minPrice,
    maxPriceCents: query.maxPrice,
    onSale: query.isOnSale === 'true' || undefined,
  };
  if (query.categoryId) {
    const categoryId = await resolveCategoryId(db, query.categoryId);
    if (!categoryId) return EMPTY;
    filters.categoryId = categoryId;
  }
  const chosenSort: ProductSort | null = query.sortBy ? { field: query.sortBy, order: query.sortOrder ?? defaultOrder(query.sortBy) } : null;
  const sort = chosenSort ?? { field: 'createdAt', order: query.sortOrder ?? 'desc' };
  if (isPostgres(db)) {
    const { ids, total } = await pgProductPage(db, query.search, filters, { chosen: chosenSort, list: sort }, query);
    return { products: await hydrateProducts(db, ids), total };
  }

  // A search with nothing searchable in it (only punctuation) is ignored like a blank one.
  const search = query.search ? buildSearchQuery(query.search) : null;
  if (search) {
    const docs = searchProductDocs(db, search, filters, chosenSort);
    return cardsAnswer(cardTextsOfDocs(db, docs.subarray(query.offset, query.offset + query.limit)), docs.length);
  }

  // Once a reader has copied the catalogue's columns for the state it reads, a page is a walk of the sort's
  // order in that copy (search-columns.ts), and its cards are kept text: docs/decisions/022, "Long tail, ninth round".
  // The total first: the page is read from the nearer end of the order (pageFromNearerEnd). Both reads run
  // back to back without awaiting (a reader holds one read transaction), so they see one snapshot.
  const columns = filters.storeId ? null : searchColumnsFor(db);
  if (columns) {
    const total = totalInOrder(columns, filters);
    const docs = pageFromNearerEnd(total, sort, query.offset, query.limit, (order, offset, limit) => pageInOrder(columns, filters, order, offset, limit));
    return cardsAnswer(cardTextsOfDocs(db, docs), total);
  }
  const total = countProducts(db, filters);
  const ids = pageFromNearerEnd(total, sort, query.offset, query.limit, (order, offset, limit) => {
    const list = listSql(filters, order);
    return preparedFor(db, list.sql).pluck().all(...list.params, limit, offset) as string[];
  });
  return { products: productCards(db, ids), total };
}

export type ProductDetail = { product: ProductDto; isPublic: boolean; sellerId: string };

/** One product with its photos, store summary and (optionally) the seller's contact card, whoever may see it. */
export async function productDetail(db: Db, id: string, withSeller: boolean): Promise<ProductDetail | null> {
  const row = first(await db.select().from(products).where(eq(products.id, id)).limit(1));
  if (!row) return null;
  const store = first(await db.select().from(stores).where(eq(stores.id, row.storeId)).limit(1));
  if (!store) return null;
  const images = (await db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position))).map((i) => i.url);
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
