import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { api } from '#web/lib/api.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';

import type { WishlistEntryDto } from '#api/contract/cart.ts';

/** A saved product with its product data (the wishlist page and profile tab need one call). */
export type WishlistEntry = WishlistEntryDto;

export const wishlistKeys = { all: ['/api/wishlist'] as const };

export const wishlistQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: wishlistKeys.all,
    queryFn: ({ signal }) => api.get<WishlistEntry[]>('/api/wishlist', { signal }),
    enabled,
  });

/** The saved products with their product data (wishlist page, profile tab). */
export function useWishlistEntries() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery(wishlistQuery(isAuthenticated));
}

/** The heart on cards and product pages: saved state from the server, toggle with login prompt. */
export function useWishlist() {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const list = useQuery(wishlistQuery(isAuthenticated));
  const saved = new Set((list.data ?? []).map((entry) => entry.productId));
  const mutation = useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      save ? api.post('/api/wishlist', { productId }) : api.delete(`/api/wishlist/${encodeURIComponent(productId)}`),
    onSuccess: (_data, { save }) => {
      toast({ title: save ? t`Added to wishlist` : t`Removed from wishlist`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error) => toast({ title: errorText(i18n, error, msg`Failed to update wishlist`), variant: 'destructive' }),
  });
  return {
    isSaved: (productId: string) => saved.has(productId),
    toggle: (productId: string) => {
      if (!isAuthenticated) {
        toast({ title: t`Login Required`, description: t`Please login to add products to wishlist`, variant: 'destructive' });
        return;
      }
      mutation.mutate({ productId, save: !saved.has(productId) });
    },
    remove: (productId: string) => mutation.mutate({ productId, save: false }),
    isPending: mutation.isPending,
  };
}
