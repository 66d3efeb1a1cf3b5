import { beforeEach, describe, expect, it } from 'vitest';
import { hasPendingAction, PENDING_ACTION_TTL_MS, rememberAction, takeAction } from './pending-action.ts';

beforeEach(() => sessionStorage.clear());

describe('the action a visitor asked for before signing in', () => {
  it('is taken once, by its own kind', () => {
    rememberAction({ kind: 'cart', productId: 'p1', quantity: 3 });
    expect(takeAction('wishlist')).toBeNull();
    expect(takeAction('cart')).toEqual({ kind: 'cart', productId: 'p1', quantity: 3 });
    expect(takeAction('cart')).toBeNull();
  });

  it('stays for the page it belongs to', () => {
    rememberAction({ kind: 'review', productId: 'p2', rating: 4, comment: 'جميل' });
    expect(takeAction('review', (a) => a.productId === 'p9')).toBeNull();
    expect(takeAction('review', (a) => a.productId === 'p2')).toMatchObject({ comment: 'جميل' });
  });

  it('is dropped when she signs in much later, and the latest tap wins', () => {
    rememberAction({ kind: 'wishlist', productId: 'old' }, 0);
    expect(takeAction('wishlist', undefined, PENDING_ACTION_TTL_MS + 1)).toBeNull();
    rememberAction({ kind: 'wishlist', productId: 'a' });
    rememberAction({ kind: 'cart', productId: 'b', quantity: 1 });
    expect(takeAction('wishlist')).toBeNull();
    expect(takeAction('cart')).toMatchObject({ productId: 'b' });
  });

  it('ignores what is not its own in storage', () => {
    sessionStorage.setItem('souq-bayti:pending-action', '{not json');
    expect(takeAction('cart')).toBeNull();
    expect(hasPendingAction(['cart', 'wishlist'])).toBe(false);
  });

  it('can be looked for without being taken (the layout loads the replaying code only then)', () => {
    expect(hasPendingAction(['cart', 'wishlist'])).toBe(false);
    rememberAction({ kind: 'review', productId: 'p3', rating: 5, comment: '' });
    expect(hasPendingAction(['cart', 'wishlist'])).toBe(false);
    rememberAction({ kind: 'wishlist', productId: 'p4' });
    expect(hasPendingAction(['cart', 'wishlist'])).toBe(true);
    expect(hasPendingAction(['cart', 'wishlist'])).toBe(true);
    expect(takeAction('wishlist')).toMatchObject({ productId: 'p4' });
    expect(hasPendingAction(['cart', 'wishlist'])).toBe(false);
  });
});
