import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

// The landing page's calls as the spec lists them (docs/product.md): the plain store and product lists.
export const landingKeys = { stores: ['/api/stores'] as const, products: ['/api/products'] as const };

export const landingStoresQuery = queryOptions({
  queryKey: landingKeys.stores,
  queryFn: ({ signal }) => api.get<'/api/stores'>('/api/stores', { signal }),
});

export const landingProductsQuery = queryOptions({
  queryKey: landingKeys.products,
  queryFn: ({ signal }) => api.get<'/api/products'>('/api/products', { signal }),
});
