import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { renderPage } from '#web/test/render.tsx';
import { ProductsPage } from './products-page.tsx';

const product = (i: number) => ({
  id: `p${i}`, storeId: 's1', categoryId: 'c1', nameEn: `Cushion ${i}`, nameAr: `مخدة ${i}`, descriptionEn: null, descriptionAr: null,
  price: '12.50', originalPrice: null, currency: 'JOD', images: [], imageUrl: null, stock: 4, soldCount: 0, rating: 0, totalReviews: 0,
  status: 'active', attributes: {}, isOnSale: false, salePercentage: 0, discount: '0.00', createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
});
const categories = [{ id: 'c1', slug: 'sewing', nameEn: 'Sewing', nameAr: 'خياطة', descriptionEn: null, descriptionAr: null, iconClass: null, sortOrder: 0 }];

let total = 45;
/** Every GET /api/products the page made, as its query parameters. */
let calls: Record<string, string>[] = [];
const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })),
  http.get('/api/categories', () => HttpResponse.json(categories)),
  http.get('/api/products', ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    calls.push(query);
    const offset = Number(query.offset ?? 0);
    const count = Math.max(0, Math.min(20, total - offset));
    return HttpResponse.json({ products: Array.from({ length: count }, (_, i) => product(offset + i)), total });
  }),
);
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(async () => {
  // Let the persisted cache write land in this test's IndexedDB (see web/test/render.tsx).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  server.resetHandlers();
  calls = [];
  total = 45;
});
afterAll(() => server.close());

const lastCall = () => calls.at(-1)!;

describe('products page', () => {
  it('searches from the URL, 20 a page, with numbered pages and Next keeping the URL in step', async () => {
    const page = await renderPage(<ProductsPage />, { route: '/products?search=ثوب', language: 'en', feature: 'catalogue' });
    expect(await screen.findByText('Showing 20 of 45 products')).toBeTruthy();
    expect(lastCall()).toEqual({ search: 'ثوب', limit: '20', offset: '0' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ offset: '20' }));
    expect(page.location().search).toBe('?search=%D8%AB%D9%88%D8%A8&page=2');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 5 of 45 products')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('shows at most 5 page buttons around the current page', async () => {
    total = 500;
    await renderPage(<ProductsPage />, { route: '/products?page=10', language: 'en', feature: 'catalogue' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(within(pager).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['8', '9', '10', '11', '12']));
    expect(within(pager).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends the sort split on the underscore, the sale filter, and minPrice only above 0', async () => {
    const page = await renderPage(<ProductsPage />, { route: '/products?sort=price_asc&category=c1', language: 'en', feature: 'catalogue' });
    await waitFor(() => expect(lastCall()).toEqual({ categoryId: 'c1', sortBy: 'price', sortOrder: 'asc', limit: '20', offset: '0' }));
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'On sale' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ isOnSale: 'true' }));
    fireEvent.change(within(panel).getByLabelText('Minimum price'), { target: { value: '20' } });
    await waitFor(() => expect(lastCall()).toMatchObject({ minPrice: '20' }));
    expect(lastCall()).not.toHaveProperty('maxPrice');
    expect(new URLSearchParams(page.location().search).get('minPrice')).toBe('20');
    fireEvent.change(within(panel).getByLabelText('Maximum price'), { target: { value: '990' } });
    await waitFor(() => expect(lastCall()).toMatchObject({ minPrice: '20', maxPrice: '990' }));
  });

  it('shows the applied filters as chips; Clear All goes back to every product', async () => {
    const page = await renderPage(<ProductsPage />, { route: '/products?search=cushion&sale=1', language: 'en', feature: 'catalogue' });
    const chips = await screen.findByRole('group', { name: 'Applied filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Search: cushion' })).toBeTruthy();
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter On sale' }));
    await waitFor(() => expect(page.location().search).toBe('?search=cushion'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Applied filters' })).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(page.location().search).toBe(''));
    await waitFor(() => expect(lastCall()).toEqual({ limit: '20', offset: '0' }));
  });

  it('says when nothing matches, in Arabic', async () => {
    total = 0;
    await renderPage(<ProductsPage />, { route: '/products?search=zzz', language: 'ar', feature: 'catalogue' });
    expect(await screen.findByRole('heading', { name: 'لم يتم العثور على منتجات' })).toBeTruthy();
  });
});
