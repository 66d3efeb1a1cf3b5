import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/hydration.ts';
import { HomeHero, NoticeBanner, Promises } from './home-sections.tsx';

// The hero's heading is the page's largest paint. The sections below the fold (3 Radix selects and
// 20 product cards) load and render in their own chunk and commit, after the hero has painted.
const HomeBelowFold = lazy(() => import('./home-below-fold.tsx').then((m) => ({ default: m.HomeBelowFold })));

/** Home (/): hero, notice, promises, featured stores and the trending grid. */
export function HomePage() {
  // The server's copy and the hydrating app only reserve the room: a boundary the server leaves
  // unfinished would be reported as an error in the console (React's #419).
  const hydrated = useHydrated();
  const room = <div className="min-h-[150vh]" aria-hidden="true" />;
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <HomeHero />
      <NoticeBanner />
      <Promises />
      {/* Reserve the sections' room so nothing below moves when they arrive. */}
      {hydrated ? <Suspense fallback={room}><HomeBelowFold /></Suspense> : room}
    </div>
  );
}
