import { createContext, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAddToCart } from './cart.ts';
import { useWishlist } from './wishlist.ts';

/** What a card shows of the shared state, as one number so that an unchanged card does not render. */
const SAVED = 1;
const ADDING = 2;
const SAVING = 4;

type Shared = {
  addToCart: (productId: string) => void;
  toggleWishlist: (productId: string) => void;
  stateOf: (productId: string) => number;
};

type Store = { current: Shared; listeners: Set<() => void> };

const CardActionsContext = createContext<Store | null>(null);

/**
 * One cart and wishlist subscription for a whole list of product cards: each card ran three
 * queries (the current user twice, the wishlist) and two mutation observers, twenty times over,
 * while the list hydrated (docs/decisions/022, "Web, fifth round"). Cards read the shared state
 * through a plain store and render again only when their own heart or button changes.
 */
export function ProductCardActions({ children }: { children: ReactNode }) {
  const cart = useAddToCart();
  const wishlist = useWishlist();
  const shared: Shared = {
    addToCart: (productId) => cart.addToCart(productId, 1),
    toggleWishlist: wishlist.toggle,
    stateOf: (productId) =>
      (wishlist.isSaved(productId) ? SAVED : 0) | (cart.pendingProductId === productId ? ADDING : 0) | (wishlist.pendingProductId === productId ? SAVING : 0),
  };
  const [store] = useState<Store>(() => ({ current: shared, listeners: new Set() }));
  useLayoutEffect(() => {
    store.current = shared;
    store.listeners.forEach((listener) => listener());
  });
  return <CardActionsContext.Provider value={store}>{children}</CardActionsContext.Provider>;
}

const notHydrated = () => 0;

/** The card's actions and state; a card outside a list (`ProductCardActions`) is given its own. */
export function useCardActions(productId: string) {
  const store = useContext(CardActionsContext);
  if (!store) throw new Error('A product card needs <ProductCardActions> around it');
  const subscribe = useRef((listener: () => void) => {
    store.listeners.add(listener);
    return () => void store.listeners.delete(listener);
  }).current;
  // While hydrating: the visitor the server drew the card for (nothing saved or pending), as
  // useCurrentUser does (docs/decisions/022).
  const state = useSyncExternalStore(subscribe, () => store.current.stateOf(productId), notHydrated);
  return {
    saved: (state & SAVED) !== 0,
    adding: (state & ADDING) !== 0,
    saving: (state & SAVING) !== 0,
    addToCart: () => store.current.addToCart(productId),
    toggleWishlist: () => store.current.toggleWishlist(productId),
  };
}

/** Whether a list around the card shares its actions already. */
export const useHasCardActions = () => useContext(CardActionsContext) !== null;
