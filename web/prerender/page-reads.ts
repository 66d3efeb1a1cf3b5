// What each pre-rendered page reads, asked for before its first render on the server. Without it, a render
// only names its reads (and draws skeletons), they are fetched, and the page renders again: two renders for a
// list, three for a product (its related products need its category). A page not listed here, or a read
// one forgets, is still found that way (entry.tsx), one render later; api/pages/prerender-reads.test.ts checks
// that each page listed renders once. Server only: the browser's bundles do not carry these.
// docs/decisions/022-interactive-early-and-cheap-lists.md, "Long tail, fifteenth round".
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { productQuery, productsQuery, relatedProductsQuery, reviewsQuery } from '#web/features/catalogue/queries.ts';
import { readView, toApiParams } from '#web/features/catalogue/products-url.ts';
import { storeProductsQuery, storeQuery, storesListQuery } from '#web/features/store/queries.ts';
import { readStoreFilters } from '#web/features/store/stores-url.ts';

/** A read's answer, or undefined if it failed (the page then renders its error, as in the browser). */
export type Read = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T | undefined>;
type PageReadsContext = { params: Readonly<Record<string, string | undefined>>; search: URLSearchParams; read: Read };
type PageReads = (context: PageReadsContext) => Promise<unknown>;

const storeBySlug: PageReads = async ({ params, read }) => {
  const store = await read(storeQuery(params.slug ?? ''));
  if (store) await read(storeProductsQuery(store.id, 1));
};

/** By the page's route (web/app/router.tsx `pages`). */
export const pageReads: Record<string, PageReads> = {
  '/products': ({ search, read }) => Promise.all([read(categoriesQuery), read(productsQuery(toApiParams(readView(search))))]),
  '/products/:id': async ({ params, read }) => {
    const id = params.id ?? '';
    const [product] = await Promise.all([read(productQuery(id)), read(categoriesQuery), read(reviewsQuery(id))]);
    if (product?.categoryId) await read(relatedProductsQuery(product.categoryId));
  },
  '/stores': ({ search, read }) => Promise.all([read(categoriesQuery), read(storesListQuery(readStoreFilters(search)))]),
  '/stores/:slug': storeBySlug,
  '/:slug': storeBySlug,
};
