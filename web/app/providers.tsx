import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, queryPersister, shouldPersistQuery } from '#web/lib/offline/query-persister.ts';
import { LanguageProvider, type Language } from '#web/lib/i18n.tsx';
import { LazyToaster } from '#web/ui/lazy-toaster.tsx';

/** Everything the app needs around it: data cache (persisted in IndexedDB), language and direction, toasts (tooltips: web/ui/tooltip.tsx). */
export function Providers({ queryClient, language, children }: { queryClient: QueryClient; language: Language; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } }}
    >
      <LanguageProvider initial={language}>
        {children}
        <LazyToaster />
      </LanguageProvider>
    </PersistQueryClientProvider>
  );
}
