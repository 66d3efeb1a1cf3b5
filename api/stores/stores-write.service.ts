import { and, asc, count, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { first, transaction, type Db } from '#api/db/database.ts';
import { categories, orders, productImages, products, stores, users } from '#api/db/tables.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { AppError, forbidden, notFound } from '#api/lib/errors.ts';
import { randomInt } from 'node:crypto';
import { slugify, uniqueSlug } from '#api/lib/slug.ts';
import { messages } from '#api/contract/messages.ts';
import { GENERIC_SLUGS, SLUG_MIN, suggestSlug } from '#api/contract/store-address.ts';
import { NEEDS_ACTION_STATUSES, type StoreFormOutput, type StoreUpdateOutput } from '#api/contract/seller.ts';
import { toStoreDto } from '#api/catalogue/store-dto.ts';
import { toProductDto } from '#api/catalogue/product-dto.ts';

type StoreRow = typeof stores.$inferSelect;

/** A 400 naming one field, in the same shape as the schema validator's answers. */
export function fieldError(path: string, code: 'categoryRequired' | 'storeRequired' | 'invalidPhoto', message: string) {
  return new AppError(400, 'invalidInput', { issues: [{ path, code, message }] });
}

const canManage = (user: SessionUser, store: Pick<StoreRow, 'sellerId'>) => user.role === 'admin' || store.sellerId === user.id;

/** The store the caller may manage: 404 when missing, 403 'You cannot edit this store' otherwise. */
export async function managedStore(db: Db, user: SessionUser, storeId: string): Promise<StoreRow> {
  const store = first(await db.select().from(stores).where(eq(stores.id, storeId)).limit(1));
  if (!store) throw notFound();
  if (!canManage(user, store)) throw forbidden('cannotEditStore');
  return store;
}

/**
 * Recomputes whether a store is public (`is_active`: open, not suspended by an admin, seller's account
 * active), then its products' `isListed`. Every change to one of the three calls it.
 */
export async function refreshStoreVisibility(db: Db, storeId: string) {
  // Boolean expressions over boolean columns: SQLite answers them 1/0, PostgreSQL true/false, each what its column holds.
  await db.update(stores).set({
    isActive: sql`(${stores.isOpen} AND NOT ${stores.isSuspended} AND (SELECT ${users.isActive} FROM ${users} WHERE ${users.id} = ${stores.sellerId}))`,
  }).where(eq(stores.id, storeId));
  await refreshStoreListing(db, storeId);
}

/**
 * Recomputes `isListed` for every product of a store (public: active, not deleted, store active).
 * Call it whenever a store opens or closes; the admin's store switch uses it too.
 */
export async function refreshStoreListing(db: Db, storeId: string) {
  await db.update(products).set({
    isListed: sql`(${products.status} = 'active' AND ${products.deletedAt} IS NULL AND (SELECT ${stores.isActive} FROM ${stores} WHERE ${stores.id} = ${products.storeId}))`,
  }).where(eq(products.storeId, storeId));
}

async function assertCategoryExists(db: Db, categoryId: string | undefined) {
  if (!categoryId) return;
  const found = first(await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1));
  if (!found) throw fieldError('categoryId', 'categoryRequired', 'Please select a category');
}

/** The store columns a form writes; a missing optional field clears the column (the form sends them all). */
function storeColumns(input: StoreFormOutput) {
  return {
    nameEn: input.nameEn,
    nameAr: input.nameAr,
    descriptionEn: input.descriptionEn ?? null,
    descriptionAr: input.descriptionAr ?? null,
    logoUrl: input.logoUrl ?? null,
    categoryId: input.categoryId ?? null,
    governorate: input.governorate ?? null,
    city: input.city ?? null,
    instagramUrl: input.instagramUrl ?? null,
    facebookUrl: input.facebookUrl ?? null,
    otherPagesUrl: input.otherPagesUrl ?? null,
    phoneNumber: input.phoneNumber ?? null,
    whatsappNumber: input.whatsappNumber ?? null,
    cliqNumber: input.cliqNumber ?? null,
    // Structured hours replace the text typed before them.
    operatingHours: input.openingHours ? null : input.operatingHours ?? null,
    openingHours: input.openingHours ?? null,
    specialServices: input.specialServices ?? null,
    deliveryOptions: input.deliveryOptions,
    deliveryAreas: input.deliveryAreas,
    preferredContactMethods: input.preferredContactMethods,
    featuredProductName: input.featuredProduct?.name ?? null,
    featuredProductPriceCents: input.featuredProduct?.price ?? null,
  };
}

