import { and, eq, inArray, isNull } from 'drizzle-orm';
import { first, transaction, type Db } from '#api/db/database.ts';
import { categories, productImages, products, storedObjects, stores } from '#api/db/tables.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { AppError, forbidden, notFound } from '#api/lib/errors.ts';
import { isTextileCategory, type ProductFormOutput } from '#api/contract/seller.ts';
import { publishProblem } from '#api/contract/publishable.ts';
import { canManageStore, fieldError } from '#api/stores/stores-write.service.ts';
import { toProductDto } from '#api/catalogue/product-dto.ts';

type ProductRow = typeof products.$inferSelect;
type Status = ProductRow['status'];

/**
 * The rows a batch of products names again and again (its store, its categories), each read once for
 * the batch: products-bulk.service.ts passes one per batch, inside the batch's transaction, so what
 * was read cannot change before the batch commits. A single product reads them afresh.
 */
export type BatchLookups = Map<string, Promise<unknown>>;

/** A drizzle query runs each time it is awaited: the batch keeps the promise of its one run. */
function lookedUp<T>(lookups: BatchLookups | undefined, key: string, read: () => PromiseLike<T>): Promise<T> {
  let found = lookups?.get(key) as Promise<T> | undefined;
  if (!found) {
    found = Promise.resolve(read());
    lookups?.set(key, found);
  }
  return found;
}

/** The store a product is written into: 400 when it does not exist, 403 when it is not the caller's. */
export async function targetStore(db: Db, user: SessionUser, storeId: string, lookups?: BatchLookups) {
  const store = first(await lookedUp(lookups, `store:${storeId}`, () => db.select({ id: stores.id, sellerId: stores.sellerId, isActive: stores.isActive }).from(stores).where(eq(stores.id, storeId)).limit(1)));
  if (!store) throw fieldError('storeId', 'storeRequired', 'Store is required');
  if (!canManageStore(user, store)) throw forbidden('cannotEditStore');
  return store;
}

/** Category-specific details are kept only for the textile category, and only the chosen ones. */
async function checkedAttributes(db: Db, input: ProductFormOutput, lookups?: BatchLookups): Promise<Record<string, string>> {
  const category = first(await lookedUp(lookups, `category:${input.categoryId}`, () => db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, input.categoryId)).limit(1)));
  if (!category) throw fieldError('categoryId', 'categoryRequired', 'Please select a category');
  if (!isTextileCategory(category.slug)) return {};
  const chosen: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.attributes)) if (typeof value === 'string') chosen[key] = value;
  return chosen;
}

/**
 * Photos must come through the upload flow and belong to the caller (an admin may use any), so a
 * seller cannot attach someone else's not-yet-public upload by guessing its path. A product's own
 * photos stay valid on edit.
 */
async function checkPhotos(db: Db, user: SessionUser, images: string[], productId?: string) {
  if (images.length === 0) return;
  const rows = await db.select({ path: storedObjects.objectPath, ownerId: storedObjects.ownerId }).from(storedObjects).where(inArray(storedObjects.objectPath, images));
  const known = new Set(rows.filter((r) => user.role === 'admin' || r.ownerId === user.id).map((r) => r.path));
  if (productId) {
    for (const r of (await db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, productId)))) known.add(r.url);
  }
  if (images.some((path) => !known.has(path))) throw fieldError('images', 'invalidPhoto', 'Please add photos through the photo upload');
}

function checkPublishable(input: ProductFormOutput, status: Status) {
  const problem = publishProblem(input, status);
  if (!problem) return;
  if (problem.code === 'invalidInput') throw new AppError(400, 'invalidInput', { issues: problem.issues });
  throw new AppError(400, 'completenessTooLow', { score: problem.score });
}

/** Every column a product form decides, with the derived flags kept right (isOnSale, isListed, imageUrl). */
function productColumns(input: ProductFormOutput, attributes: Record<string, string>, status: Status, storeActive: boolean) {
  return {
    storeId: input.storeId,
    categoryId: input.categoryId,
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    descriptionEn: input.descriptionEn ?? null,
    descriptionAr: input.descriptionAr ?? null,
    priceCents: input.price,
    originalPriceCents: input.originalPrice ?? null,
    currency: input.currency,
    stock: input.stock,
    status,
    attributes,
    imageUrl: input.images[0] ?? null,
    isOnSale: input.originalPrice != null && input.originalPrice > input.price,
    isListed: status === 'active' && storeActive,
  };
}

async function replaceImages(db: Pick<Db, 'delete' | 'insert'>, productId: string, images: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) await db.insert(productImages).values(images.map((url, position) => ({ productId, url, position })));
}

/** POST /api/products (active) and POST /api/listing-drafts (draft); also each item of a bulk creation. */
export async function createProduct(db: Db, user: SessionUser, input: ProductFormOutput, status: Status, lookups?: BatchLookups) {
  const store = await targetStore(db, user, input.storeId, lookups);
  const attributes = await checkedAttributes(db, input, lookups);
  await checkPhotos(db, user, input.images);
  checkPublishable(input, status);
  const row = await transaction(db, async (tx) => {
    const [inserted] = await tx.insert(products).values(productColumns(input, attributes, status, store.isActive)).returning();
    await replaceImages(tx, inserted!.id, input.images);
    return inserted!;
  });
  return withWrittenImages(row, input.images);
}

/** A product that is not deleted and that the caller may manage (owner of its store, or admin). */
async function managedProduct(db: Db, user: SessionUser, productId: string): Promise<ProductRow> {
  const row = first(await db.select().from(products).where(and(eq(products.id, productId), isNull(products.deletedAt))).limit(1));
  if (!row) throw notFound();
  const store = first(await db.select({ sellerId: stores.sellerId }).from(stores).where(eq(stores.id, row.storeId)).limit(1));
  if (!store || !canManageStore(user, store)) throw forbidden('cannotEditStore');
  return row;
}

/** PUT /api/products/{id}: every form field; the status is kept unless the body changes it. */
export async function updateProduct(db: Db, user: SessionUser, productId: string, input: ProductFormOutput & { status?: Status }) {
  const current = await managedProduct(db, user, productId);
  const store = await targetStore(db, user, input.storeId);
  const status = input.status ?? current.status;
  const attributes = await checkedAttributes(db, input);
  await checkPhotos(db, user, input.images, productId);
  checkPublishable(input, status);
  const row = await transaction(db, async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ ...productColumns(input, attributes, status, store.isActive), updatedAt: new Date().toISOString() })
      .where(eq(products.id, productId))
      .returning();
    await replaceImages(tx, productId, input.images);
    return updated!;
  });
  return withWrittenImages(row, input.images);
}

/** Soft delete: gone from every public list and page; past orders keep their copied lines. */
export async function deleteProduct(db: Db, user: SessionUser, productId: string) {
  await managedProduct(db, user, productId);
  const now = new Date().toISOString();
  await db.update(products).set({ deletedAt: now, isListed: false, updatedAt: now }).where(eq(products.id, productId));
}

/** The photos a product shows now: what an edit or delete may leave unused (deleteUnusedPhotos). */
export async function productPhotoPaths(db: Db, productId: string): Promise<string[]> {
  return (await db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, productId))).map((r) => r.url);
}

/** The product as written: its photos are the ones replaceImages has just stored, in that order (no read back). */
const withWrittenImages = (row: ProductRow, images: string[]) => toProductDto(row, { images });
