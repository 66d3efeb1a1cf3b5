import { useSyncExternalStore } from 'react';

/** UnoCSS's `lg`: from this width pages show their filters beside the list and the header its menus. */
const WIDE = '(min-width: 1024px)';

// One query list for the page's life: each matchMedia() builds and evaluates a new one, and React
// reads the snapshot on every render.
let wideList: MediaQueryList | undefined;
const wideQuery = () => (wideList ??= window.matchMedia(WIDE));

function subscribe(listener: () => void) {
  const list = wideQuery();
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * Whether the screen is at least `lg` wide, for parts that show only there and would cost a phone their
 * code, data and rendering while hidden. False on the server and while the page hydrates (neither can
 * know the screen), so such a part's room is the same in the server's markup and the first client render.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideQuery().matches, () => false);
}
