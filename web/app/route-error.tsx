import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { NotFoundPage } from './guards.tsx';

/** A chunk that failed to load (offline, new deploy) or a render error: say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto my-16 max-w-md card p-8 text-center">
      <h1 className="text-xl font-bold"><Trans>Something went wrong</Trans></h1>
      <p className="mt-2 text-ink-muted"><Trans>This page could not be shown. Check your connection and try again.</Trans></p>
      <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}><Trans>Reload</Trans></button>
    </div>
  );
}
