import { describe, expect, it } from 'vitest';
import { isNewProduct, popularProducts } from './landing-logic.ts';

describe('landing page', () => {
  it('shows up to 8 products, the most sold first', () => {
    const products = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, soldCount: i % 4 }));
    const popular = popularProducts(products);
    expect(popular).toHaveLength(8);
    expect(popular.map((p) => p.soldCount)).toEqual([3, 3, 3, 2, 2, 2, 1, 1]);
    expect(popular.slice(0, 3).map((p) => p.id)).toEqual(['p3', 'p7', 'p11']);
  });

  it('calls a product new for 30 days after it is listed', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isNewProduct('2026-11-01T12:00:00Z', now)).toBe(true);
    expect(isNewProduct('2026-10-23T12:00:00Z', now)).toBe(true);
    expect(isNewProduct('2026-10-22T11:00:00Z', now)).toBe(false);
    expect(isNewProduct('not a date', now)).toBe(false);
  });
});
