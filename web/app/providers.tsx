import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, queryPersister, shouldPersistQuery } from '#web/lib/offline/query-persister.ts';
import { LanguageProvider, type Language } from '#web/lib/i18n.tsx';
import { currentUserQuery } from '#web/lib/session.ts';
import { LazyToaster } from '#web/ui/lazy-toaster.tsx';
import { PersistedQueryProvider } from './persisted-query-provider.tsx';

/** Everything the app needs around it: data cache (persisted in IndexedDB), language and direction, toasts (tooltips: web/ui/tooltip.tsx). */
/** Tests pass a persister of their own (see web/test/render.tsx) so one test's cache never reaches the next. */
export function Providers({ queryClient, language, children, persister = queryPersister }: { queryClient: QueryClient; language: Language; children: ReactNode; persister?: Persister }) {
  return (
    <PersistedQueryProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } }}
      // The restored user never goes stale (staleTime: Infinity): ask the server once per start, or a
      // sign-in or sign-out just before a reload (or an expired session) would show the wrong state.
      // Offline, the call fails and the restored user stays. Queued writes are laid over the restored data first.
      onSuccess={async () => {
        // The outbox code loads after the first render: the page does not wait for it.
        const { applyPendingWrites } = await import('#web/lib/offline/pending-writes.ts');
        await applyPendingWrites(queryClient);
        await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      }}
    >
      <LanguageProvider initial={language}>
        {children}
        <LazyToaster />
      </LanguageProvider>
    </PersistedQueryProvider>
  );
}
