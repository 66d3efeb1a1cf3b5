import type { ProductDto } from '#api/contract/catalogue.ts';

// The home page's Trending Now grid filters and sorts the latest 100 products on the device
// (docs/product.md): category, price band, and four sorts; 20 at first, 20 more per View More.

export const TRENDING_STEP = 20;

export const priceBands = ['all', 'under10', '10to50', 'over50'] as const;
export type PriceBand = (typeof priceBands)[number];

export const trendingSorts = ['newest', 'priceAsc', 'rating', 'name'] as const;
export type TrendingSort = (typeof trendingSorts)[number];

export type TrendingFilters = { category: string; band: PriceBand; sort: TrendingSort };
export const defaultTrendingFilters: TrendingFilters = { category: '', band: 'all', sort: 'newest' };

/** Bands in JOD: under 10, 10 to 50 (both ends included), over 50. */
export function inBand(price: number, band: PriceBand): boolean {
  if (band === 'under10') return price < 10;
  if (band === '10to50') return price >= 10 && price <= 50;
  if (band === 'over50') return price > 50;
  return true;
}

/** The products to show, in order; `nameOf` gives the name in the current language (for A-Z). */
export function trendingProducts(products: ProductDto[], filters: TrendingFilters, nameOf: (p: ProductDto) => string, locale: string): ProductDto[] {
  const kept = products.filter((p) => (!filters.category || p.categoryId === filters.category) && inBand(Number(p.price), filters.band));
  const byNewest = (a: ProductDto, b: ProductDto) => b.createdAt.localeCompare(a.createdAt);
  const compare: Record<TrendingSort, (a: ProductDto, b: ProductDto) => number> = {
    newest: byNewest,
    priceAsc: (a, b) => Number(a.price) - Number(b.price) || byNewest(a, b),
    rating: (a, b) => b.rating - a.rating || b.totalReviews - a.totalReviews,
    name: (a, b) => nameOf(a).localeCompare(nameOf(b), locale),
  };
  return [...kept].sort(compare[filters.sort]);
}
