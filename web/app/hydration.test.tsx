import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { Providers } from '#web/app/providers.tsx';
import { loadLanguage } from '#web/lib/i18n.tsx';
import { createTestQueryClient } from '#web/test/render.tsx';
import { currentUserQuery } from '#web/lib/session.ts';
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
});
