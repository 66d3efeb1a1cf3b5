import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { storeKeys } from '#web/lib/shop/stores.ts';

// Query keys of the bulk page. Heads are API paths (the offline persister treats them as private).
export const bulkKeys = {
  store: storeKeys.manage,
};

/** The store, fetched first for the access check (its sellerId must be the user's unless admin). */
export const bulkStoreQuery = (id: string) =>
  queryOptions({
    queryKey: bulkKeys.store(id),
    queryFn: ({ signal }) => api.get<'/api/stores/:id'>(`/api/stores/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

/** New products change store lists, product lists and the dashboard figures: refetch them when next shown. */
export function invalidateAfterBulkCreate(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && (head.startsWith('/api/stores') || head.startsWith('/api/products') || head.startsWith('/api/dashboard'));
    },
  });
}
