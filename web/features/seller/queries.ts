import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { storeKeys } from '#web/lib/shop/stores.ts';

// Query keys of the seller's pages live here only. Their heads are the API paths, so the offline
// persister (web/lib/offline/query-persister.ts) recognises them as private and never stores them.
export const sellerKeys = {
  myStores: ['/api/stores/my-stores'] as const,
  stats: ['/api/dashboard/stats'] as const,
  store: storeKeys.manage,
  storeProducts: (id: string) => [`/api/stores/${id}/products`] as const,
  product: (id: string) => [`/api/products/${id}`, 'edit'] as const,
};

const enc = encodeURIComponent;

/** The caller's own stores (seller or admin). */
export const myStoresQuery = (enabled = true) =>
  queryOptions({
    queryKey: sellerKeys.myStores,
    queryFn: ({ signal }) => api.get<'/api/stores/my-stores'>('/api/stores/my-stores', { signal }),
    enabled,
  });

/** Seller: own totals; admin: the platform's figures. Asked only when the user has stores (docs/decisions/006). */
export const dashboardStatsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: sellerKeys.stats,
    queryFn: ({ signal }) => api.get<'/api/dashboard/stats'>('/api/dashboard/stats', { signal }),
    enabled,
  });

/** One store for its edit form. */
export const storeQuery = (id: string) =>
  queryOptions({
    queryKey: sellerKeys.store(id),
    queryFn: ({ signal }) => api.get<'/api/stores/:id'>(`/api/stores/${enc(id)}`, { signal }),
    staleTime: 0,
  });

/** A store's products, drafts included for its owner and admins. */
export const storeProductsQuery = (id: string) =>
  queryOptions({
    queryKey: sellerKeys.storeProducts(id),
    queryFn: ({ signal }) => api.get<'/api/stores/:id/products'>(`/api/stores/${enc(id)}/products`, { signal }),
    staleTime: 0,
  });

/** One product for the edit wizard (the API shows drafts to their owner and admins). */
export const productForEditQuery = (id: string) =>
  queryOptions({
    queryKey: sellerKeys.product(id),
    queryFn: ({ signal }) => api.get<'/api/products/:id'>(`/api/products/${enc(id)}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
