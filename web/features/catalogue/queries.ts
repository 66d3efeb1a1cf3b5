import { queryOptions } from '@tanstack/react-query';
import type { CategoryDto, StoreDto } from '#api/contract/catalogue.ts';
import { api } from '#web/lib/api.ts';

// Query keys of the catalogue live here only; components never spell them by hand.
export const catalogueKeys = {
  categories: ['/api/categories'] as const,
  storesMenu: ['/api/stores', { limit: 10 }] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: ({ signal }) => api.get<CategoryDto[]>('/api/categories', { signal }),
});

/** The header's stores menu and the home page's featured stores share this call (limit 10). */
export const storesMenuQuery = queryOptions({
  queryKey: catalogueKeys.storesMenu,
  queryFn: ({ signal }) => api.get<{ stores: StoreDto[]; total: number }>('/api/stores?limit=10', { signal }),
});
