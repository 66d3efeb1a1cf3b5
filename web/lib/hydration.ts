import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates the server's copy of the page (here or in a Suspense boundary React
 * hydrates later), true right after: React renders the hydrating component once more by itself.
 * The server renders for a visitor who is not signed in; a component that showed the restored
 * account, cart or wishlist while hydrating would keep the server's attributes (React does not
 * patch them) — a heart saved in the cache but drawn empty (docs/decisions/022).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
