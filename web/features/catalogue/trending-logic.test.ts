import { describe, expect, it } from 'vitest';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { inBand, trendingProducts } from './trending-logic.ts';

const product = (id: string, price: string, extra: Partial<ProductDto> = {}) =>
  ({ id, price, nameEn: id, nameAr: id, categoryId: 'c1', rating: 0, totalReviews: 0, createdAt: '2026-01-01T00:00:00Z', ...extra }) as ProductDto;

describe('trending grid', () => {
  it('puts prices in the spec bands: under 10, 10 to 50, over 50', () => {
    expect([9.99, 10, 50, 50.01].map((p) => inBand(p, 'under10'))).toEqual([true, false, false, false]);
    expect([9.99, 10, 50, 50.01].map((p) => inBand(p, '10to50'))).toEqual([false, true, true, false]);
    expect([9.99, 10, 50, 50.01].map((p) => inBand(p, 'over50'))).toEqual([false, false, false, true]);
  });

  it('filters by category and band, then sorts', () => {
    const list = [
      product('b', '30', { rating: 4, createdAt: '2026-01-03T00:00:00Z' }),
      product('a', '12', { rating: 5, createdAt: '2026-01-02T00:00:00Z' }),
      product('c', '5', { rating: 3, createdAt: '2026-01-04T00:00:00Z' }),
      product('d', '20', { categoryId: 'c2', createdAt: '2026-01-05T00:00:00Z' }),
    ];
    const name = (p: ProductDto) => p.nameEn;
    const ids = (sort: 'newest' | 'priceAsc' | 'rating' | 'name', band: 'all' | '10to50' = 'all', category = 'c1') =>
      trendingProducts(list, { category, band, sort }, name, 'en').map((p) => p.id);
    expect(ids('newest')).toEqual(['c', 'b', 'a']);
    expect(ids('priceAsc')).toEqual(['c', 'a', 'b']);
    expect(ids('rating')).toEqual(['a', 'b', 'c']);
    expect(ids('name')).toEqual(['a', 'b', 'c']);
    expect(ids('newest', '10to50')).toEqual(['b', 'a']);
    expect(ids('newest', 'all', '')).toEqual(['d', 'c', 'b', 'a']);
  });
});
