import { queryOptions, useIsFetching, useIsRestoring, useQuery } from '@tanstack/react-query';
import { VISITOR_OK_HEADER } from '#api/contract/headers.ts';
import { api } from './api.ts';
import { useOnceHydrated } from './hydration.ts';
import { useOnline } from './use-online.ts';

/** The current user: fetched once, never retried; null means "not signed in" (a visitor's 204, an expired session's 401). */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  // A visitor is answered 204 (no failed request in the browser's console); an expired session 401.
  queryFn: async ({ signal }) => (await api.get<'/api/auth/user'>('/api/auth/user', { signal, on401: 'returnNull', headers: { [VISITOR_OK_HEADER]: '1' } })) ?? null,
  retry: false,
  staleTime: Infinity,
});

/** While the server's page is hydrated, the visitor it was rendered for (signed out); her own view right after. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const user = useOnceHydrated(query.data ?? null, null);
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: !!user,
    isSellerOrAdmin: user?.role === 'seller' || user?.role === 'admin',
    isAdmin: user?.role === 'admin',
  };
}

/**
 * The session as the pages that turn people away see it (the guards, the seller's and the admin's
 * dashboards). A "not signed in" from the saved cache is asked of the server again at start
 * (web/app/providers.tsx marks it stale once restored); while that answer can still come (restoring,
 * asking, or stale, online and not failed) it counts as loading. Otherwise a page opened right after
 * signing up, before the saved cache caught up, turned her away as a visitor. Offline, or once asking
 * failed, the saved answer stands.
 */
export function useCheckedSession() {
  const session = useCurrentUser();
  const { isStale, isError } = useQuery(currentUserQuery);
  const asking = useIsFetching({ queryKey: currentUserQuery.queryKey }) > 0;
  const restoring = useIsRestoring();
  const online = useOnline();
  // A question that failed (patchy data while the phone reports a connection) is not asked again here.
  const unconfirmed = restoring || asking || (isStale && online && !isError);
  return { ...session, isLoading: session.isLoading || (!session.user && unconfirmed) };
}
