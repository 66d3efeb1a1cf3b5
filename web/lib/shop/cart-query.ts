import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import type { Answer } from '#web/lib/api-types.ts';
import { useCurrentUser } from '#web/lib/session.ts';

// The cart read, apart from its writes (web/lib/shop/cart.ts): the header's badge needs only this,
// so the first page does not load the outbox and mutation code with it.

/** A cart line with its product (one call serves the badge and the cart page). */
export type CartLine = Answer<'/api/cart'>[number];

export const cartKeys = { all: ['/api/cart'] as const };

/** The signed-in user's cart lines (the header badge counts them). */
export const cartQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api.get<'/api/cart'>('/api/cart', { signal }),
    enabled,
  });

export function useCart() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery(cartQuery(isAuthenticated));
}
