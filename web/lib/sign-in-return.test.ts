import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './sign-in-return.ts';

describe('sign-in return', () => {
  it('carries the page and its query to the sign-in page and back', () => {
    const path = signInPath('/products/p1?tab=reviews');
    expect(path).toBe('/auth?next=%2Fproducts%2Fp1%3Ftab%3Dreviews');
    expect(returnPath(path.slice('/auth'.length))).toBe('/products/p1?tab=reviews');
  });

  it('goes home for no page, the sign-in page itself, or a link to another site', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(returnPath('')).toBe('/');
    expect(returnPath('?next=%2Fauth')).toBe('/');
    expect(returnPath('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPath('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnPath('?next=%2F%5Cevil.example')).toBe('/');
  });
});
