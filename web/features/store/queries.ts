import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PRODUCTS_PAGE_SIZE, STORES_PAGE_SIZE } from '#api/contract/catalogue.ts';
import { api, withQuery } from '#web/lib/api.ts';
import type { PathTo } from '#web/lib/api-types.ts';

// Query keys of the store pages live here only; components never spell them by hand.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /stores/{slug or id}: links fall back to the id when a store has no slug (docs/product.md). */
export function storePath(slugOrId: string): PathTo<'/api/stores/:id' | '/api/stores/slug/:slug'> {
  const key = encodeURIComponent(slugOrId);
  return UUID.test(slugOrId) ? `/api/stores/${key}?include=seller` : `/api/stores/slug/${key}?include=seller`;
}

export const storeQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: [storePath(slugOrId)],
    queryFn: ({ signal }) => api.get<'/api/stores/:id' | '/api/stores/slug/:slug'>(storePath(slugOrId), { signal }),
  });

export const storeProductsQuery = (storeId: string, page: number) => {
  const path = withQuery('/api/products', { storeId, limit: PRODUCTS_PAGE_SIZE, offset: (page - 1) * PRODUCTS_PAGE_SIZE });
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<'/api/products'>(path, { signal }),
    placeholderData: keepPreviousData,
  });
};

export type StoreFilters = {
  search: string;
  category: string;
  governorate: string;
  /** '' means any rating */
  minRating: string;
  /** "<sortBy>_<sortOrder>", split on the underscore for the API */
  sort: string;
  page: number;
};

export function storesListPath(filters: StoreFilters) {
  const [sortBy, sortOrder] = filters.sort.split('_');
  return withQuery('/api/stores', {
    search: filters.search.trim(),
    categoryId: filters.category,
    governorate: filters.governorate,
    minRating: filters.minRating,
    sortBy,
    sortOrder,
    limit: STORES_PAGE_SIZE,
    offset: (filters.page - 1) * STORES_PAGE_SIZE,
  });
}

export const storesListQuery = (filters: StoreFilters) => {
  const path = storesListPath(filters);
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<'/api/stores'>(path, { signal }),
    placeholderData: keepPreviousData,
  });
};
