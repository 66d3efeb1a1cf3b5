import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { cartTotals, type CartTotals } from '#api/contract/cart.ts';
import { parseMoney } from '#api/contract/money.ts';
import { ApiError } from '#web/lib/api.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { cartKeys, type CartLine } from './cart-query.ts';
import { errorText, registerErrorMessages } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { findCachedProduct, writeThrough, type WriteThroughResult } from '#web/lib/offline/write-through.ts';
import { newTempId } from '#web/lib/offline/outbox.ts';
import { currentPath, signInPath } from '#web/lib/sign-in-return.ts';
import { rememberAction } from '#web/lib/pending-action.ts';

registerErrorMessages({
  outOfStock: msg`Not enough stock`,
  productNotFound: msg`Product not found`,
  cartEmpty: msg`Your cart is empty`,
});

export { cartKeys, cartQuery, useCart, type CartLine } from './cart-query.ts';

/** A line can be checked out when its product is still listed and has the quantity in stock. */
export const isLineBuyable = (line: CartLine) => line.available && line.quantity <= line.product.stock;

/** Totals of the buyable lines, by the same rule the server applies at checkout. */
export function cartSummary(lines: CartLine[]): CartTotals {
  return cartTotals(lines.filter(isLineBuyable).map((line) => ({ priceCents: parseMoney(line.product.price) ?? 0, quantity: line.quantity })));
}

/**
 * The text for a failed cart write: "Only N left in stock" when the server names the stock, else
 * the translation of its code, else the given fallback (docs/decisions/009).
 */
export function cartErrorText(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiError && error.code === 'outOfStock' && typeof error.body?.stock === 'number') {
    const stock = error.body.stock;
    return stock > 0 ? i18n._(msg`Only ${stock} left in stock`) : i18n._(msg`This product is out of stock`);
  }
  return errorText(i18n, error, fallback);
}

/** Tells the user a write was kept on the phone because there is no connection. */
export function toastQueued(i18n: I18n) {
  toast({ title: i18n._(msg`Saved on this phone`), description: i18n._(msg`It will sync when you are back online.`) });
}

type Snapshot = { previous: CartLine[] | undefined };

/**
 * Add to cart from cards and product pages: prompts visitors to log in, shows the line at once
 * (also offline, through the outbox), and settles to the server's answer.
 */
export function useAddToCart() {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ productId, quantity, tempId }: { productId: string; quantity: number; tempId?: string }) =>
      writeThrough<'POST', '/api/cart'>({ method: 'POST', path: '/api/cart', body: { productId, quantity }, kind: 'cart', productId, tempId }),
    onMutate: async ({ productId, quantity, tempId }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = queryClient.getQueryData<CartLine[]>(cartKeys.all);
      const existing = previous?.find((line) => line.productId === productId);
      const product = findCachedProduct(queryClient, productId);
      if (existing) {
        queryClient.setQueryData<CartLine[]>(cartKeys.all, (lines) => lines?.map((l) => (l.id === existing.id ? { ...l, quantity: l.quantity + quantity } : l)));
      } else if (product && tempId) {
        queryClient.setQueryData<CartLine[]>(cartKeys.all, (lines) => [...(lines ?? []), { id: tempId, productId, quantity, available: true, product }]);
      }
      return { previous };
    },
    onSuccess: (result) => {
      if (result.queued) return toastQueued(i18n);
      toast({ title: t`Product added to cart`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.all, context.previous);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      toast({ title: cartErrorText(i18n, error, msg`Failed to add product to cart`), variant: 'destructive' });
    },
  });
  return {
    addToCart: (productId: string, quantity = 1) => {
      if (!isAuthenticated) {
        // Signing in from here comes back and adds it (web/lib/pending-action.ts).
        rememberAction({ kind: 'cart', productId, quantity });
        toast({ title: t`Login Required`, description: t`Please login to add products to cart`, variant: 'destructive', action: { label: t`Sign in`, href: signInPath(currentPath()) } });
        return;
      }
      const hasLine = queryClient.getQueryData<CartLine[]>(cartKeys.all)?.some((line) => line.productId === productId);
      mutation.mutate({ productId, quantity, tempId: hasLine ? undefined : newTempId() });
    },
    isPending: mutation.isPending,
    /** The product being added, while it is. */
    pendingProductId: mutation.isPending ? mutation.variables?.productId : undefined,
  };
}

/**
 * Quantity changes, removal and clearing on the cart page. Each shows at once (optimistic), goes
 * through the outbox (so it also works offline), and is refetched from the server once sent.
 */
export function useCartActions() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refreshUnlessQueued = (result: WriteThroughResult<unknown> | undefined) =>
    result?.queued ? undefined : queryClient.invalidateQueries({ queryKey: cartKeys.all });
  const optimistic = async (change: (lines: CartLine[]) => CartLine[]): Promise<Snapshot> => {
    await queryClient.cancelQueries({ queryKey: cartKeys.all });
    const previous = queryClient.getQueryData<CartLine[]>(cartKeys.all);
    queryClient.setQueryData<CartLine[]>(cartKeys.all, (lines) => change(lines ?? []));
    return { previous };
  };
  const rollback = (context: Snapshot | undefined) => {
    if (context?.previous) queryClient.setQueryData(cartKeys.all, context.previous);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  };

  const update = useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      writeThrough<'PUT', '/api/cart/:id'>({ method: 'PUT', path: `/api/cart/${encodeURIComponent(lineId)}`, body: { quantity }, kind: 'cart', lineId }),
    onMutate: ({ lineId, quantity }) => optimistic((lines) => lines.map((line) => (line.id === lineId ? { ...line, quantity } : line))),
    onSuccess: (result) => (result.queued ? toastQueued(i18n) : refreshUnlessQueued(result)),
    onError: (error, _input, context) => {
      rollback(context);
      toast({ title: cartErrorText(i18n, error, msg`Failed to update cart`), variant: 'destructive' });
    },
  });

  const remove = useMutation({
    mutationFn: (lineId: string) => writeThrough<'DELETE', '/api/cart/:id'>({ method: 'DELETE', path: `/api/cart/${encodeURIComponent(lineId)}`, kind: 'cart', lineId }),
    onMutate: (lineId) => optimistic((lines) => lines.filter((line) => line.id !== lineId)),
    onSuccess: (result) => {
      if (result.queued) return toastQueued(i18n);
      toast({ title: t`Item removed from cart`, variant: 'success' });
      return refreshUnlessQueued(result);
    },
    onError: (error, _input, context) => {
      rollback(context);
      toast({ title: errorText(i18n, error, msg`Failed to remove item`), variant: 'destructive' });
    },
  });

  const clear = useMutation({
    mutationFn: () => writeThrough<'DELETE', '/api/cart'>({ method: 'DELETE', path: '/api/cart', kind: 'cart' }),
    onMutate: () => optimistic(() => []),
    onSuccess: (result) => {
      if (result.queued) return toastQueued(i18n);
      toast({ title: t`Cart cleared`, variant: 'success' });
      return refreshUnlessQueued(result);
    },
    onError: (error, _input, context) => {
      rollback(context);
      toast({ title: errorText(i18n, error, msg`Failed to clear cart`), variant: 'destructive' });
    },
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
