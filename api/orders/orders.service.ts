import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { checkouts, orderItems, orderStatusEvents, orders, products, stores } from '#api/db/schema.ts';
import { centsToText } from '#api/contract/money.ts';
import {
  allowedTransitions,
  orderTransitions,
  type CheckoutResultDto,
  type OrderActor,
  type OrderDetailDto,
  type OrderDto,
  type OrderStatus,
} from '#api/contract/orders.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { AppError, forbidden } from '#api/lib/errors.ts';
import { toOrderDetails, toOrderDtos, type OrderRow } from './order-dto.ts';
import { NEEDS_ACTION_STATUSES, type SellerOrdersSummaryDto } from '#api/contract/seller.ts';

export type Page = { limit: number; offset: number };

// Newest first; rowid breaks ties between the orders of one checkout (same millisecond).
const newestFirst = [desc(orders.createdAt), sql`${orders}.rowid desc`] as const;

const missing = (code: string, message: string) => new AppError(404, code, { message });
const orderNotFound = () => missing('orderNotFound', 'Order not found');

function storeSellerId(db: Db, storeId: string): string | undefined {
  return db.select({ sellerId: stores.sellerId }).from(stores).where(eq(stores.id, storeId)).get()?.sellerId;
}

/** How the user takes part in the order: the store's seller (or an admin) acts as seller; else buyer; else none. */
function actorOf(db: Db, user: Pick<SessionUser, 'id' | 'role'>, order: OrderRow): OrderActor | null {
  if (user.role === 'admin' || storeSellerId(db, order.storeId) === user.id) return 'seller';
  if (order.buyerId === user.id) return 'buyer';
  return null;
}

/** One order with everything its pages need; null when missing. Without a viewer: seen as an admin. */
export function getOrderDetail(db: Db, id: string, viewer?: Pick<SessionUser, 'id' | 'role'>): OrderDetailDto | null {
  const row = db.select().from(orders).where(eq(orders.id, id)).get();
  if (!row) return null;
  const actor = viewer ? actorOf(db, viewer, row) : 'seller';
  // Someone else's order answers like a missing one: ids cannot be probed.
  if (!actor) throw orderNotFound();
  return toOrderDetails(db, [row], () => actor)[0]!;
}

/** The latest orders of the whole platform (admin dashboard), through the created-at index. */
export function listOrdersForAdmin(db: Db, limit: number, reference?: string): OrderDto[] {
  const where = reference ? eq(orders.reference, reference) : undefined;
  return toOrderDtos(db, db.select().from(orders).where(where).orderBy(...newestFirst).limit(limit).all());
}

export function listBuyerOrders(db: Db, buyerId: string, page: Page): OrderDto[] {
  const rows = db.select().from(orders).where(eq(orders.buyerId, buyerId)).orderBy(...newestFirst).limit(page.limit).offset(page.offset).all();
  return toOrderDtos(db, rows);
}

/** Orders of all the seller's own stores, newest first (seller dashboard). */
export function listRecentSellerOrders(db: Db, sellerId: string, limit: number): OrderDto[] {
  const storeIds = db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId)).all().map((s) => s.id);
  if (storeIds.length === 0) return [];
  return toOrderDtos(db, db.select().from(orders).where(inArray(orders.storeId, storeIds)).orderBy(...newestFirst).limit(limit).all());
}

/** Orders not cancelled, and those waiting for the seller, over some stores (through the store index). */
export function orderCounts(db: Db, storeIds: string[]) {
  const byStatus = db.select({ status: orders.status, n: count() }).from(orders).where(inArray(orders.storeId, storeIds)).groupBy(orders.status).all();
  const total = (statuses: readonly string[]) => byStatus.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return { totalOrders: total(['pending', 'confirmed', 'shipped', 'delivered']), needsAction: total(NEEDS_ACTION_STATUSES) };
}

/**
 * What a seller's open app polls: orders waiting for her, orders not cancelled, and the newest one. Small
 * and identical while nothing changes, so the ETag answers 304 (docs/decisions/020).
 */
export function sellerOrdersSummary(db: Db, sellerId: string): SellerOrdersSummaryDto {
  const storeIds = db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId)).all().map((s) => s.id);
  if (storeIds.length === 0) return { needsAction: 0, totalOrders: 0, latest: null };
  const latest = db
    .select({ id: orders.id, reference: orders.reference, createdAt: orders.createdAt })
    .from(orders)
    .where(inArray(orders.storeId, storeIds))
    .orderBy(...newestFirst)
    .limit(1)
    .get();
  return { ...orderCounts(db, storeIds), latest: latest ? { ...latest, reference: latest.reference ?? '' } : null };
}

