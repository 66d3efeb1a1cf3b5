import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import { first, transaction, type Db } from '#api/db/database.ts';
import { orderItems, orders, products, reviews, stores, users } from '#api/db/tables.ts';
import type { ReviewDto } from '#api/contract/catalogue.ts';
import type { ReviewInput } from '#api/contract/catalogue-requests.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { AppError } from '#api/lib/errors.ts';

export const productNotFound = () => new AppError(404, 'productNotFound', { message: 'Product not found' });
export const cannotReviewOwnProduct = () => new AppError(403, 'cannotReviewOwnProduct', { message: 'You cannot review products of your own store' });

type ReviewRow = typeof reviews.$inferSelect;
type Author = { firstName: string; lastName: string; profileImageUrl: string | null };

const toReviewDto = (row: ReviewRow, user: Author): ReviewDto => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  commentAr: row.commentAr,
  commentEn: row.commentEn,
  createdAt: row.createdAt,
  isVerifiedPurchase: row.isVerifiedPurchase,
  user: { firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl },
});

/** The product and its store's seller, for visibility and the own-store rule. */
export async function productForReviews(db: Db, productId: string) {
  return first(await db
    .select({ id: products.id, isListed: products.isListed, storeId: products.storeId, sellerId: stores.sellerId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId)).limit(1));
}

/** A product's reviews, newest first. */
export async function listReviews(db: Db, productId: string, page: { limit: number; offset: number }): Promise<ReviewDto[]> {
  return (await db
    .select({ review: reviews, user: { firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl } })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset))
    .map((r) => toReviewDto(r.review, r.user));
}

/** True when the user has a delivered order with the product (docs/product.md#catalogue: isVerifiedPurchase). */
async function hasDeliveredOrder(db: Db, userId: string, productId: string): Promise<boolean> {
  return Boolean(
    first(await db.select({ one: sql`1` }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, productId), eq(orders.buyerId, userId), eq(orders.status, 'delivered')))
      .limit(1)),
  );
}

/** Product rating and review count, and the store's rating over all its products' reviews, follow the reviews. */
async function refreshRatings(db: Db, productId: string, storeId: string) {
  const forProduct = first(await db.select({ average: avg(reviews.rating), n: count() }).from(reviews).where(eq(reviews.productId, productId)).limit(1))!;
  await db.update(products).set({ rating: Number(forProduct.average ?? 0), totalReviews: forProduct.n }).where(eq(products.id, productId));
  const forStore = first(await db.select({ average: avg(reviews.rating) }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(eq(products.storeId, storeId)).limit(1))!;
  await db.update(stores).set({ rating: Number(forStore.average ?? 0) }).where(eq(stores.id, storeId));
}

/**
 * One review per user per product: a second one replaces the first. Sellers cannot review their
 * own stores' products. Returns the review and whether it is new.
 */
export async function saveReview(db: Db, user: SessionUser, productId: string, input: ReviewInput): Promise<{ review: ReviewDto; created: boolean }> {
  const product = await productForReviews(db, productId);
  if (!product || !product.isListed) throw productNotFound();
  if (product.sellerId === user.id) throw cannotReviewOwnProduct();
  return transaction(db, async (tx) => {
    const now = new Date().toISOString();
    const values = {
      rating: input.rating,
      commentAr: input.commentAr || null,
      commentEn: input.commentEn || null,
      isVerifiedPurchase: await hasDeliveredOrder(tx, user.id, productId),
      updatedAt: now,
    };
    const existing = first(await tx.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.productId, productId), eq(reviews.userId, user.id))).limit(1));
    const row = existing
      ? first(await tx.update(reviews).set({ ...values, createdAt: now }).where(eq(reviews.id, existing.id)).returning())
      : first(await tx.insert(reviews).values({ ...values, productId, userId: user.id, createdAt: now }).returning());
    await refreshRatings(tx, productId, product.storeId);
    return { review: toReviewDto(row!, user), created: !existing };
  });
}
