import { and, eq, gte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { first, transaction, type Db } from '#api/db/database.ts';
import { cartItems, checkouts, orderItems, orderStatusEvents, orders, products, stores } from '#api/db/tables.ts';
import { cartTotals } from '#api/contract/cart.ts';
import type { CheckoutSchema, UnavailableLineDto } from '#api/contract/orders.ts';
import { cartRows, type CartRow } from '#api/cart/cart.service.ts';
import { AppError } from '#api/lib/errors.ts';
import { newOrderReference } from './order-reference.ts';

type CheckoutInput = v.InferOutput<typeof CheckoutSchema>;

const unavailableLine = ({ line, product }: CartRow, left = product.isListed ? product.stock : 0): UnavailableLineDto => ({
  cartItemId: line.id,
  productId: product.id,
  nameEn: product.nameEn,
  nameAr: product.nameAr,
  requested: line.quantity,
  available: Math.max(0, left),
});

/** 409 naming every line that cannot be bought as it is; the cart is left as it was. */
function stockConflict(lines: UnavailableLineDto[]) {
  const names = lines.map((l) => `${l.nameEn} (${l.available} left)`).join(', ');
  return new AppError(409, 'outOfStock', { message: `Not enough stock: ${names}`, lines });
}

/**
 * Turns the buyer's cart into one order per store, all in one immediate (write-locking) transaction:
 * lines copied with name, price and photo; stock taken with a guarded UPDATE (stock >= quantity), so
 * no interleaving of checkouts, in this process or another, can sell more than there is; sold counts
 * and store order counts follow; the cart is emptied. Any failure rolls everything back.
 * Answers the new checkout's id.
 */
export async function placeOrders(db: Db, buyerId: string, input: CheckoutInput): Promise<string> {
  return transaction(
    db,
    async (tx) => {
      const rows = await cartRows(tx, buyerId);
      if (rows.length === 0) throw new AppError(409, 'cartEmpty', { message: 'Your cart is empty' });

      const short = rows.filter(({ line, product }) => !product.isListed || line.quantity > product.stock);
      if (short.length > 0) throw stockConflict(short.map((row) => unavailableLine(row)));

      if (input.paymentMethod === 'cliq') {
        const withoutCliq = [...new Map(rows.filter((r) => !r.store.cliqNumber).map((r) => [r.store.id, r.store])).values()];
        if (withoutCliq.length > 0) {
          const names = withoutCliq.map((s) => s.nameEn).join(', ');
          throw new AppError(409, 'cliqUnavailable', {
            message: `CliQ is not available for: ${names}`,
            stores: withoutCliq.map((s) => ({ id: s.id, nameEn: s.nameEn, nameAr: s.nameAr })),
          });
        }
      }

      const totals = cartTotals(rows.map(({ line, product }) => ({ priceCents: product.priceCents, quantity: line.quantity })));
      const { address } = input;
      const [checkout] = await tx
        .insert(checkouts)
        .values({
          buyerId,
          paymentMethod: input.paymentMethod,
          cliqReference: input.paymentMethod === 'cliq' ? (input.cliqReference ?? null) : null,
          governorate: address.governorate,
          city: address.city,
          street: address.street,
          details: address.details ?? null,
          phone: address.phone,
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
        })
        .returning({ id: checkouts.id });

      const byStore = new Map<string, CartRow[]>();
      for (const row of rows) byStore.set(row.store.id, [...(byStore.get(row.store.id) ?? []), row]);

      const now = new Date().toISOString();
      for (const [storeId, lines] of byStore) {
        const totalCents = lines.reduce((sum, { line, product }) => sum + product.priceCents * line.quantity, 0);
        const cliqReference = input.paymentMethod === 'cliq' ? (input.cliqReferences[storeId] ?? input.cliqReference ?? null) : null;
        const reference = await newOrderReference(tx);
        const [order] = await tx.insert(orders).values({ checkoutId: checkout!.id, reference, buyerId, storeId, totalCents, cliqReference }).returning({ id: orders.id });
        for (const row of lines) {
          const { line, product } = row;
          const taken = await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}`, soldCount: sql`${products.soldCount} + ${line.quantity}`, updatedAt: now })
            .where(and(eq(products.id, product.id), eq(products.isListed, true), gte(products.stock, line.quantity)))
            .returning({ id: products.id });
          if (taken.length === 0) {
            const fresh = first(await tx.select({ stock: products.stock, isListed: products.isListed }).from(products).where(eq(products.id, product.id)).limit(1));
            throw stockConflict([unavailableLine(row, fresh?.isListed ? fresh.stock : 0)]);
          }
          await tx.insert(orderItems)
            .values({
              orderId: order!.id,
              productId: product.id,
              nameEn: product.nameEn,
              nameAr: product.nameAr,
              imageUrl: product.imageUrl,
              priceCents: product.priceCents,
              quantity: line.quantity,
            });
        }
        await tx.insert(orderStatusEvents).values({ orderId: order!.id, status: 'pending', actorId: buyerId });
        await tx.update(stores).set({ totalOrders: sql`${stores.totalOrders} + 1` }).where(eq(stores.id, storeId));
      }

      await tx.delete(cartItems).where(eq(cartItems.userId, buyerId));
      return checkout!.id;
    },
  );
}
