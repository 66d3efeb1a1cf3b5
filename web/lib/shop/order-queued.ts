import type { QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '#api/contract/orders.ts';
import type { OutboxEntry, QueuedWriteApplier } from '../offline/outbox-store.ts';
import { orderKeys, showOrderStatus } from './order-keys.ts';

/** A queued status change (a seller's next step, a buyer's cancel) over every cached copy of the order. */
function applyOrderWrite(queryClient: QueryClient, entry: OutboxEntry) {
  const status = (entry.body as { status?: OrderStatus } | undefined)?.status;
  if (entry.orderId && status) showOrderStatus(queryClient, entry.orderId, status);
}

export const orderQueuedWrites: QueuedWriteApplier = { key: orderKeys.all, apply: applyOrderWrite };
