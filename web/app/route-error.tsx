import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { NotAvailableOffline } from '#web/ui/not-available-offline.tsx';

/**
 * A page chunk that failed to load (offline, or a new version deployed) or a render error: say so
 * and offer a reload, instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Page failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // Offline, the page's code was never kept on this phone: that is the real cause, not an error.
    if (typeof navigator !== 'undefined' && !navigator.onLine) return <NotAvailableOffline onRetry={() => window.location.reload()} />;
    return (
      <div role="alert" className="mx-auto my-16 max-w-md card p-8 text-center">
        <h1 className="text-xl font-bold"><Trans>Something went wrong</Trans></h1>
        <p className="mt-2 text-ink-muted"><Trans>This page could not be shown. Check your connection and try again.</Trans></p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}><Trans>Reload</Trans></button>
      </div>
    );
  }
}
