import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '#web/ui/states.tsx';
import { HydrateApart } from '#web/ui/hydrate-apart.tsx';
import { useFirstPageSettled } from '#web/lib/hydration.ts';
import { markRootHydrated } from '#web/lib/performance-marks.ts';
import { hasPendingAction } from '#web/lib/pending-action.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { RouteErrorBoundary } from '../route-error.tsx';
import { Trans } from '@lingui/react/macro';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { OfflinePageGate } from './offline-page-gate.tsx';

// Offline banner, sync indicator, update and install prompts: not needed to show the page, so they
// load right after it (from the service worker's cache when offline). They take no room until they
// have something to say, so their arrival moves nothing.
const ConnectionStatus = lazy(() => import('./connection-status.tsx').then((m) => ({ default: m.ConnectionStatus })));
// The cart and wishlist code (and the offline outbox below them) is loaded only when there is an action
// to replay: a page a visitor opens does not wait for it (docs/decisions/022, "Web, sixth round").
const PendingActions = lazy(() => import('./pending-actions.tsx').then((m) => ({ default: m.PendingActions })));

/**
 * Not in the server's copy, nor until the page the app started on has hydrated: a boundary the
 * server leaves unfinished is reported as an error in the console (React's #419), and loading and
 * rendering these while the page hydrates made it work later on a slow phone. Their own components,
 * so that only they render again: were the layout to render again, the update would reach the page's
 * boundary before React has hydrated it, and React would then hydrate the whole page in one
 * synchronous task instead of in slices (docs/decisions/022, "Web, third round" and "Web, seventh round").
 */
function ConnectionStatusOncePageWorks() {
  return useFirstPageSettled() ? <Suspense fallback={null}><ConnectionStatus /></Suspense> : null;
}

/** The add to cart or wishlist save a visitor tapped before signing in, replayed once she is signed in. */
function PendingActionsWhenKept() {
  const settled = useFirstPageSettled();
  const { isAuthenticated } = useCurrentUser();
  if (!settled || !isAuthenticated || !hasPendingAction(['cart', 'wishlist'])) return null;
  return <Suspense fallback={null}><PendingActions /></Suspense>;
}

/**
 * React hydrates a page's Suspense boundary at its lowest priority, after any other work. Right after
 * the root is hydrated, a transition renders the layout again: the update reaching the page's boundary
 * makes React hydrate it at the transition's priority, still in slices the phone can interrupt, so the
 * page works sooner without one long task (docs/decisions/022, "Web, third round").
 */
function useHydratePageSoon() {
  const [, rerender] = useState(0);
  useEffect(() => {
    markRootHydrated();
    startTransition(() => rerender(1));
  }, []);
}

// The same elements at every render of the layout: the render that reaches the page's boundary
// (useHydratePageSoon) leaves them alone instead of rendering them again before the page hydrates.
// The footer, far below the first screen, is hydrated after the page (web/ui/hydrate-apart.tsx).
const header = <Header />;
const footer = <HydrateApart><Footer /></HydrateApart>;
const bottomBar = <BottomBar />;

export function AppLayout() {
  useHydratePageSoon();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] btn-primary"><Trans>Skip to content</Trans></a>
      <ConnectionStatusOncePageWorks />
      {header}
      {/* Full height: the footer never shows under a loading page and then jumps down (layout shift). */}
      <main id="main" className="mx-auto min-h-screen max-w-7xl px-4 py-6">
        <RouteErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <OfflinePageGate><Outlet /></OfflinePageGate>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {footer}
      {bottomBar}
      <PendingActionsWhenKept />
    </>
  );
}
