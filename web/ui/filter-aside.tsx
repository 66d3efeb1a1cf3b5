import { useSyncExternalStore, type ReactNode } from 'react';

/** The width from which pages show their filters beside the list (UnoCSS's `lg`) instead of in a sheet. */
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
 * The filters beside a list on large screens (phones open them in a FilterSheet). The panel is
 * rendered only where it shows: on a phone it was drawn hidden, a whole second set of selects
 * hydrated for nothing (docs/decisions/022, "Web, third round"). The server and the hydrating app
 * keep its room empty (they cannot know the screen), so the list beside it does not move.
 */
export function FilterAside({ label, children }: { label: string; children: ReactNode }) {
  const wide = useSyncExternalStore(subscribe, () => wideQuery().matches, () => false);
  return (
    <aside className="hidden w-64 shrink-0 lg:block" aria-label={label}>
      {wide && <div className="card sticky top-24 p-4">{children}</div>}
    </aside>
  );
}
