import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { markSavedStateLoaded, markSavedStateRestored } from '#web/lib/hydration.ts';

type Props = {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onSuccess: () => Promise<unknown>;
  /** The restoration starts once this settles (main.tsx: after a server-rendered page has hydrated). */
  restoreAfter?: Promise<unknown>;
  children: ReactNode;
};

/**
 * TanStack's PersistQueryClientProvider, with one difference: the end of the restoration (every
 * query's component renders again) is a transition. React renders it in slices the phone can
 * interrupt, where the library's plain state update rendered the whole page in one task, and
 * hydrated at once a page boundary not yet hydrated (docs/decisions/022, "Web, third round").
 * While restoring, queries wait (useIsRestoring), as with the library's provider. It may start late
 * (`restoreAfter`): a server-rendered page hydrates as the visitor it was drawn for, and the saved
 * cache (her account, cart, wishlist) is laid over it right after (docs/decisions/022, "Web, seventh round").
 */
export function PersistedQueryProvider({ client, persistOptions, onSuccess, restoreAfter, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess, restoreAfter });
  useEffect(() => {
    latest.current = { persistOptions, onSuccess, restoreAfter };
  });
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    Promise.resolve(latest.current.restoreAfter)
      .then(() => persistQueryClientRestore({ ...latest.current.persistOptions, queryClient: client }))
      .finally(markSavedStateLoaded)
      .then(() => latest.current.onSuccess())
      .catch(() => undefined)
      .finally(() => startTransition(() => setIsRestoring(false)));
  }, [client]);
  useEffect(() => (isRestoring ? undefined : persistQueryClientSubscribe({ ...latest.current.persistOptions, queryClient: client })), [client, isRestoring]);
  useEffect(() => {
    if (!isRestoring) markSavedStateRestored();
  }, [isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
