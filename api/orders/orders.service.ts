import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { atLeastZero } from '#api/db/portable-sql.ts';
import { first, transaction, type Db } from '#api/db/database.ts';
import { checkouts, orderItems, orderStatusEvents, orders, products, stores } from '#api/db/tables.ts';
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

// Newest first; the id breaks ties (the orders of one checkout may share a millisecond) the same way on
// both engines, as SQLite's rowid cannot (PostgreSQL has none).
const newestFirst = [desc(orders.createdAt), desc(orders.id)] as const;

const missing = (code: string, message: string) => new AppError(404, code, { message });
const orderNotFound = () => missing('orderNotFound', 'Order not found');

async function storeSellerId(db: Db, storeId: string): Promise<string | undefined> {
  return first(await db.select({ sellerId: stores.sellerId }).from(stores).where(eq(stores.id, storeId)).limit(1))?.sellerId;
}

/** How the user takes part in the order: the store's seller (or an admin) acts as seller; else buyer; else none. */
async function actorOf(db: Db, user: Pick<SessionUser, 'id' | 'role'>, order: OrderRow): Promise<OrderActor | null> {
  if (user.role === 'admin' || (await storeSellerId(db, order.storeId)) === user.id) return 'seller';
  if (order.buyerId === user.id) return 'buyer';
  return null;
}

/** One order with everything its pages need; null when missing. Without a viewer: seen as an admin. */
export async function getOrderDetail(db: Db, id: string, viewer?: Pick<SessionUser, 'id' | 'role'>): Promise<OrderDetailDto | null> {
  const row = first(await db.select().from(orders).where(eq(orders.id, id)).limit(1));
  if (!row) return null;
  const actor = viewer ? await actorOf(db, viewer, row) : 'seller';
  // Someone else's order answers like a missing one: ids cannot be probed.
  if (!actor) throw orderNotFound();
  return (await toOrderDetails(db, [row], () => actor))[0]!;
}

/** The latest orders of the whole platform (admin dashboard), through the created-at index. */
export async function listOrdersForAdmin(db: Db, limit: number, reference?: string): Promise<OrderDto[]> {
  const where = reference ? eq(orders.reference, reference) : undefined;
  return toOrderDtos(db, await db.select().from(orders).where(where).orderBy(...newestFirst).limit(limit));
}

export async function listBuyerOrders(db: Db, buyerId: string, page: Page): Promise<OrderDto[]> {
  const rows = await db.select().from(orders).where(eq(orders.buyerId, buyerId)).orderBy(...newestFirst).limit(page.limit).offset(page.offset);
  return toOrderDtos(db, rows);
}

/** Orders of all the seller's own stores, newest first (seller dashboard). */
export async function listRecentSellerOrders(db: Db, sellerId: string, limit: number): Promise<OrderDto[]> {
  const storeIds = (await db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId))).map((s) => s.id);
  if (storeIds.length === 0) return [];
  return toOrderDtos(db, await db.select().from(orders).where(inArray(orders.storeId, storeIds)).orderBy(...newestFirst).limit(limit));
}

/** Orders not cancelled, and those waiting for the seller, over some stores (through the store index). */
export async function orderCounts(db: Db, storeIds: string[]) {
  const byStatus = await db.select({ status: orders.status, n: count() }).from(orders).where(inArray(orders.storeId, storeIds)).groupBy(orders.status);
  const total = (statuses: readonly string[]) => byStatus.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return { totalOrders: total(['pending', 'confirmed', 'shipped', 'delivered']), needsAction: total(NEEDS_ACTION_STATUSES) };
}

/**
 * What a seller's open app polls: orders waiting for her, orders not cancelled, and the newest one. Small
 * and identical while nothing changes, so the ETag answers 304 (docs/decisions/020).
 */
export async function sellerOrdersSummary(db: Db, sellerId: string): Promise<SellerOrdersSummaryDto> {
  const storeIds = (await db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId))).map((s) => s.id);
  if (storeIds.length === 0) return { needsAction: 0, totalOrders: 0, latest: null };
  const latest = first(await db
    .select({ id: orders.id, reference: orders.reference, createdAt: orders.createdAt })
    .from(orders)
    .where(inArray(orders.storeId, storeIds))
    .orderBy(...newestFirst)
    .limit(1));
  return { ...(await orderCounts(db, storeIds)), latest: latest ? { ...latest, reference: latest.reference ?? '' } : null };
}

