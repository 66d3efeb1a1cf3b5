import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { UserDto } from '#api/contract/auth.ts';
import type { CartLineDto } from '#api/contract/cart.ts';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { CartPage } from './cart-page.tsx';
import { clampQuantity } from '#web/ui/quantity-stepper.tsx';
import { currentToast } from '#web/ui/toast.tsx';

import type * as Persistence from '#web/lib/offline/query-persister.ts';

// The persisted query cache writes a second late, into the next test's database: keep it out here.
vi.mock('#web/lib/offline/query-persister.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Persistence>()),
  queryPersister: { persistClient: async () => {}, restoreClient: async () => undefined, removeClient: async () => {} },
}));

const user: UserDto = {
  id: 'u1', email: 'rana@example.jo', firstName: 'Rana', lastName: '', role: 'buyer', isActive: true,
  address: null, city: null, governorate: null, phoneNumber: null, profileImageUrl: null, createdAt: '2026-01-01T00:00:00.000Z',
};

const product = (id: string, price: string, stock: number, nameEn: string): ProductDto => ({
  id, storeId: 's1', categoryId: null, nameEn, nameAr: `ع ${nameEn}`, descriptionEn: null, descriptionAr: null, price, originalPrice: null,
  currency: 'JOD', images: [], imageUrl: null, stock, soldCount: 0, rating: 0, totalReviews: 0, status: 'active', attributes: {},
  isOnSale: false, salePercentage: 0, discount: '0.00', createdAt: '', updatedAt: '', store: { id: 's1', slug: 'sitti', nameEn: "Sitti's Kitchen", nameAr: 'مطبخ ستي' },
});

let lines: CartLineDto[] = [];
let puts: { id: string; quantity: number }[] = [];
let cleared = 0;
const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json(user)),
  http.get('/api/wishlist', () => HttpResponse.json([])),
  http.get('/api/cart', () => HttpResponse.json(lines)),
  http.put('/api/cart/:id', async ({ params, request }) => {
    const { quantity } = (await request.json()) as { quantity: number };
    puts.push({ id: String(params.id), quantity });
    lines = lines.map((line) => (line.id === params.id ? { ...line, quantity } : line));
    return HttpResponse.json(lines.find((line) => line.id === params.id));
  }),
  http.delete('/api/cart', () => {
    cleared += 1;
    lines = [];
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  puts = [];
  cleared = 0;
});
afterAll(() => server.close());

const line = (id: string, p: ProductDto, quantity: number): CartLineDto => ({ id, productId: p.id, quantity, available: true, product: p });

describe('clampQuantity', () => {
  it.each([
    ['abc', 5, 1], ['', 5, 1], ['0', 5, 1], ['-4', 5, 1], ['2.7', 5, 2], ['9', 5, 5], ['٣', 5, 3], ['3', 0, 1],
  ])('%s with stock %i → %i', (raw, max, expected) => expect(clampQuantity(raw, max)).toBe(expected));
});

describe('cart page', () => {
  it('bounds the quantity: minus off at 1, plus off at stock, typed quantity up to stock, Only N left under 5', async () => {
    lines = [line('l1', product('p1', '12.50', 3, 'Zaatar'), 1), line('l2', product('p2', '4.00', 40, 'Soap'), 40)];
    await renderPage(<CartPage />, { route: '/cart', language: 'en', feature: 'cart' });
    const zaatar = (await screen.findAllByTestId('cart-line'))[0]!;
    expect(within(zaatar).getByRole('button', { name: 'Decrease quantity of Zaatar' })).toHaveProperty('disabled', true);
    expect(within(zaatar).getByRole('button', { name: 'Increase quantity of Zaatar' })).toHaveProperty('disabled', false);
    // Typed above the stock (in Arabic-Indic digits too), the quantity comes back to the stock.
    const typed = within(zaatar).getByRole('spinbutton', { name: 'Quantity of Zaatar' });
    fireEvent.change(typed, { target: { value: '٩' } });
    fireEvent.blur(typed);
    await waitFor(() => expect(puts.at(-1)).toEqual({ id: 'l1', quantity: 3 }));
    expect(within(zaatar).getByText('Only 3 left')).toBeTruthy();
    const soap = screen.getAllByTestId('cart-line')[1]!;
    expect(within(soap).getByRole('button', { name: 'Increase quantity of Soap' })).toHaveProperty('disabled', true);
    expect(within(soap).queryByText(/left/)).toBeNull();
  });

  it('sends typed quantities clamped, non-numeric as 1, and shows the totals with the free-shipping rule', async () => {
    lines = [line('l1', product('p1', '12.50', 3, 'Zaatar'), 2)];
    await renderPage(<CartPage />, { route: '/cart', language: 'en', feature: 'cart' });
    await waitFor(() => expect(screen.getByTestId('cart-subtotal').textContent).toBe('JOD\u00a025.00'));
    expect(screen.getByTestId('cart-shipping').textContent).toBe('JOD\u00a05.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('JOD\u00a030.00');
    expect(screen.getByText('Add JOD 25.00 more for free shipping')).toBeTruthy();

    const input = screen.getByRole('spinbutton', { name: 'Quantity of Zaatar' });
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    await waitFor(() => expect(puts).toEqual([{ id: 'l1', quantity: 1 }]));
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(puts.at(-1)).toEqual({ id: 'l1', quantity: 3 }));
    // The correction is said, not silent.
    expect(currentToast()).toMatchObject({ title: 'Only 3 available', description: 'The quantity of Zaatar was set to 3.' });
    await waitFor(() => expect(screen.getByTestId('cart-subtotal').textContent).toBe('JOD\u00a037.50'));
  });

  it('ships free from 50 and in Arabic shows Arabic digits and the currency', async () => {
    lines = [line('l1', product('p1', '25.00', 9, 'Thobe'), 2)];
    await renderPage(<CartPage />, { route: '/cart', language: 'ar', feature: 'cart' });
    await waitFor(() => expect(screen.getByTestId('cart-shipping').textContent).toBe('مجاني'));
    expect(screen.getByTestId('cart-total').textContent).toBe('٥٠٫٠٠\u00a0د.أ');
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '٢');
    expect(screen.queryByText(/شحن مجاني/)).toBeNull();
  });

  it('clears the cart after confirmation, then shows the empty state', async () => {
    lines = [line('l1', product('p1', '12.50', 3, 'Zaatar'), 1)];
    await renderPage(<CartPage />, { route: '/cart', language: 'en', feature: 'cart' });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Cart cleared')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(cleared).toBe(1);
  });
});
