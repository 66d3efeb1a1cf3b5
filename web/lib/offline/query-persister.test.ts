import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './query-persister.ts';

const q = (key: unknown[], status: 'success' | 'error' | 'pending' = 'success') => ({ queryKey: key, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe('shouldPersistQuery', () => {
  it('keeps the public catalogue and the user\'s cart, wishlist and identity', () => {
    for (const key of [['/api/categories'], ['/api/products', { limit: 20 }], ['/api/products/abc'], ['/api/stores/slug/x'], ['/api/cart'], ['/api/wishlist'], ['/api/auth/user']]) {
      expect(shouldPersistQuery(q(key))).toBe(true);
    }
  });

  it('never keeps orders, seller, admin or dashboard data, nor failed queries', () => {
    for (const key of [['/api/orders/my-orders'], ['/api/admin/users'], ['/api/dashboard/stats'], ['/api/stores/my-stores'], ['/api/stores/s1/orders'], ['/api/stores/s1/products'], ['/api/cartography']]) {
      expect(shouldPersistQuery(q(key))).toBe(false);
    }
    expect(shouldPersistQuery(q(['/api/products'], 'error'))).toBe(false);
  });
});
