import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { api } from '#web/lib/api.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';

import type { CartLineDto } from '#api/contract/cart.ts';

/** A cart line with its product (one call serves the badge and the cart page). */
export type CartLine = CartLineDto;

export const cartKeys = { all: ['/api/cart'] as const };

/** The signed-in user's cart lines (the header badge counts them). */
export const cartQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api.get<CartLine[]>('/api/cart', { signal }),
    enabled,
  });

/** Add to cart from cards and product pages: prompts visitors to log in, toasts the outcome. */
export function useAddToCart() {
  const { t } = useLingui();
  const { i18n } = useLingui();
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { productId: string; quantity: number }) => api.post('/api/cart', input),
    onSuccess: () => {
      toast({ title: t`Product added to cart`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => toast({ title: errorText(i18n, error, msg`Failed to add product to cart`), variant: 'destructive' }),
  });
  return {
    addToCart: (productId: string, quantity = 1) => {
      if (!isAuthenticated) {
        toast({ title: t`Login Required`, description: t`Please login to add products to cart`, variant: 'destructive' });
        return;
      }
      mutation.mutate({ productId, quantity });
    },
    isPending: mutation.isPending,
  };
}
