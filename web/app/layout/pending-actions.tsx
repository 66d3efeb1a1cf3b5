import { usePendingAction } from '#web/lib/pending-action.ts';
import { useAddToCart } from '#web/lib/shop/cart.ts';
import { useWishlist } from '#web/lib/shop/wishlist.ts';

/**
 * Carries out, once, the add to cart or wishlist save a visitor tapped before signing in, on whatever
 * page she comes back to; the usual success toast says it was done. Reviews replay in their own form.
 */
export function PendingActions() {
  const { addToCart } = useAddToCart();
  const { save } = useWishlist();
  usePendingAction('cart', (action) => addToCart(action.productId, action.quantity));
  usePendingAction('wishlist', (action) => save(action.productId));
  return null;
}
