import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { orders} from '#api/db/tables.ts';
import { checkouts, orderItems, orderStatusEvents, orderStatuses, stores, users } from '#api/db/tables.ts';
import { rankIn } from '#api/db/portable-sql.ts';
import { centsToText } from '#api/contract/money.ts';
import {
  allowedTransitions,
  type CheckoutSummaryDto,
  type OrderActor,
  type OrderDetailDto,
  type OrderDto,
  type OrderItemDto,
} from '#api/contract/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
type CheckoutRow = typeof checkouts.$inferSelect;

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const unique = (values: string[]) => [...new Set(values)];

export function toCheckoutSummary(row: CheckoutRow): CheckoutSummaryDto {
  return {
    id: row.id,
    paymentMethod: row.paymentMethod,
    cliqReference: row.cliqReference,
    address: { governorate: row.governorate, city: row.city, street: row.street, details: row.details, phone: row.phone },
    subtotalAmount: centsToText(row.subtotalCents),
    shippingAmount: centsToText(row.shippingCents),
    totalAmount: centsToText(row.totalCents),
    createdAt: row.createdAt,
  };
}

/**
 * Order rows to their answer shape with lines, store and buyer. A fixed number of indexed queries
 * per list (items by order, stores and buyers by id), never one per order.
 */
export async function toOrderDtos(db: Db, rows: OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const items = groupBy(
    await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id))),
    (item) => item.orderId,
  );
  const storeRows = await db
    .select({
      id: stores.id, slug: stores.slug, nameEn: stores.nameEn, nameAr: stores.nameAr,
      whatsappNumber: stores.whatsappNumber, phoneNumber: stores.phoneNumber, cliqNumber: stores.cliqNumber,
    })
    .from(stores)
    .where(inArray(stores.id, unique(rows.map((r) => r.storeId))));
  const storeById = new Map(storeRows.map((s) => [s.id, s]));
  const buyerRows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique(rows.map((r) => r.buyerId))));
  const buyerById = new Map(buyerRows.map((b) => [b.id, b]));

  return rows.map((row) => ({
    id: row.id,
    checkoutId: row.checkoutId,
    storeId: row.storeId,
    buyerId: row.buyerId,
    reference: row.reference ?? '',
    status: row.status,
    cliqReference: row.cliqReference,
    totalAmount: centsToText(row.totalCents),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    store: storeById.get(row.storeId)!,
    buyer: buyerById.get(row.buyerId)!,
    items: (items.get(row.id) ?? []).map(
      (item): OrderItemDto => ({
        id: item.id,
        productId: item.productId,
        nameEn: item.nameEn,
        nameAr: item.nameAr,
        imageUrl: item.imageUrl,
        price: centsToText(item.priceCents),
        quantity: item.quantity,
        lineTotal: centsToText(item.priceCents * item.quantity),
      }),
    ),
  }));
}

/** Adds address, payment, buyer contact, timeline and the viewer's next steps to each order. */
export async function toOrderDetails(db: Db, rows: OrderRow[], actorFor: (row: OrderRow) => OrderActor): Promise<OrderDetailDto[]> {
  if (rows.length === 0) return [];
  const base = await toOrderDtos(db, rows);
  const checkoutById = new Map(
    (await db.select().from(checkouts).where(inArray(checkouts.id, unique(rows.map((r) => r.checkoutId))))).map((c) => [c.id, c]),
  );
  const contactById = new Map(
    (await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, unique(rows.map((r) => r.buyerId)))))
      .map((u) => [u.id, u]),
  );
  const events = groupBy(
    await db
      .select({ orderId: orderStatusEvents.orderId, status: orderStatusEvents.status, createdAt: orderStatusEvents.createdAt })
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, rows.map((r) => r.id)))
      .orderBy(asc(orderStatusEvents.createdAt), rankIn(orderStatusEvents.status, orderStatuses)), // statuses only move forward in this order, so events of one millisecond keep theirs
    (e) => e.orderId,
  );
  return base.map((order, i) => ({
    ...order,
    checkout: toCheckoutSummary(checkoutById.get(order.checkoutId)!),
    buyer: contactById.get(order.buyerId)!,
    events: (events.get(order.id) ?? []).map(({ status, createdAt }) => ({ status, createdAt })),
    allowedTransitions: allowedTransitions(order.status, actorFor(rows[i]!)),
  }));
}