/** A store's orders for its owner or an admin, with buyer contact, address and next steps. */
export async function listStoreOrders(db: Db, user: SessionUser, storeId: string, filter: Page & { status?: OrderStatus; reference?: string }): Promise<OrderDetailDto[]> {
  const sellerId = await storeSellerId(db, storeId);
  if (!sellerId) throw missing('storeNotFound', 'Store not found');
  if (user.role !== 'admin' && sellerId !== user.id) throw forbidden();
  const where = and(
    eq(orders.storeId, storeId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.reference ? eq(orders.reference, filter.reference) : undefined,
  );
  const rows = await db.select().from(orders).where(where).orderBy(...newestFirst).limit(filter.limit).offset(filter.offset);
  return toOrderDetails(db, rows, () => 'seller');
}

/** The orders one checkout created, for its buyer (or an admin): the confirmation page. */
export async function getCheckoutResult(db: Db, user: Pick<SessionUser, 'id' | 'role'>, checkoutId: string): Promise<CheckoutResultDto> {
  const checkout = first(await db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1));
  if (!checkout || (checkout.buyerId !== user.id && user.role !== 'admin')) throw missing('checkoutNotFound', 'Order not found');
  const rows = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.createdAt), asc(orders.id));
  return {
    checkoutId,
    orders: await toOrderDtos(db, rows),
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
export async function changeOrderStatus(db: Db, user: SessionUser, orderId: string, next: OrderStatus): Promise<OrderDetailDto> {
  await transaction(
    db,
    async (tx) => {
      const order = first(await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1));
      if (!order) throw orderNotFound();
      const actor = await actorOf(tx, user, order);
      if (!actor) throw orderNotFound();
      if (!allowedTransitions(order.status, actor).includes(next)) {
        throw orderTransitions[order.status].includes(next) ? forbidden() : badTransition(order.status, next);
      }
      const now = new Date().toISOString();
      const moved = await tx
        .update(orders)
        .set({ status: next, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
        .returning({ id: orders.id });
      if (moved.length === 0) throw badTransition(order.status, next);
      await tx.insert(orderStatusEvents).values({ orderId, status: next, actorId: user.id, createdAt: now });
      if (next === 'cancelled') {
        for (const item of (await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)))) {
          await tx.update(products)
            .set({ stock: sql`${products.stock} + ${item.quantity}`, soldCount: atLeastZero(sql`${products.soldCount} - ${item.quantity}`), updatedAt: now })
            .where(eq(products.id, item.productId));
        }
        await tx.update(stores).set({ totalOrders: atLeastZero(sql`${stores.totalOrders} - 1`) }).where(eq(stores.id, order.storeId));
      }
    },
  );
  return (await getOrderDetail(db, orderId, user))!;
}

/**
 * PUT /api/orders/{id}/cliq-reference: the buyer adds or fixes this order's CliQ transfer reference while
 * it is pending. Someone else's order is a 404 like a missing one; a cash order or one that moved on, a 409.
 */
export async function setCliqReference(db: Db, user: SessionUser, orderId: string, cliqReference: string): Promise<OrderDetailDto> {
  const order = first(await db.select().from(orders).where(eq(orders.id, orderId)).limit(1));
  if (!order || order.buyerId !== user.id) throw orderNotFound();
  const checkout = first(await db.select({ paymentMethod: checkouts.paymentMethod }).from(checkouts).where(eq(checkouts.id, order.checkoutId)).limit(1));
  if (checkout?.paymentMethod !== 'cliq') throw new AppError(409, 'notCliqOrder', { message: 'This order is not paid by CliQ' });
  const now = new Date().toISOString();
  const changed = await db
    .update(orders)
    .set({ cliqReference, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (changed.length === 0) throw new AppError(409, 'orderNotPending', { message: 'The transfer reference can only be changed while the order is pending' });
  return (await getOrderDetail(db, orderId, user))!;
}

export async function getOrderForViewer(db: Db, user: SessionUser, id: string): Promise<OrderDetailDto> {
  const detail = await getOrderDetail(db, id, user);
  if (!detail) throw orderNotFound();
  return detail;
}