/** The caller's own stores (sellers and admins alike), oldest first, with their product counts. */
export async function myStores(db: Db, userId: string) {
  const rows = await db.select().from(stores).where(eq(stores.sellerId, userId)).orderBy(asc(stores.createdAt));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ storeId: products.storeId, n: count() })
    .from(products)
    .where(and(inArray(products.storeId, rows.map((r) => r.id)), isNull(products.deletedAt)))
    .groupBy(products.storeId);
  const byStore = new Map(counts.map((c) => [c.storeId, c.n]));
  const waiting = await db
    .select({ storeId: orders.storeId, n: count() })
    .from(orders)
    .where(and(inArray(orders.storeId, rows.map((r) => r.id)), inArray(orders.status, [...NEEDS_ACTION_STATUSES])))
    .groupBy(orders.storeId);
  const waitingByStore = new Map(waiting.map((c) => [c.storeId, c.n]));
  return rows.map((row) => ({ ...toStoreDto(row, { productCount: byStore.get(row.id) ?? 0 }), needsActionOrders: waitingByStore.get(row.id) ?? 0 }));
}

/**
 * The new store's address: the one the seller chose (400 `slugTaken` when another store has it), else
 * one made from the English name, or the Arabic name spelled in Latin, never a bare generic word.
 */
async function newStoreSlug(db: Db, input: StoreFormOutput) {
  const isTaken = async (slug: string) => !!first(await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)).limit(1));
  if (input.slug) {
    if (await isTaken(input.slug)) throw new AppError(400, 'invalidInput', { issues: [{ path: 'slug', code: 'slugTaken', message: messages.slugTaken }] });
    return input.slug;
  }
  const suggested = suggestSlug(input.nameEn, input.nameAr);
  // Names too short or too general for an address of their own get a number that tells stores apart.
  const tooGeneral = suggested.length < SLUG_MIN || GENERIC_SLUGS.has(suggested);
  const name = tooGeneral ? `${suggested || 'store'}-${randomInt(100, 1000)}` : suggested;
  // uniqueSlug only adds -2, -3… to the slug: one read of the slugs that start like it answers every try
  const taken = await db.select({ slug: stores.slug }).from(stores).where(like(stores.slug, `${slugify(name) || 'store'}%`));
  return uniqueSlug(name, (slug) => taken.some((row) => row.slug === slug));
}

/** Creates a store for the caller at its chosen or suggested address. */
export async function createStore(db: Db, sellerId: string, input: StoreFormOutput) {
  await assertCategoryExists(db, input.categoryId);
  const [row] = await db
    .insert(stores)
    .values({ ...storeColumns(input), sellerId, slug: await newStoreSlug(db, input) })
    .returning();
  return toStoreDto(row!);
}

/**
 * Updates a store's form fields (owner or admin). The slug stays as created, so shared links and
 * the store's address keep working after a rename.
 */
export async function updateStore(db: Db, user: SessionUser, storeId: string, input: StoreUpdateOutput) {
  const store = await managedStore(db, user, storeId);
  await assertCategoryExists(db, input.categoryId);
  // The form's switch is the seller's own open/closed; an admin's suspension is not hers to lift.
  const isOpen = input.isActive ?? store.isOpen;
  const row = await transaction(db, async (tx) => {
    await tx.update(stores).set({ ...storeColumns(input), isOpen, updatedAt: new Date().toISOString() }).where(eq(stores.id, storeId));
    if (isOpen !== store.isOpen) await refreshStoreVisibility(tx, storeId);
    return first(await tx.select().from(stores).where(eq(stores.id, storeId)).limit(1))!;
  });
  return toStoreDto(row);
}

/** Every non-deleted product of a store, drafts included (the owner's or an admin's list), newest first. */
export async function storeProductsForManager(db: Db, storeId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt));
  return withImages(db, rows);
}

/** The public view of a store's products: listed ones only. */
export async function storeProductsForPublic(db: Db, storeId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isListed, true), eq(products.storeId, storeId)))
    .orderBy(desc(products.createdAt));
  return withImages(db, rows);
}

/** Product DTOs with their photo lists, in one query for the whole page. */
async function withImages(db: Db, rows: (typeof products.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const images = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, rows.map((r) => r.id)))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const byProduct = new Map<string, string[]>();
  for (const image of images) byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image.url]);
  return rows.map((row) => toProductDto(row, { images: byProduct.get(row.id) ?? (row.imageUrl ? [row.imageUrl] : []) }));
}

export const canManageStore = canManage;
