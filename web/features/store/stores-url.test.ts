import { describe, expect, it } from 'vitest';
import { storesListPath } from './queries.ts';
import { defaultStoreFilters, readStoreFilters, writeStoreFilters } from './stores-url.ts';

describe('stores page URL state', () => {
  it('reads known values and drops unknown ones', () => {
    const filters = readStoreFilters(new URLSearchParams('search=%20salma%20&governorate=irbid&minRating=3&sort=orders_desc&page=2&category=c1'));
    expect(filters).toEqual({ search: 'salma', category: 'c1', governorate: 'irbid', minRating: '3', sort: 'orders_desc', page: 2 });
    expect(readStoreFilters(new URLSearchParams('governorate=paris&minRating=5&sort=price_asc&page=-3'))).toEqual(defaultStoreFilters);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(writeStoreFilters(defaultStoreFilters).toString()).toBe('');
    const filters = { ...defaultStoreFilters, governorate: 'amman', sort: 'name_asc', page: 3 };
    expect(readStoreFilters(writeStoreFilters(filters))).toEqual(filters);
  });

  it('asks the API for 12 a page with the sort split on the underscore', () => {
    const path = storesListPath({ ...defaultStoreFilters, search: ' tatreez ', minRating: '4', sort: 'newest_desc', page: 3 });
    const query = new URLSearchParams(path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ search: 'tatreez', minRating: '4', sortBy: 'newest', sortOrder: 'desc', limit: '12', offset: '24' });
  });
});
