import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { streetStoresPath, type StreetFilters } from './street-filters.ts';

export const streetKeys = {
  stores: (filters: StreetFilters) => ['/api/stores', { limit: 50, categoryId: filters.category, governorate: filters.governorate }] as const,
};

/** The street's stores for the chosen filters; the previous row stays visible while the next one loads. */
export const streetStoresQuery = (filters: StreetFilters) =>
  queryOptions({
    queryKey: streetKeys.stores(filters),
    queryFn: ({ signal }) => api.get<'/api/stores'>(streetStoresPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
