import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { embroidery, recordedApi } from '#web/test/recorded-api.ts';
import { HomeTrending } from './home-trending.tsx';

const dress: ProductDto = {
  id: 'p1', storeId: 's1', categoryId: 'c1', nameEn: 'Embroidered dress', nameAr: 'ثوب مطرز', descriptionEn: null, descriptionAr: null, price: '45.00', originalPrice: null,
  currency: 'JOD', images: [], imageUrl: null, stock: 3, soldCount: 0, rating: 0, totalReviews: 0, status: 'active', attributes: {},
  isOnSale: false, salePercentage: 0, discount: '0.00', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
  store: { id: 's1', slug: 'sitti', nameEn: "Sitti's Kitchen", nameAr: 'مطبخ ستي' },
};

const api = recordedApi({ '/api/categories': () => [embroidery], '/api/products': () => ({ products: [dress], total: 1 }) });
afterEach(() => vi.unstubAllGlobals());

/** A browser's IntersectionObserver, reduced to what the test needs: the section coming into range. */
const observers = new Set<IntersectionObserverCallback>();
class RangeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() { observers.add(this.callback); }
  disconnect() { observers.delete(this.callback); }
}
function scrollNear() {
  for (const callback of [...observers]) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

describe('home’s Trending Now', () => {
  it('shows its heading only, asks for nothing and builds no controls until the reader scrolls near it', async () => {
    vi.stubGlobal('IntersectionObserver', RangeObserver);
    await renderPage(<HomeTrending />, { language: 'en', feature: 'catalogue' });
    expect(screen.getByRole('heading', { name: 'Trending Now' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(api.asked()).toEqual([]);

    act(scrollNear);
    // The three selects (category, price, sort), the categories they list and the latest products.
    await waitFor(() => expect(screen.getAllByRole('combobox')).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Embroidered dress' })).toBeTruthy());
    expect(api.asked().sort()).toEqual(['/api/categories', '/api/products']);
    expect(screen.getAllByRole('heading', { name: 'Trending Now' })).toHaveLength(1);
  });
});