/** A store's orders for its owner or an admin, with buyer contact, address and next steps. */
export function listStoreOrders(db: Db, user: SessionUser, storeId: string, filter: Page & { status?: OrderStatus; reference?: string }): OrderDetailDto[] {
  const sellerId = storeSellerId(db, storeId);
  if (!sellerId) throw missing('storeNotFound', 'Store not found');
  if (user.role !== 'admin' && sellerId !== user.id) throw forbidden();
  const where = and(
    eq(orders.storeId, storeId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.reference ? eq(orders.reference, filter.reference) : undefined,
  );
  const rows = db.select().from(orders).where(where).orderBy(...newestFirst).limit(filter.limit).offset(filter.offset).all();
  return toOrderDetails(db, rows, () => 'seller');
}

/** The orders one checkout created, for its buyer (or an admin): the confirmation page. */
export function getCheckoutResult(db: Db, user: Pick<SessionUser, 'id' | 'role'>, checkoutId: string): CheckoutResultDto {
  const checkout = db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).get();
  if (!checkout || (checkout.buyerId !== user.id && user.role !== 'admin')) throw missing('checkoutNotFound', 'Order not found');
  const rows = db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(sql`rowid`).all();
  return {
    checkoutId,
    orders: toOrderDtos(db, rows),
    paymentMethod: checkout.paymentMethod,
    subtotalAmount: centsToText(checkout.subtotalCents),
    shippingAmount: centsToText(checkout.shippingCents),
    totalAmount: centsToText(checkout.totalCents),
    createdAt: checkout.createdAt,
  };
}

const badTransition = (from: OrderStatus, to: OrderStatus) =>
  new AppError(409, 'invalidTransition', { message: `An order cannot go from ${from} to ${to}`, from, to });

/**
 * Moves an order along (docs/product.md#orders): the store's seller or an admin moves it forward or cancels;
 * the buyer may cancel while pending. A legal change by the wrong party is a 403; any other change a
 * 409. The UPDATE is guarded on the status read, so two racing changes cannot both apply. A
 * cancellation puts the stock back and takes the sale out of the product and store counts.
 */
export function changeOrderStatus(db: Db, user: SessionUser, orderId: string, next: OrderStatus): OrderDetailDto {
  db.transaction(
    (tx) => {
      const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      if (!order) throw orderNotFound();
      const actor = actorOf(tx as unknown as Db, user, order);
      if (!actor) throw orderNotFound();
      if (!allowedTransitions(order.status, actor).includes(next)) {
        throw orderTransitions[order.status].includes(next) ? forbidden() : badTransition(order.status, next);
      }
      const now = new Date().toISOString();
      const moved = tx.update(orders).set({ status: next, updatedAt: now }).where(and(eq(orders.id, orderId), eq(orders.status, order.status))).run();
      if (moved.changes === 0) throw badTransition(order.status, next);
      tx.insert(orderStatusEvents).values({ orderId, status: next, actorId: user.id, createdAt: now }).run();
      if (next === 'cancelled') {
        for (const item of tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).all()) {
          tx.update(products)
            .set({ stock: sql`${products.stock} + ${item.quantity}`, soldCount: sql`max(0, ${products.soldCount} - ${item.quantity})`, updatedAt: now })
            .where(eq(products.id, item.productId))
            .run();
        }
        tx.update(stores).set({ totalOrders: sql`max(0, ${stores.totalOrders} - 1)` }).where(eq(stores.id, order.storeId)).run();
      }
    },
    { behavior: 'immediate' },
  );
  return getOrderDetail(db, orderId, user)!;
}

/**
 * PUT /api/orders/{id}/cliq-reference: the buyer adds or fixes this order's CliQ transfer reference while
 * it is pending. Someone else's order is a 404 like a missing one; a cash order or one that moved on, a 409.
 */
export function setCliqReference(db: Db, user: SessionUser, orderId: string, cliqReference: string): OrderDetailDto {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order || order.buyerId !== user.id) throw orderNotFound();
  const checkout = db.select({ paymentMethod: checkouts.paymentMethod }).from(checkouts).where(eq(checkouts.id, order.checkoutId)).get();
  if (checkout?.paymentMethod !== 'cliq') throw new AppError(409, 'notCliqOrder', { message: 'This order is not paid by CliQ' });
  const now = new Date().toISOString();
  const changed = db.update(orders).set({ cliqReference, updatedAt: now }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending'))).run();
  if (changed.changes === 0) throw new AppError(409, 'orderNotPending', { message: 'The transfer reference can only be changed while the order is pending' });
  return getOrderDetail(db, orderId, user)!;
}

export function getOrderForViewer(db: Db, user: SessionUser, id: string): OrderDetailDto {
  const detail = getOrderDetail(db, id, user);
  if (!detail) throw orderNotFound();
  return detail;
}
