import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '#api/contract/auth.ts';
import { api } from './api.ts';
import { useHydrated } from './hydration.ts';

/** The current user: fetched once, never retried; null means "not signed in" (the API's 401). */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: ({ signal }) => api.get<UserDto | null>('/api/auth/user', { signal, on401: 'returnNull' }),
  retry: false,
  staleTime: Infinity,
});

/** While the server's page is hydrated, the visitor it was rendered for (signed out); her own view right after. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const hydrated = useHydrated();
  const user = hydrated ? (query.data ?? null) : null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: !!user,
    isSellerOrAdmin: user?.role === 'seller' || user?.role === 'admin',
    isAdmin: user?.role === 'admin',
  };
}
