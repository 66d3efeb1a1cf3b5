import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the page around it: React
 * leaves a Suspense boundary it meets while hydrating as the server's markup and hydrates it in a
 * later pass, so the page commits (and works) sooner, without one long task for every card of a
 * list. A tap on a part not yet hydrated still works: React hydrates that part at once and then
 * delivers the tap; its links are plain links meanwhile (docs/decisions/022, "Web, fourth round").
 * Nothing inside may suspend: the boundary has no fallback.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
