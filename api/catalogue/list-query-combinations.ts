import { productSortFields, sortOrders, storeSortFields } from '#api/contract/catalogue.ts';

// Every combination of the public lists' filters and sorts, as the query strings the API takes, at a
// shallow and a deep page. The query-plan test and bench:api's uncached list figures walk the same
// list, so the test checks exactly what the bench times.

export type ListQuery = Record<string, string>;

export type CombinationValues = {
  /** A category id or slug. */
  category: string;
  /** Prices in JOD as typed: a narrow range makes the filter selective. */
  minPrice: string;
  maxPrice: string;
  /** Searches: a whole word, a short prefix, a two-word search. */
  searches: string[];
  city: string;
  governorate: string;
  /** The deep page's offset. */
  deepOffset: number;
};

/** Each subset of the given optional parts, as one merged record per subset. */
function subsets(parts: ListQuery[]): ListQuery[] {
  return parts.reduce<ListQuery[]>((all, part) => all.flatMap((q) => [q, { ...q, ...part }]), [{}]);
}

function withSorts(filters: ListQuery[], fields: readonly string[], deepOffset: number): ListQuery[] {
  const sorts: ListQuery[] = [{}, ...fields.flatMap((sortBy) => sortOrders.map((sortOrder) => ({ sortBy, sortOrder })))];
  return filters.flatMap((f) => sorts.flatMap((s) => [{ ...f, ...s }, { ...f, ...s, offset: String(deepOffset) }]));
}

export function productListCombinations(v: CombinationValues): ListQuery[] {
  const filters = subsets([{ categoryId: v.category }, { minPrice: v.minPrice }, { maxPrice: v.maxPrice }, { isOnSale: 'true' }]);
  const searched = [{}, ...v.searches.map((search) => ({ search }))].flatMap((s) => filters.map((f) => ({ ...f, ...s })));
  return withSorts(searched, productSortFields, v.deepOffset);
}

export function storeListCombinations(v: CombinationValues): ListQuery[] {
  const filters = subsets([{ categoryId: v.category }, { governorate: v.governorate }, { city: v.city }, { minRating: '4' }, { minOrders: '100' }]);
  const searched = [{}, ...v.searches.slice(0, 1).map((search) => ({ search }))].flatMap((s) => filters.map((f) => ({ ...f, ...s })));
  return withSorts(searched, storeSortFields, v.deepOffset);
}

export const toQueryString = (q: ListQuery) => new URLSearchParams(q).toString();
