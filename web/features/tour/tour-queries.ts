import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const tourKeys = { stores: ['/api/stores', { limit: 100 }] as const };

/** Every shop on the virtual street (spec: up to 100). */
export const tourStoresQuery = queryOptions({
  queryKey: tourKeys.stores,
  queryFn: ({ signal }) => api.get<'/api/stores'>('/api/stores?limit=100', { signal }),
});
