import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { api } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { sellerKeys, storeProductsQuery } from './queries.ts';

/** Deletes a product of a store's list at once (optimistic), putting it back if the server refuses. */
export function useDeleteProduct(storeId: string) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The list's own query key carries its answer's type (the route's), so the cache reads are typed.
  const key = storeProductsQuery(storeId).queryKey;
  return useMutation({
    mutationFn: (productId: string) => api.delete<'/api/products/:id'>(`/api/products/${encodeURIComponent(productId)}`),
    onMutate: async (productId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (old) => old && { ...old, products: old.products.filter((p) => p.id !== productId) });
      return { previous };
    },
    onError: (error, _productId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: t`Failed to delete product`, description: errorText(i18n, error, msg`Please try again.`), variant: 'destructive' });
    },
    onSuccess: () => toast({ title: t`Product deleted successfully`, variant: 'success' }),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: sellerKeys.stats }),
      queryClient.invalidateQueries({ queryKey: sellerKeys.myStores }),
    ]),
  });
}
