import { lazy, Suspense } from 'react';
import { HomeHero, NoticeBanner, Promises } from './home-sections.tsx';

// The hero's heading is the page's largest paint. The sections below the fold (3 Radix selects and
// 20 product cards) load and render in their own chunk and commit, after the hero has painted.
const HomeBelowFold = lazy(() => import('./home-below-fold.tsx').then((m) => ({ default: m.HomeBelowFold })));

/** Home (/): hero, notice, promises, featured stores and the trending grid. */
export function HomePage() {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <HomeHero />
      <NoticeBanner />
      <Promises />
      {/* Reserve the sections' room so nothing below moves when they arrive. */}
      <Suspense fallback={<div className="min-h-[150vh]" aria-hidden="true" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
