import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type WishlistEntry = { id: string; productId: string };

export const wishlistKeys = { all: ['/api/wishlist'] as const };

export const wishlistQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: wishlistKeys.all,
    queryFn: ({ signal }) => api.get<WishlistEntry[]>('/api/wishlist', { signal }),
    enabled,
  });
