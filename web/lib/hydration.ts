import { useEffect, useState, useSyncExternalStore } from 'react';
import { firstPageSettled } from './performance-marks.ts';

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

/**
 * `value`, except while React hydrates the server's copy, when it is `asRendered` (what the server
 * drew). React renders the component again after hydrating only when the two differ: for a
 * visitor (the server's own view) nothing renders twice, where useHydrated made every card of a
 * list render again in one synchronous task right after the page hydrated (docs/decisions/022,
 * "Web, fourth round"). Values are compared with Object.is: pass stable ones.
 */
export function useOnceHydrated<T>(value: T, asRendered: T): T {
  return useSyncExternalStore(neverChanges, () => value, () => asRendered);
}

/**
 * False until the page the app started on has hydrated (firstPageSettled), on the server too: for
 * parts the page does not need in order to work, which then render after it instead of while it
 * hydrates (docs/decisions/022, "Web, seventh round").
 */
export function useFirstPageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstPageSettled().then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}

/** A promise and the function that settles it: a step of the app's start others wait for. */
function startStep() {
  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { done: () => done, settle: () => settle() };
}

const loaded = startStep();
const restored = startStep();

/**
 * Settles once the cache saved on the phone has been read into the app's cache (or there was none),
 * before the page shows it (web/app/persisted-query-provider.tsx): whether she was signed in last
 * time is known from here (web/lib/early-taps.ts).
 */
export const savedStateLoaded = loaded.done;
export const markSavedStateLoaded = loaded.settle;

/**
 * Settles once the saved cache has been laid over the first page and the signed-in state asked for
 * again (web/app/persisted-query-provider.tsx): from then on the page shows the visitor or her own
 * account, cart and wishlist, and a button acts for the right one (web/lib/early-taps.ts).
 */
export const savedStateRestored = restored.done;
export const markSavedStateRestored = restored.settle;
