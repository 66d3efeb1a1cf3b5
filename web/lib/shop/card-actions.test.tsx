import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { LanguageProvider, loadLanguage } from '#web/lib/i18n.tsx';
import { createTestQueryClient } from '#web/test/render.tsx';
import { currentUserQuery } from '#web/lib/session.ts';
import { wishlistKeys } from './wishlist-query.ts';
import { ProductCard } from './product-card.tsx';
import { ProductCardActions } from './card-actions.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const buyer = { id: 'u1', email: 'buyer@example.com', firstName: 'Yara', lastName: 'B', role: 'buyer' };
const product = (id: string): ProductDto => ({
  id, storeId: 's1', categoryId: 'c1', nameEn: `Soap ${id}`, nameAr: `صابون ${id}`, descriptionEn: null, descriptionAr: null, price: '2.50', originalPrice: null,
  currency: 'JOD', images: [], imageUrl: null, stock: 3, soldCount: 0, rating: 0, totalReviews: 0, status: 'active', attributes: {}, isOnSale: false, salePercentage: 0,
  discount: '0.00', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});
const products = ['p1', 'p2', 'p3'].map(product);

const list = (queryClient: QueryClient, shared: boolean) => {
  const cards = <ul>{products.map((p) => <li key={p.id}><ProductCard product={p} /></li>)}</ul>;
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial="en">
        <MemoryRouter>{shared ? <ProductCardActions>{cards}</ProductCardActions> : cards}</MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>
  );
};

const observers = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true })?.getObserversCount() ?? 0;

/** Hydrates the server's (visitor's) rendering of the list with a cache that knows the buyer and her wishlist. */
async function hydrateForBuyer(shared: boolean) {
  await loadLanguage('en');
  const container = document.createElement('div');
  container.innerHTML = renderToString(list(createTestQueryClient(), shared));
  document.body.append(container);
  const restored = createTestQueryClient();
  restored.setQueryData(currentUserQuery.queryKey, buyer as never);
  restored.setQueryData(wishlistKeys.all, [{ id: 'w1', productId: 'p2', createdAt: new Date().toISOString(), product: products[1] }] as never);
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, list(restored, shared), { onRecoverableError: (error) => errors.push(error) });
  });
  const hearts = [...container.querySelectorAll('button[aria-pressed]')].map((b) => b.getAttribute('aria-pressed'));
  const counts = { user: observers(restored, currentUserQuery.queryKey), wishlist: observers(restored, wishlistKeys.all) };
  act(() => root!.unmount());
  container.remove();
  return { hearts, counts, errors };
}

describe('a list of product cards', () => {
  it('subscribes to the current user and the wishlist once for the whole list, not once per card', async () => {
    const alone = await hydrateForBuyer(false);
    const shared = await hydrateForBuyer(true);
    // Each card alone: its add-to-cart and its heart each ask for the current user, the heart for the wishlist.
    expect(alone.counts).toEqual({ user: 2 * products.length, wishlist: products.length });
    expect(shared.counts).toEqual({ user: 2, wishlist: 1 });
  });

  it("hydrates the server's visitor view, then shows the buyer's saved heart, without a hydration error", async () => {
    const { hearts, errors } = await hydrateForBuyer(true);
    expect(hearts).toEqual(['false', 'true', 'false']);
    // (the server's copy drew every heart empty: checked in web/app/hydration.test.tsx)
    expect(errors).toEqual([]);
  });
});
