import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { Providers } from '#web/app/providers.tsx';
import { loadLanguage } from '#web/lib/i18n.tsx';
import { createTestQueryClient } from '#web/test/render.tsx';
import { currentUserQuery, useCurrentUser } from '#web/lib/session.ts';
import { wishlistKeys } from '#web/lib/shop/wishlist-query.ts';
import { WishlistButton } from '#web/lib/shop/wishlist-button.tsx';

// The server renders public pages for a visitor who is not signed in; the app hydrates that markup
// while its cache (restored from the phone) already knows the buyer and her wishlist. React keeps
// the server's attributes when hydrating, so the heart must first render as the server did and
// then as hers (docs/decisions/022).

// Hydration inside act(): React's test environment flag, as Testing Library sets it for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noPersister: Persister = { persistClient: () => undefined, restoreClient: () => undefined, removeClient: () => undefined };
const buyer = { id: 'u1', email: 'buyer@example.com', firstName: 'Yara', lastName: 'B', role: 'buyer' };

const heart = (queryClient: QueryClient) => (
  <Providers queryClient={queryClient} language="en" persister={noPersister}>
    <WishlistButton productId="p1" productName="Olive soap" />
  </Providers>
);

describe('hydrating the server-rendered page with a restored cache', () => {
  it('shows the buyer\'s saved heart after hydration, not the anonymous one the server drew', async () => {
    await loadLanguage('en');
    const container = document.createElement('div');
    container.innerHTML = renderToString(heart(createTestQueryClient()));
    document.body.append(container);
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');

    const restored = createTestQueryClient();
    restored.setQueryData(currentUserQuery.queryKey, buyer as never);
    restored.setQueryData(wishlistKeys.all, [{ id: 'w1', productId: 'p1', createdAt: new Date().toISOString(), product: {} }] as never);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, heart(restored), { onRecoverableError: (error) => errors.push(error) });
    });

    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Remove Olive soap from wishlist');
    expect(errors).toEqual([]);
    // Unmounted here: React work left scheduled would run after the test's window is gone.
    act(() => root!.unmount());
    container.remove();
  });

  it("renders a visitor's view once: nothing renders again right after hydrating", async () => {
    let renders = 0;
    function Probe() {
      renders++;
      return <span>{useCurrentUser().isAuthenticated ? 'buyer' : 'visitor'}</span>;
    }
    // A visitor: the current user is known to be nobody (null), on the server and in the app.
    const visitor = () => {
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      return <QueryClientProvider client={queryClient}><Probe /></QueryClientProvider>;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(visitor());
    document.body.append(container);
    renders = 0;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, visitor());
    });
    // Each render again was a synchronous task per card of a list, right after the page hydrated.
    expect(renders).toBe(1);
    expect(container.textContent).toBe('visitor');
    act(() => root!.unmount());
    container.remove();
  });
});
