import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, queryPersister, shouldPersistQuery } from '#web/lib/offline/query-persister.ts';
import { LanguageProvider, type Language } from '#web/lib/i18n.tsx';
import { currentUserQuery } from '#web/lib/session.ts';
import { cartKeys } from '#web/lib/shop/cart-query.ts';
import { wishlistKeys } from '#web/lib/shop/wishlist-query.ts';
import { LazyToaster } from '#web/ui/lazy-toaster.tsx';
import { PersistedQueryProvider } from './persisted-query-provider.tsx';

/** Everything the app needs around it: data cache (persisted in IndexedDB), language and direction, toasts (tooltips: web/ui/tooltip.tsx). */
/** Tests pass a persister of their own (see web/test/render.tsx) so one test's cache never reaches the next. */
type Props = {
  queryClient: QueryClient;
  language: Language;
  children: ReactNode;
  persister?: Persister;
  /** The saved cache is restored once this settles (web/main.tsx). */
  restoreAfter?: Promise<unknown>;
};

export function Providers({ queryClient, language, children, persister = queryPersister, restoreAfter }: Props) {
  return (
    <PersistedQueryProvider
      client={queryClient}
      restoreAfter={restoreAfter}
      persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } }}
      // The restored user never goes stale (staleTime: Infinity): ask the server once per start, or a
      // sign-in or sign-out just before a reload (or an expired session) would show the wrong state.
      // The cart and wishlist too: the cache is saved at most once a second and as the page is left,
      // and a change made in the last moment before a reload could be missing from what was saved
      // (the restored copy would then look fresh for minutes). Offline, the calls wait and the restored
      // data stays. Queued writes are laid over the restored data first, and again over the answers.
      onSuccess={async () => {
        // The outbox code loads after the first render: the page does not wait for it.
        const { applyPendingWrites } = await import('#web/lib/offline/pending-writes.ts');
        await applyPendingWrites(queryClient);
        await Promise.all([currentUserQuery.queryKey, cartKeys.all, wishlistKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        await applyPendingWrites(queryClient);
      }}
    >
      <LanguageProvider initial={language}>
        {children}
        <LazyToaster />
      </LanguageProvider>
    </PersistedQueryProvider>
  );
}
