import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/database.ts';
import { products, stores, wishlistItems } from '#api/db/tables.ts';
import type { WishlistEntryDto } from '#api/contract/cart.ts';
import { listedProduct, productWithStore } from '#api/cart/cart.service.ts';

/** Saved products that are still on sale somewhere (withdrawn ones are hidden, not lost). */
export async function listWishlist(db: Db, userId: string): Promise<WishlistEntryDto[]> {
  const rows = await db
    .select({ entry: wishlistItems, product: products, store: stores })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isListed, true)))
    .orderBy(asc(wishlistItems.createdAt));
  return rows.map(({ entry, product, store }) => ({
      id: entry.id,
      productId: entry.productId,
      createdAt: entry.createdAt,
      product: productWithStore(product, store),
    }));
}

/** Saves a product; saving it again is harmless and answers the existing entry. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<{ entry: WishlistEntryDto; created: boolean }> {
  await listedProduct(db, productId);
  const inserted = await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing().returning({ id: wishlistItems.id });
  const entry = (await listWishlist(db, userId)).find((e) => e.productId === productId)!;
  return { entry, created: inserted.length > 0 };
}

/** Removing a product that is not saved is a no-op, so a repeated heart click never fails. */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
