import { PRODUCTS_PAGE_SIZE, type ProductSortField, type SortOrder } from '#api/contract/catalogue.ts';
import type { ProductListParams } from './queries.ts';

// The products page keeps its whole state in the URL query (search, category, sort, price, sale,
// page), so a link or a reload shows the same results; changes replace the history entry.

export const PRICE_MIN = 0;
export const PRICE_MAX = 1000;
export const PRICE_STEP = 10;

/** Sort select values: "<sortBy>_<sortOrder>", split on the underscore for the API; '' is the default. */
export const productSorts = ['', 'createdAt_desc', 'price_asc', 'price_desc', 'rating_desc', 'sales_desc', 'name_asc'] as const satisfies readonly ('' | `${ProductSortField}_${SortOrder}`)[];
export type ProductSort = (typeof productSorts)[number];

export type ProductsView = {
  search: string;
  category: string;
  sort: ProductSort;
  minPrice: number;
  maxPrice: number;
  sale: boolean;
  page: number;
};

export const defaultView: ProductsView = { search: '', category: '', sort: '', minPrice: PRICE_MIN, maxPrice: PRICE_MAX, sale: false, page: 1 };

const clampPrice = (value: string | null, fallback: number) => {
  const n = Number(value);
  if (value == null || value === '' || !Number.isFinite(n)) return fallback;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n / PRICE_STEP) * PRICE_STEP));
};

export function readView(params: URLSearchParams): ProductsView {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  let minPrice = clampPrice(params.get('minPrice'), PRICE_MIN);
  let maxPrice = clampPrice(params.get('maxPrice'), PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get('search') ?? '').trim(),
    category: params.get('category') ?? '',
    sort: (productSorts as readonly string[]).includes(sort) ? (sort as ProductSort) : '',
    minPrice,
    maxPrice,
    sale: params.get('sale') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view, leaving out every default. */
export function writeView(view: ProductsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.category) params.set('category', view.category);
  if (view.sort) params.set('sort', view.sort);
  if (view.minPrice > PRICE_MIN) params.set('minPrice', String(view.minPrice));
  if (view.maxPrice < PRICE_MAX) params.set('maxPrice', String(view.maxPrice));
  if (view.sale) params.set('sale', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The API call of a view: minPrice only above 0, maxPrice only below 1000, the sort split on "_". */
export function toApiParams(view: ProductsView): ProductListParams {
  // Safe: every value of productSorts is checked above to be "<ProductSortField>_<SortOrder>".
  const [sortBy, sortOrder] = view.sort ? (view.sort.split('_') as [ProductSortField, SortOrder]) : [undefined, undefined];
  return {
    search: view.search || undefined,
    categoryId: view.category || undefined,
    minPrice: view.minPrice > PRICE_MIN ? String(view.minPrice) : undefined,
    maxPrice: view.maxPrice < PRICE_MAX ? String(view.maxPrice) : undefined,
    isOnSale: view.sale ? 'true' : undefined,
    sortBy,
    sortOrder,
    limit: String(PRODUCTS_PAGE_SIZE),
    offset: String((view.page - 1) * PRODUCTS_PAGE_SIZE),
  };
}

/** True when any filter narrows the results (the chips and Clear All show then). */
export const hasFilters = (view: ProductsView) =>
  Boolean(view.search || view.category || view.sale || view.minPrice > PRICE_MIN || view.maxPrice < PRICE_MAX);
