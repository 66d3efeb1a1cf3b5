import type { QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '#api/contract/orders.ts';

// Order query keys and the cache patch for a status change, apart from the order hooks
// (web/lib/shop/orders.ts): the outbox lays queued status changes over the cache with them.

/** Every order query key starts with '/api/orders', so one invalidation refreshes them all. */
export const orderKeys = {
  all: ['/api/orders'] as const,
  mine: () => [...orderKeys.all, 'my-orders'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  checkout: (checkoutId: string) => [...orderKeys.all, 'checkouts', checkoutId] as const,
  recent: (limit: number) => [...orderKeys.all, 'recent', limit] as const,
  store: (storeId: string, status?: OrderStatus, reference?: string) => [...orderKeys.all, 'store', storeId, status ?? 'all', reference ?? ''] as const,
};

type OrderLike = { id: string; status: OrderStatus; allowedTransitions?: OrderStatus[] };

const isOrder = (value: unknown): value is OrderLike => !!value && typeof value === 'object' && typeof (value as OrderLike).id === 'string' && 'status' in value;

function patch(value: unknown, orderId: string, status: OrderStatus): unknown {
  if (Array.isArray(value)) return value.map((item) => patch(item, orderId, status));
  if (isOrder(value)) {
    if (value.id !== orderId || value.status === status) return value;
    // No further step until the server has it: it alone knows which steps follow.
    return { ...value, status, ...(value.allowedTransitions ? { allowedTransitions: [] } : {}) };
  }
  if (value && typeof value === 'object' && Array.isArray((value as { pages?: unknown }).pages)) {
    return { ...value, pages: (value as { pages: unknown[] }).pages.map((page) => patch(page, orderId, status)) };
  }
  return value;
}

/** Shows a status change on every cached copy of the order (lists, pages of lists, its detail). */
export function showOrderStatus(queryClient: QueryClient, orderId: string, status: OrderStatus) {
  queryClient.setQueriesData({ queryKey: orderKeys.all }, (data: unknown) => patch(data, orderId, status));
}
