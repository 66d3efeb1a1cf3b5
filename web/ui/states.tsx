import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-8 text-ink-muted">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" aria-hidden="true" />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-lg bg-gray-200 ${className}`} aria-hidden="true" />;
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center gap-3 p-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="text-ink-muted">{children}</div>}
      {action}
    </div>
  );
}

/** A failed list fetch: say so and offer a retry (the spec leaves this open; users expect it). */
export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 border-red-200 p-8 text-center">
      <p className="font-semibold text-red-800">{message ?? <Trans>We couldn't load this. Please check your connection.</Trans>}</p>
      {onRetry && (
        <button type="button" className="btn-outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
