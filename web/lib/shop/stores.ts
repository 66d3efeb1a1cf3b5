import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

// A store as its seller (or an admin) manages it: the seller pages, the bulk page and the store's
// orders share this one cache entry. The head is the API path, so the offline persister
// (web/lib/offline/query-persister.ts) treats it as private and never stores it.
export const storeKeys = {
  manage: (id: string) => [`/api/stores/${id}`, 'manage'] as const,
};

export const manageStoreQuery = (id: string) =>
  queryOptions({
    queryKey: storeKeys.manage(id),
    queryFn: ({ signal }) => api.get<'/api/stores/:id'>(`/api/stores/${encodeURIComponent(id)}`, { signal }),
  });
