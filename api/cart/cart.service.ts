import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { cartItems, products, stores } from '#api/db/schema.ts';
import type { CartLineDto } from '#api/contract/cart.ts';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { toProductDto } from '#api/catalogue/product-dto.ts';
import { AppError, notFound } from '#api/lib/errors.ts';

type ProductRow = typeof products.$inferSelect;
type StoreRow = typeof stores.$inferSelect;

/** The product as the cart and wishlist show it: with its store and the seller's contacts (CliQ at checkout). */
export function productWithStore(product: ProductRow, store: StoreRow): ProductDto {
  return toProductDto(product, {
    store: { id: store.id, slug: store.slug, nameEn: store.nameEn, nameAr: store.nameAr },
    seller: {
      instagramUrl: store.instagramUrl,
      facebookUrl: store.facebookUrl,
      otherPagesUrl: store.otherPagesUrl,
      whatsappNumber: store.whatsappNumber,
      phoneNumber: store.phoneNumber,
      cliqNumber: store.cliqNumber,
    },
  });
}

/** The 409 for a quantity beyond the stock; the message names the stock (docs/product.md#cart-and-stock). */
export function outOfStock(stock: number, extra: Record<string, unknown> = {}) {
  const message = stock > 0 ? `Only ${stock} left in stock` : 'This product is out of stock';
  return new AppError(409, 'outOfStock', { message, stock, ...extra });
}

export const productNotFound = () => new AppError(404, 'productNotFound', { message: 'Product not found' });

/** A product that can be put in a cart or wishlist: listed (active, not deleted, store active). */
export function listedProduct(db: Db, productId: string): ProductRow {
  const product = db.select().from(products).where(eq(products.id, productId)).get();
  if (!product || !product.isListed) throw productNotFound();
  return product;
}

/** The user's lines with product and store, oldest first (unique index user+product). */
export const cartRows = (db: Db, userId: string) =>
  db
    .select({ line: cartItems, product: products, store: stores })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt))
    .all();

export type CartRow = ReturnType<typeof cartRows>[number];

export const toCartLineDto = ({ line, product, store }: CartRow): CartLineDto => ({
  id: line.id,
  productId: line.productId,
  quantity: line.quantity,
  available: product.isListed,
  product: productWithStore(product, store),
});

export const listCart = (db: Db, userId: string) => cartRows(db, userId).map(toCartLineDto);

function lineDto(db: Db, userId: string, lineId: string): CartLineDto {
  const row = cartRows(db, userId).find((r) => r.line.id === lineId);
  if (!row) throw notFound();
  return toCartLineDto(row);
}

/** Adds to the user's line for that product (merging), within 1..stock. */
export function addToCart(db: Db, userId: string, productId: string, quantity: number): { line: CartLineDto; created: boolean } {
  const { lineId, created } = db.transaction((tx) => {
    const product = listedProduct(tx as unknown as Db, productId);
    const existing = tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId))).get();
    const total = (existing?.quantity ?? 0) + quantity;
    if (total > product.stock) throw outOfStock(product.stock, { inCart: existing?.quantity ?? 0 });
    if (existing) {
      tx.update(cartItems).set({ quantity: total, updatedAt: new Date().toISOString() }).where(eq(cartItems.id, existing.id)).run();
      return { lineId: existing.id, created: false };
    }
    const inserted = tx.insert(cartItems).values({ userId, productId, quantity }).returning({ id: cartItems.id }).get();
    return { lineId: inserted.id, created: true };
  });
  return { line: lineDto(db, userId, lineId), created };
}

/** Sets a line's quantity; another user's line is a 404, a withdrawn product has no stock. */
export function updateCartLine(db: Db, userId: string, lineId: string, quantity: number): CartLineDto {
  db.transaction((tx) => {
    const row = tx
      .select({ line: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .get();
    if (!row) throw notFound();
    const stock = row.product.isListed ? row.product.stock : 0;
    if (quantity > stock) throw outOfStock(stock);
    tx.update(cartItems).set({ quantity, updatedAt: new Date().toISOString() }).where(eq(cartItems.id, lineId)).run();
  });
  return lineDto(db, userId, lineId);
}

export function removeCartLine(db: Db, userId: string, lineId: string): void {
  const removed = db.delete(cartItems).where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId))).run();
  if (removed.changes === 0) throw notFound();
}

export function clearCart(db: Db, userId: string): void {
  db.delete(cartItems).where(eq(cartItems.userId, userId)).run();
}
