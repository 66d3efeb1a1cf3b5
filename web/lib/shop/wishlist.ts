import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useCurrentUser } from '#web/lib/session.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { findCachedProduct, writeThrough, type WriteThroughResult } from '#web/lib/offline/write-through.ts';
import { newTempId } from '#web/lib/offline/outbox.ts';
import { currentPath, signInPath } from '#web/lib/sign-in-return.ts';
import { rememberAction } from '#web/lib/pending-action.ts';
import { toastQueued } from './cart.ts';
import { wishlistKeys, wishlistQuery, type WishlistEntry } from './wishlist-query.ts';


export { useWishlistEntries, wishlistKeys, wishlistQuery, type WishlistEntry } from './wishlist-query.ts';

/**
 * The heart on cards and product pages: saved state from the server, toggle with login prompt.
 * The change shows at once and goes through the outbox, so it also works offline.
 */
export function useWishlist() {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const list = useQuery(wishlistQuery(isAuthenticated));
  const saved = new Set((isAuthenticated ? (list.data ?? []) : []).map((entry) => entry.productId));
  const mutation = useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }): Promise<WriteThroughResult<unknown>> =>
      save
        ? writeThrough<'POST', '/api/wishlist'>({ method: 'POST', path: '/api/wishlist', body: { productId }, kind: 'wishlist', productId })
        : writeThrough<'DELETE', '/api/wishlist/:productId'>({ method: 'DELETE', path: `/api/wishlist/${encodeURIComponent(productId)}`, kind: 'wishlist', productId }),
    onMutate: async ({ productId, save }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.all });
      const previous = queryClient.getQueryData<WishlistEntry[]>(wishlistKeys.all);
      const product = findCachedProduct(queryClient, productId);
      queryClient.setQueryData<WishlistEntry[]>(wishlistKeys.all, (entries = []) =>
        save
          ? product && !entries.some((e) => e.productId === productId)
            ? [{ id: newTempId(), productId, createdAt: new Date().toISOString(), product }, ...entries]
            : entries
          : entries.filter((e) => e.productId !== productId),
      );
      return { previous };
    },
    onSuccess: (result, { save }) => {
      if (result.queued) return toastQueued(i18n);
      toast({ title: save ? t`Added to wishlist` : t`Removed from wishlist`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(wishlistKeys.all, context.previous);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      toast({ title: errorText(i18n, error, msg`Failed to update wishlist`), variant: 'destructive' });
    },
  });
  return {
    isSaved: (productId: string) => saved.has(productId),
    toggle: (productId: string) => {
      if (!isAuthenticated) {
        // Signing in from here comes back and saves it (web/lib/pending-action.ts).
        rememberAction({ kind: 'wishlist', productId });
        toast({ title: t`Login Required`, description: t`Please login to add products to wishlist`, variant: 'destructive', action: { label: t`Sign in`, href: signInPath(currentPath()) } });
        return;
      }
      mutation.mutate({ productId, save: !saved.has(productId) });
    },
    /** Saves without toggling (saving twice keeps one entry). */
    save: (productId: string) => mutation.mutate({ productId, save: true }),
    remove: (productId: string) => mutation.mutate({ productId, save: false }),
    isPending: mutation.isPending,
    /** The product being saved or removed, while it is. */
    pendingProductId: mutation.isPending ? mutation.variables?.productId : undefined,
  };
}
