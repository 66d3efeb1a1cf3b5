import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import type { Answer } from '#web/lib/api-types.ts';
import { useCurrentUser } from '#web/lib/session.ts';

// The wishlist read, apart from its writes (web/lib/shop/wishlist.ts): the header's badge needs only this.

/** A saved product with its product data (the wishlist page and profile tab need one call). */
export type WishlistEntry = Answer<'/api/wishlist'>[number];

export const wishlistKeys = { all: ['/api/wishlist'] as const };

export const wishlistQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: wishlistKeys.all,
    queryFn: ({ signal }) => api.get<'/api/wishlist'>('/api/wishlist', { signal }),
    enabled,
  });

/** The saved products with their product data (wishlist page, profile tab). */
export function useWishlistEntries() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery(wishlistQuery(isAuthenticated));
}
