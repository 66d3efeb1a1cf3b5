import { queryOptions } from '@tanstack/react-query';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { api } from '#web/lib/api.ts';

// Query keys of the catalogue live here only; components never spell them by hand.
export const catalogueKeys = {
  storesMenu: ['/api/stores', { limit: 10 }] as const,
};

/** The header's stores menu and the home page's featured stores share this call (limit 10). */
export const storesMenuQuery = queryOptions({
  queryKey: catalogueKeys.storesMenu,
  queryFn: ({ signal }) => api.get<{ stores: StoreDto[]; total: number }>('/api/stores?limit=10', { signal }),
});
