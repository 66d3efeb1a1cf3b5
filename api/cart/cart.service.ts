import { and, asc, eq } from 'drizzle-orm';
import { first, transaction, type Db } from '#api/db/database.ts';
import { cartItems, products, stores } from '#api/db/tables.ts';
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
export async function listedProduct(db: Db, productId: string): Promise<ProductRow> {
  const product = first(await db.select().from(products).where(eq(products.id, productId)).limit(1));
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
    .orderBy(asc(cartItems.createdAt));

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

export const toCartLineDto = ({ line, product, store }: CartRow): CartLineDto => ({
  id: line.id,
  productId: line.productId,
  quantity: line.quantity,
  available: product.isListed,
  product: productWithStore(product, store),
});

export const listCart = async (db: Db, userId: string) => (await cartRows(db, userId)).map(toCartLineDto);

async function lineDto(db: Db, userId: string, lineId: string): Promise<CartLineDto> {
  const row = (await cartRows(db, userId)).find((r) => r.line.id === lineId);
  if (!row) throw notFound();
  return toCartLineDto(row);
}

/** Adds to the user's line for that product (merging), within 1..stock. */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<{ line: CartLineDto; created: boolean }> {
  const { lineId, created } = await transaction(db, async (tx) => {
    const product = await listedProduct(tx, productId);
    const existing = first(await tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId))).limit(1));
    const total = (existing?.quantity ?? 0) + quantity;
    if (total > product.stock) throw outOfStock(product.stock, { inCart: existing?.quantity ?? 0 });
    if (existing) {
      await tx.update(cartItems).set({ quantity: total, updatedAt: new Date().toISOString() }).where(eq(cartItems.id, existing.id));
      return { lineId: existing.id, created: false };
    }
    const [inserted] = await tx.insert(cartItems).values({ userId, productId, quantity }).returning({ id: cartItems.id });
    return { lineId: inserted!.id, created: true };
  });
  return { line: await lineDto(db, userId, lineId), created };
}

/** Sets a line's quantity; another user's line is a 404, a withdrawn product has no stock. */
export async function updateCartLine(db: Db, userId: string, lineId: string, quantity: number): Promise<CartLineDto> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .select({ line: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .limit(1);
    if (!row) throw notFound();
    const stock = row.product.isListed ? row.product.stock : 0;
    if (quantity > stock) throw outOfStock(stock);
    await tx.update(cartItems).set({ quantity, updatedAt: new Date().toISOString() }).where(eq(cartItems.id, lineId));
  });
  return lineDto(db, userId, lineId);
}

export async function removeCartLine(db: Db, userId: string, lineId: string): Promise<void> {
  const removed = await db.delete(cartItems).where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId))).returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound();
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
