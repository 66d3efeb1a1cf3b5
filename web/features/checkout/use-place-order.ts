import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutResultDto } from '#api/contract/orders.ts';
import { api, isNetworkError } from '#web/lib/api.ts';
import { cartKeys } from '#web/lib/shop/cart.ts';
import { orderKeys } from '#web/lib/shop/orders.ts';
import { drainNow } from '#web/lib/offline/outbox.ts';

/**
 * Places the order. Every attempt carries an Idempotency-Key: a retry after a lost answer (network
 * failure) reuses it, so the server creates the orders once; any answer from the server ends the
 * attempt, and the next submit gets a fresh key (the server remembers refusals too).
 */
export function usePlaceOrder(onPlaced: (result: CheckoutResultDto) => void) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (input: CheckoutInput) => {
      // The server orders its copy of the cart: cart changes still waiting to sync go first.
      await drainNow();
      key.current ??= crypto.randomUUID();
      return api.post<'/api/orders'>('/api/orders', input, { headers: { 'Idempotency-Key': key.current } });
    },
    onSuccess: (result) => {
      key.current = null;
      queryClient.setQueryData(orderKeys.checkout(result.checkoutId), result);
      queryClient.setQueryData(cartKeys.all, []);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // stock and sold counts changed
      void queryClient.invalidateQueries({ queryKey: ['/api/products'] });
      onPlaced(result);
    },
    onError: (error) => {
      if (!isNetworkError(error)) key.current = null;
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
