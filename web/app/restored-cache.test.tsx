import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { dehydrate } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Providers } from '#web/app/providers.tsx';
import { loadLanguage } from '#web/lib/i18n.tsx';
import { PERSIST_BUSTER } from '#web/lib/offline/query-persister.ts';
import { currentUserQuery } from '#web/lib/session.ts';
import { cartKeys, useCart } from '#web/lib/shop/cart-query.ts';
import { wishlistKeys } from '#web/lib/shop/wishlist-query.ts';
import { createTestQueryClient } from '#web/test/render.tsx';

// The cache is saved at most once a second and as the page is left; a cart change made just before a
// reload can be missing from what was saved, and that copy looked fresh for five minutes.

const buyer = { id: 'u1', email: 'buyer@example.com', firstName: 'Yara', lastName: 'B', role: 'buyer' };
const line = (id: string) => ({ id, productId: `p-${id}`, quantity: 1, available: true, product: { id: `p-${id}`, price: '5.00', stock: 9 } });

const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json(buyer)),
  http.get('/api/cart', () => HttpResponse.json([line('a'), line('b')])),
  http.get('/api/wishlist', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A persister holding the cache as saved a moment before the second line was added. */
function savedBeforeTheLastChange(): Persister {
  const saved = createTestQueryClient();
  saved.setQueryData(currentUserQuery.queryKey, buyer as never);
  saved.setQueryData(cartKeys.all, [line('a')] as never);
  saved.setQueryData(wishlistKeys.all, [{ id: 'w1', productId: 'p-a', createdAt: new Date().toISOString(), product: {} }] as never);
  const clientState = dehydrate(saved);
  return { persistClient: () => undefined, restoreClient: () => ({ timestamp: Date.now(), buster: PERSIST_BUSTER, clientState }), removeClient: () => undefined };
}

function CartCount() {
  const cart = useCart();
  return <p>{cart.data ? `${cart.data.length} lines` : 'loading'}</p>;
}

describe('starting from the cache saved on the phone', () => {
  it("asks the server for the signed-in buyer's cart instead of trusting the saved copy", async () => {
    await loadLanguage('en');
    render(
      <Providers queryClient={createTestQueryClient()} language="en" persister={savedBeforeTheLastChange()}>
        <CartCount />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByText('2 lines')).toBeTruthy());
  });
});

describe('restoring after the first page works', () => {
  it('leaves the saved cache alone until `restoreAfter` settles, then lays it over the page', async () => {
    await loadLanguage('en');
    let restored = 0;
    const saved = savedBeforeTheLastChange();
    const persister: Persister = { ...saved, restoreClient: () => (restored++, saved.restoreClient()) };
    let pageHydrated = () => {};
    const restoreAfter = new Promise<void>((resolve) => (pageHydrated = resolve));
    render(
      <Providers queryClient={createTestQueryClient()} language="en" persister={persister} restoreAfter={restoreAfter}>
        <CartCount />
      </Providers>,
    );
    // While the page hydrates, queries wait for the restoration, which has not started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(restored).toBe(0);
    expect(screen.getByText('loading')).toBeTruthy();
    pageHydrated();
    await waitFor(() => expect(screen.getByText('2 lines')).toBeTruthy());
    expect(restored).toBe(1);
  });
});
