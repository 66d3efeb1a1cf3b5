import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CartLineDto } from '#api/contract/cart.ts';
import { cartTotals, type CartTotals } from '#api/contract/cart.ts';
import { parseMoney } from '#api/contract/money.ts';
import { api, ApiError } from '#web/lib/api.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { errorText, registerErrorMessages } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';

/** A cart line with its product (one call serves the badge and the cart page). */
export type CartLine = CartLineDto;

export const cartKeys = { all: ['/api/cart'] as const };

registerErrorMessages({
  outOfStock: msg`Not enough stock`,
  productNotFound: msg`Product not found`,
  cartEmpty: msg`Your cart is empty`,
});

/** The signed-in user's cart lines (the header badge counts them). */
export const cartQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api.get<CartLine[]>('/api/cart', { signal }),
    enabled,
  });

export function useCart() {
  const { isAuthenticated } = useCurrentUser();
  return useQuery(cartQuery(isAuthenticated));
}

/** A line can be checked out when its product is still listed and has the quantity in stock. */
export const isLineBuyable = (line: CartLine) => line.available && line.quantity <= line.product.stock;

/** Totals of the buyable lines, by the same rule the server applies at checkout. */
export function cartSummary(lines: CartLine[]): CartTotals {
  return cartTotals(lines.filter(isLineBuyable).map((line) => ({ priceCents: parseMoney(line.product.price) ?? 0, quantity: line.quantity })));
}

/**
 * The text for a failed cart write: "Only N left in stock" when the server names the stock, else
 * the translation of its code, else the given fallback (spec §8 messages).
 */
export function cartErrorText(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiError && error.code === 'outOfStock' && typeof error.body?.stock === 'number') {
    const stock = error.body.stock;
    return stock > 0 ? i18n._(msg`Only ${stock} left in stock`) : i18n._(msg`This product is out of stock`);
  }
  return errorText(i18n, error, fallback);
}

/** Add to cart from cards and product pages: prompts visitors to log in, toasts the outcome. */
export function useAddToCart() {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { productId: string; quantity: number }) => api.post('/api/cart', input),
    onSuccess: () => {
      toast({ title: t`Product added to cart`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => toast({ title: cartErrorText(i18n, error, msg`Failed to add product to cart`), variant: 'destructive' }),
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

/** Quantity changes, removal and clearing on the cart page; the list is refetched after each. */
export function useCartActions() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });

  const update = useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) => api.put<CartLine>(`/api/cart/${encodeURIComponent(lineId)}`, { quantity }),
    // Optimistic: the number changes at once; a refusal puts the server's value back.
    onMutate: async ({ lineId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = queryClient.getQueryData<CartLine[]>(cartKeys.all);
      queryClient.setQueryData<CartLine[]>(cartKeys.all, (lines) => lines?.map((line) => (line.id === lineId ? { ...line, quantity } : line)));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.all, context.previous);
      toast({ title: cartErrorText(i18n, error, msg`Failed to update cart`), variant: 'destructive' });
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (lineId: string) => api.delete(`/api/cart/${encodeURIComponent(lineId)}`),
    onSuccess: () => toast({ title: t`Item removed from cart`, variant: 'success' }),
    onError: (error) => toast({ title: errorText(i18n, error, msg`Failed to remove item`), variant: 'destructive' }),
    onSettled: refresh,
  });

  const clear = useMutation({
    mutationFn: () => api.delete('/api/cart'),
    onSuccess: () => toast({ title: t`Cart cleared`, variant: 'success' }),
    onError: (error) => toast({ title: errorText(i18n, error, msg`Failed to clear cart`), variant: 'destructive' }),
    onSettled: refresh,
  });

  return {
    setQuantity: (lineId: string, quantity: number) => update.mutate({ lineId, quantity }),
    remove: (lineId: string) => remove.mutate(lineId),
    clear: () => clear.mutate(),
    isUpdating: update.isPending,
    removingId: remove.isPending ? remove.variables : undefined,
    isClearing: clear.isPending,
  };
}
