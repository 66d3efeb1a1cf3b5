import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckoutResultDto, OrderDetailDto, OrderDto, OrderStatus, PaymentMethod } from '#api/contract/orders.ts';
import { api, withQuery } from '#web/lib/api.ts';
import { errorText, registerErrorMessages } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { writeThrough } from '#web/lib/offline/write-through.ts';
import { orderKeys, showOrderStatus } from './order-keys.ts';
import { toastQueued } from './cart.ts';

export type { OrderDto, OrderDetailDto, OrderStatus, CheckoutResultDto };

registerErrorMessages({
  invalidTransition: msg`This order can no longer be changed that way. Please refresh.`,
  orderNotFound: msg`Order not found`,
  checkoutNotFound: msg`Order not found`,
  storeNotFound: msg`Store not found`,
  cliqUnavailable: msg`CliQ is not available for every store in your cart. Please choose cash on delivery.`,
});

export { orderKeys } from './order-keys.ts';

/** The signed-in buyer's orders, newest first (profile orders tab, /orders). */
export const myOrdersQuery = (enabled = true) =>
  queryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => api.get<'/api/orders/my-orders'>('/api/orders/my-orders', { signal }),
    enabled,
  });

/** One order with address, payment, timeline and the caller's allowed status changes. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<'/api/orders/:id'>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
  });

/** The orders one checkout created (confirmation page). */
export const checkoutResultQuery = (checkoutId: string) =>
  queryOptions({
    queryKey: orderKeys.checkout(checkoutId),
    queryFn: ({ signal }) => api.get<'/api/orders/checkouts/:id'>(`/api/orders/checkouts/${encodeURIComponent(checkoutId)}`, { signal }),
  });

/** The seller's latest orders over all own stores, newest first (seller dashboard). */
export const recentOrdersQuery = (limit = 5, enabled = true) =>
  queryOptions({
    queryKey: orderKeys.recent(limit),
    queryFn: ({ signal }) => api.get<'/api/orders/recent'>(withQuery('/api/orders/recent', { limit }), { signal }),
    enabled,
  });

export const STORE_ORDERS_PAGE = 20;

/** A store's orders with buyer contact and address (owner or admin), optionally one status; 20 a page. */
export const storeOrdersQuery = (storeId: string, status?: OrderStatus, reference?: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.store(storeId, status, reference),
    queryFn: ({ signal, pageParam }) =>
      api.get<'/api/stores/:id/orders'>(
        withQuery(`/api/stores/${encodeURIComponent(storeId)}/orders`, { status, reference, limit: STORE_ORDERS_PAGE, offset: pageParam }),
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === STORE_ORDERS_PAGE ? pages.length * STORE_ORDERS_PAGE : undefined),
  });

export const paymentMethodLabel: Record<PaymentMethod, MessageDescriptor> = {
  cod: msg`Cash on delivery`,
  cliq: msg`CliQ transfer`,
};

// The status words and badge tones belong to the ui kit's badge; shared from here for the pages.
import { orderStatusLabel, orderStatusTone } from '#web/ui/order-status-badge.tsx';
export { orderStatusLabel, orderStatusTone };

/** The one order reference buyers, sellers and admins all see (docs/decisions/019-one-order-reference.md). */
export const orderReference = (order: { reference: string }) => order.reference;

/** What the status buttons say (the action that leads to each status). */
export const orderActionLabel: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Back to pending`,
  confirmed: msg`Confirm order`,
  shipped: msg`Mark as shipped`,
  delivered: msg`Mark as delivered`,
  cancelled: msg`Cancel order`,
};

/**
 * Changes an order's status (seller actions, buyer cancel); every order list and page follows.
 * Through the outbox: without a connection the change is kept on the phone and sent later, in
 * order, once (a refusal then — the buyer cancelled meanwhile — is explained). See decision 023.
 */
export function useOrderStatusChange() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
      writeThrough<'PUT', '/api/orders/:id/status'>({ method: 'PUT', path: `/api/orders/${encodeURIComponent(orderId)}/status`, body: { status }, kind: 'order', orderId }),
    onMutate: async ({ orderId, status }) => {
      await queryClient.cancelQueries({ queryKey: orderKeys.all });
      showOrderStatus(queryClient, orderId, status);
    },
    onSuccess: (result) => {
      if (result.queued) return toastQueued(i18n);
      queryClient.setQueryData(orderKeys.detail(result.answer.id), result.answer);
      toast({ title: i18n._(msg`Order status updated`), description: i18n._(orderStatusLabel[result.answer.status]), variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      toast({ title: errorText(i18n, error, msg`Failed to update the order`), variant: 'destructive' });
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  return {
    changeStatus: (orderId: string, status: OrderStatus) => mutation.mutate({ orderId, status }),
    pendingOrderId: mutation.isPending ? mutation.variables.orderId : undefined,
  };
}
