import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { renderPage } from '#web/test/render.tsx';
import { LandingPage } from './landing-page.tsx';

const product = (i: number) => ({
  id: `p${i}`, storeId: 's1', categoryId: null, nameEn: `Cushion ${i}`, nameAr: `مخدة ${i}`, descriptionEn: null, descriptionAr: null,
  price: '12.50', originalPrice: null, currency: 'JOD', images: [], imageUrl: null, stock: i === 9 ? 0 : 4, soldCount: i, rating: 0, totalReviews: 0,
  status: 'active', attributes: {}, isOnSale: false, salePercentage: 0, discount: '0.00', createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
});
let products = Array.from({ length: 10 }, (_, i) => product(i));
const salma = { id: 's1', slug: 'salma-embroidery', nameEn: 'Salma Embroidery', nameAr: 'تطريز سلمى', descriptionEn: 'Tatreez', descriptionAr: 'تطريز', logoUrl: null, bannerUrl: null };
let stores = [salma];
const categories = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, slug: `c${i}`, nameEn: `Category ${i}`, nameAr: `فئة ${i}`, descriptionEn: null, descriptionAr: null, iconClass: null, sortOrder: i }));

const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })),
  http.get('/api/products', () => HttpResponse.json({ products, total: products.length })),
  http.get('/api/stores', () => HttpResponse.json({ stores, total: stores.length })),
  http.get('/api/categories', () => HttpResponse.json(categories)),
);
// The first render of a file loads every catalog; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// The persisted query cache writes a second after each change; let that land in this test's
// IndexedDB so it cannot refill the next test's fresh one with this test's data.
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  server.resetHandlers();
  products = Array.from({ length: 10 }, (_, i) => product(i));
  stores = [salma];
});
afterAll(() => server.close());

describe('landing page', () => {
  it('hides Browse products without products and says when there are no stores, in Arabic', async () => {
    products = [];
    stores = [];
    await renderPage(<LandingPage />, { route: '/mainpage1', language: 'ar', feature: 'landing' });
    expect(await screen.findByText('لا توجد متاجر متاحة')).toBeTruthy();
    expect(await screen.findByText('لا توجد منتجات بعد.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'تصفح المنتجات' })).toBeNull();
  });

  it('shows 8 popular products with New, From price and Buy, and 8 category tiles', async () => {
    await renderPage(<LandingPage />, { route: '/mainpage1', language: 'en', feature: 'landing' });
    const section = (await screen.findByRole('heading', { name: 'Popular products' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(8));
    expect(within(section).getAllByText('New')).toHaveLength(8);
    expect(within(section).getAllByText('From JOD 12.50')).toHaveLength(8);
    expect(within(section).getByRole('button', { name: 'Sold out: Cushion 9' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    const tiles = (await screen.findByRole('link', { name: /Category 0/ })).closest('ul')!;
    expect(within(tiles).getAllByRole('link')).toHaveLength(8);
    expect(within(tiles).getAllByRole('link')[3].getAttribute('href')).toBe('/category/c3');
    expect((await screen.findByRole('link', { name: 'Learn more: Salma Embroidery' })).getAttribute('href')).toBe('/stores/salma-embroidery');
  });

  it('asks a visitor to log in when Buy is pressed', async () => {
    await renderPage(<LandingPage />, { route: '/mainpage1', language: 'en', feature: 'landing' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy: Cushion 8' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Buy: Cushion 8' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Login Required');
  });

  it('thanks for signing up without sending anything', async () => {
    await renderPage(<LandingPage />, { route: '/mainpage1', language: 'en', feature: 'landing' });
    const box = screen.getByRole('heading', { name: 'New makers and products, in your inbox' }).closest('section')!;
    fireEvent.change(within(box).getByLabelText('Your e-mail'), { target: { value: 'salma@example.jo' } });
    fireEvent.submit(within(box).getByRole('button', { name: 'Sign up' }).closest('form')!);
    expect(within(box).getByRole('status').textContent).toBe("Thank you! We'll keep you posted.");
    expect(within(box).getByLabelText('Your e-mail')).toHaveProperty('value', '');
  });
});
