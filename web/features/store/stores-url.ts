import { isGovernorate } from '#web/lib/governorates.ts';
import type { StoreFilters } from './queries.ts';

// The stores page keeps its filters in the URL query (search, category, governorate, rating, sort,
// page), so a link or a reload shows the same stores; changes replace the history entry.

export const storeSorts = ['rating_desc', 'name_asc', 'orders_desc', 'newest_desc'] as const;
export type StoreSort = (typeof storeSorts)[number];
/** Decision: best rated first by default (the spec lists the sorts, not the default). */
export const DEFAULT_STORE_SORT: StoreSort = 'rating_desc';

/** Minimum rating choices (docs/product.md): 2, 3, 4 stars or all (''). */
export const minRatings = ['4', '3', '2'] as const;

export const defaultStoreFilters: StoreFilters = { search: '', category: '', governorate: '', minRating: '', sort: DEFAULT_STORE_SORT, page: 1 };

export function readStoreFilters(params: URLSearchParams): StoreFilters {
  const sort = params.get('sort') ?? '';
  const rating = params.get('minRating') ?? '';
  const governorate = params.get('governorate') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    category: params.get('category') ?? '',
    governorate: isGovernorate(governorate) ? governorate : '',
    minRating: (minRatings as readonly string[]).includes(rating) ? rating : '',
    sort: (storeSorts as readonly string[]).includes(sort) ? (sort as StoreSort) : DEFAULT_STORE_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of the filters, leaving out every default. */
export function writeStoreFilters(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.governorate) params.set('governorate', filters.governorate);
  if (filters.minRating) params.set('minRating', filters.minRating);
  if (filters.sort !== DEFAULT_STORE_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const activeStoreFilterCount = (f: StoreFilters) => [f.category, f.governorate, f.minRating].filter(Boolean).length;
