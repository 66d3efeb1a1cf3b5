import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '#web/ui/states.tsx';
import { RouteErrorBoundary } from '../route-error.tsx';
import { Trans } from '@lingui/react/macro';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { ConnectionStatus } from './connection-status.tsx';

export function AppLayout() {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] btn-primary"><Trans>Skip to content</Trans></a>
      <ConnectionStatus />
      <Header />
      {/* Full height: the footer never shows under a loading page and then jumps down (layout shift). */}
      <main id="main" className="mx-auto min-h-screen max-w-7xl px-4 py-6">
        <RouteErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <BottomBar />
    </>
  );
}
