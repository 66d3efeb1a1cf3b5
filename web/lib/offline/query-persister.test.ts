import { describe, expect, it } from 'vitest';
import { shouldPersistQuery } from './query-persister.ts';

const q = (key: unknown[], status: 'success' | 'error' | 'pending' = 'success', data: unknown = status === 'success' ? {} : undefined) =>
  ({ queryKey: key, state: { status, data } }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe('shouldPersistQuery', () => {
  it('keeps the public catalogue and the user\'s cart, wishlist and identity', () => {
    for (const key of [['/api/categories'], ['/api/products', { limit: 20 }], ['/api/products/abc'], ['/api/stores/slug/x'], ['/api/cart'], ['/api/wishlist'], ['/api/auth/user']]) {
      expect(shouldPersistQuery(q(key))).toBe(true);
    }
  });

  it('keeps the seller\'s shop as she last saw it: her stores, products, figures and orders', () => {
    for (const key of [['/api/orders', 'my-orders'], ['/api/orders', 'store', 's1', 'all'], ['/api/orders', 'recent', 5], ['/api/dashboard/stats'], ['/api/stores/my-stores'], ['/api/stores/s1/products'], ['/api/stores/s1', 'manage']]) {
      expect(shouldPersistQuery(q(key))).toBe(true);
    }
  });

  it('never keeps admin lists or unknown paths, nor failed queries without data', () => {
    for (const key of [['/api/admin'], ['/api/admin/users'], ['/api/cartography'], ['/api/ordersx']]) {
      expect(shouldPersistQuery(q(key))).toBe(false);
    }
    expect(shouldPersistQuery(q(['/api/products'], 'error'))).toBe(false);
    expect(shouldPersistQuery(q(['/api/products'], 'pending'))).toBe(false);
  });

  it('keeps data whose refetch failed offline (else the next offline start signs the user out)', () => {
    expect(shouldPersistQuery(q(['/api/auth/user'], 'error', { id: 'u1' }))).toBe(true);
    expect(shouldPersistQuery(q(['/api/cart'], 'error', []))).toBe(true);
  });
});
