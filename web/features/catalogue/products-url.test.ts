import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProductListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { defaultView, productSorts, readView, toApiParams, writeView } from './products-url.ts';

describe('products page URL state', () => {
  it('reads the header links (search, category) and defaults the rest', () => {
    expect(readView(new URLSearchParams('search=%20ثوب%20&category=abc'))).toEqual({ ...defaultView, search: 'ثوب', category: 'abc' });
  });

  it('round-trips a full view and leaves defaults out of the URL', () => {
    const view = { search: 'cushion', category: 'crafts', sort: 'price_asc' as const, minPrice: 20, maxPrice: 500, sale: true, page: 3 };
    expect(readView(writeView(view))).toEqual(view);
    expect(writeView(defaultView).toString()).toBe('');
  });

  it('ignores unknown sorts and bad pages, clamps and orders prices to the slider', () => {
    expect(readView(new URLSearchParams('sort=popular&page=-2&minPrice=5000&maxPrice=-3'))).toEqual({ ...defaultView, minPrice: 0, maxPrice: 1000 });
    expect(readView(new URLSearchParams('minPrice=300&maxPrice=100'))).toMatchObject({ minPrice: 100, maxPrice: 300 });
  });

  it('sends minPrice only above 0, maxPrice only below 1000, and the sort split on the underscore', () => {
    expect(toApiParams(defaultView)).toEqual({ limit: '20', offset: '0' });
    expect(toApiParams({ ...defaultView, minPrice: 10, maxPrice: 1000, sort: 'price_desc', page: 2, sale: true })).toEqual({
      minPrice: '10', isOnSale: 'true', sortBy: 'price', sortOrder: 'desc', limit: '20', offset: '20',
    });
    expect(toApiParams({ ...defaultView, maxPrice: 990 })).toMatchObject({ maxPrice: '990' });
  });

  it('sends what the server schema accepts, for every sort', () => {
    for (const sort of productSorts) {
      const params = toApiParams({ ...defaultView, sort, minPrice: 10, maxPrice: 990, sale: true, page: 2 });
      expect(v.safeParse(ProductListQuerySchema, params).success).toBe(true);
    }
  });
});
