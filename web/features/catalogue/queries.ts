import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { ReviewDto } from '#api/contract/catalogue.ts';
import type { ProductListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { api, withQuery } from '#web/lib/api.ts';

// Query keys of the catalogue live here only; components never spell them by hand.

/** Parameters of GET /api/products: the server's own query schema, as the URL carries them (text). */
export type ProductListParams = v.InferInput<typeof ProductListQuerySchema>;

export const catalogueKeys = {
  storesMenu: ['/api/stores', { limit: 10 }] as const,
  products: (params: ProductListParams) => ['/api/products', params] as const,
  product: (id: string) => ['/api/products', id, { include: 'storeSeller' }] as const,
  reviews: (id: string) => ['/api/products', id, 'reviews'] as const,
};

/** The header's stores menu and the home page's featured stores share this call (limit 10). */
export const storesMenuQuery = queryOptions({
  queryKey: catalogueKeys.storesMenu,
  queryFn: ({ signal }) => api.get<'/api/stores'>('/api/stores?limit=10', { signal }),
});

/** A page of products; the previous page stays on screen while the next one loads. */
export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogueKeys.products(params),
    queryFn: ({ signal }) => api.get<'/api/products'>(withQuery('/api/products', params), { signal }),
    placeholderData: keepPreviousData,
  });

/** The home page's trending grid: the latest 100 products, filtered and sorted on the device. */
export const latestProductsQuery = productsQuery({ limit: '100', sortBy: 'createdAt', sortOrder: 'desc' });

/** Up to 4 products of the same category (one more is fetched so the current one can be left out). */
export const relatedProductsQuery = (categoryId: string) => productsQuery({ categoryId, limit: '5' });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => api.get<'/api/products/:id'>(`/api/products/${encodeURIComponent(id)}?include=storeSeller`, { signal }),
  });

export const reviewsQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.reviews(id),
    queryFn: ({ signal }) => api.get<'/api/products/:id/reviews'>(`/api/products/${encodeURIComponent(id)}/reviews`, { signal }),
  });

/**
 * POST a review. The answer goes straight into the list (first, replacing the writer's earlier
 * review: one per user): the list is sent with a 30-second public max-age, so fetching it again
 * could show the browser's copy without the new review. The product (rating, count) is fetched again.
 */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; commentAr?: string; commentEn?: string }) =>
      api.post<'/api/products/:id/reviews'>(`/api/products/${encodeURIComponent(productId)}/reviews`, body),
    onSuccess: async (review) => {
      // A fetch of the list still under way (the page just opened) would land after this and drop the review.
      await queryClient.cancelQueries({ queryKey: catalogueKeys.reviews(productId), exact: true });
      queryClient.setQueryData<ReviewDto[]>(catalogueKeys.reviews(productId), (list = []) => [review, ...list.filter((r) => r.id !== review.id)]);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.product(productId), exact: true });
    },
  });
}
