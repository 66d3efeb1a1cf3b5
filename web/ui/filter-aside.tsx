import type { ReactNode } from 'react';
import { useWideScreen } from './use-wide-screen.ts';

/**
 * The filters beside a list on large screens (phones open them in a FilterSheet). The panel is
 * rendered only where it shows: on a phone it was drawn hidden, a whole second set of selects
 * hydrated for nothing (docs/decisions/022, "Web, third round"). The server and the hydrating app
 * keep its room empty (they cannot know the screen), so the list beside it does not move.
 */
export function FilterAside({ label, children }: { label: string; children: ReactNode }) {
  const wide = useWideScreen();
  return (
    <aside className="hidden w-64 shrink-0 lg:block" aria-label={label}>
      {wide && <div className="card sticky top-24 p-4">{children}</div>}
    </aside>
  );
}
