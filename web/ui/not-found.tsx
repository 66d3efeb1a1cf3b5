import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from './page-title.tsx';

/**
 * The one "not found" screen: a heading that is also the tab's title, an optional line, and the way
 * back. `alert` when it replaces content the visitor asked for (a product, a store), so a screen
 * reader announces it.
 */
export function NotFound({ title, children, action, alert = false }: { title: string; children?: ReactNode; action: ReactNode; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined} className="mx-auto my-16 max-w-md card p-8 text-center">
      <PageTitle>{title}</PageTitle>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children && <p className="mt-2 text-ink-muted">{children}</p>}
      <div className="mt-6">{action}</div>
    </div>
  );
}

/** The app's Page Not Found: unknown paths, and one-segment paths that are no store. */
export function PageNotFound() {
  const { t } = useLingui();
  return (
    <NotFound title={t`Page Not Found`} action={<a href="/" className="btn-primary"><Trans>Back to Home</Trans></a>}>
      <Trans>The page you are looking for does not exist.</Trans>
    </NotFound>
  );
}
