import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type CartLine = { id: string; productId: string; quantity: number };

export const cartKeys = { all: ['/api/cart'] as const };

/** The signed-in user's cart lines (the header badge counts them). */
export const cartQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api.get<CartLine[]>('/api/cart', { signal }),
    enabled,
  });
