import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { UserDto } from '#api/contract/auth.ts';
import type { CartLineDto } from '#api/contract/cart.ts';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { currentToast } from '#web/ui/toast.tsx';
import { CheckoutPage } from './checkout-page.tsx';

import type * as Persistence from '#web/lib/offline/query-persister.ts';

// The persisted query cache writes a second late, into the next test's database: keep it out here.
vi.mock('#web/lib/offline/query-persister.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Persistence>()),
  queryPersister: { persistClient: async () => {}, restoreClient: async () => undefined, removeClient: async () => {} },
}));

const user: UserDto = {
  id: 'u1', email: 'rana@example.jo', firstName: 'Rana', lastName: '', role: 'buyer', isActive: true,
  address: 'Rainbow St 12', city: 'Amman', governorate: 'amman', phoneNumber: null, profileImageUrl: null, createdAt: '2026-01-01T00:00:00.000Z',
};
const product: ProductDto = {
  id: 'p1', storeId: 's1', categoryId: null, nameEn: 'Zaatar', nameAr: 'زعتر', descriptionEn: null, descriptionAr: null, price: '12.50', originalPrice: null,
  currency: 'JOD', images: [], imageUrl: null, stock: 3, soldCount: 0, rating: 0, totalReviews: 0, status: 'active', attributes: {},
  isOnSale: false, salePercentage: 0, discount: '0.00', createdAt: '', updatedAt: '',
  store: { id: 's1', slug: 'sitti', nameEn: "Sitti's Kitchen", nameAr: 'مطبخ ستي' },
  seller: { instagramUrl: null, facebookUrl: null, otherPagesUrl: null, whatsappNumber: null, phoneNumber: null, cliqNumber: 'SITTI' },
};
const lines: CartLineDto[] = [{ id: 'l1', productId: 'p1', quantity: 2, available: true, product }];

let posts: { body: unknown; key: string | null }[] = [];
let answer: () => Response = () => HttpResponse.json({}, { status: 500 });
const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json(user)),
  http.get('/api/cart', () => HttpResponse.json(lines)),
  http.post('/api/orders', async ({ request }) => {
    posts.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts = [];
});
afterAll(() => server.close());

const phone = () => screen.getByLabelText(/Mobile number/);

describe('checkout page', () => {
  it('writes the profile\'s city in the page\'s language', async () => {
    await renderPage(<CheckoutPage />, { route: '/checkout', language: 'ar', feature: 'checkout' });
    expect(await screen.findByLabelText(/المدينة|City/)).toHaveProperty('value', 'عمّان');
  });

  it('starts from the profile address, checks the phone like the server and sends nothing until valid', async () => {
    await renderPage(<CheckoutPage />, { route: '/checkout', language: 'en', feature: 'checkout' });
    expect(await screen.findByLabelText(/City or area/)).toHaveProperty('value', 'Amman');
    expect(screen.getByTestId('cart-total').textContent).toBe('JOD\u00a030.00');
    fireEvent.change(phone(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a Jordanian phone number')).toBeTruthy();
    // A phone user is taken to the field, and told which one it is.
    await waitFor(() => expect(document.activeElement).toBe(phone()));
    expect(currentToast()).toMatchObject({ title: 'Please check the highlighted fields', description: 'Mobile number' });
    expect(posts).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /CliQ transfer/ }));
    expect(screen.getByText('SITTI')).toBeTruthy();
    fireEvent.change(phone(), { target: { value: '079 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This field is required')).toBeTruthy(); // the CliQ reference
    expect(posts).toHaveLength(0);
  });

  it('asks a cart from two stores for one CliQ reference per store and sends them by store', async () => {
    const noor: ProductDto = { ...product, id: 'p2', storeId: 's2', store: { id: 's2', slug: 'noor', nameEn: 'Noor', nameAr: 'نور' }, seller: { ...product.seller!, cliqNumber: 'NOOR7' } };
    server.use(http.get('/api/cart', () => HttpResponse.json([...lines, { id: 'l2', productId: 'p2', quantity: 1, available: true, product: noor }])));
    await renderPage(<CheckoutPage />, { route: '/checkout', language: 'en', feature: 'checkout' });
    await screen.findByLabelText(/City or area/);
    fireEvent.change(phone(), { target: { value: '0791234567' } });
    fireEvent.click(screen.getByRole('radio', { name: /CliQ transfer/ }));
    expect(screen.queryByLabelText(/^Transfer reference\s*\*?$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Transfer reference for Sitti's Kitchen"), { target: { value: 'REF١٢' } });
    fireEvent.change(screen.getByLabelText('Transfer reference for Noor'), { target: { value: 'N-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({ paymentMethod: 'cliq', cliqReferences: { s1: 'REF١٢', s2: 'N-9' } });
    expect((posts[0]!.body as { cliqReference?: string }).cliqReference).toBeUndefined();
  });

  it('shows the lines that ran out on a 409 and keeps every typed value; a new attempt gets a new key', async () => {
    answer = () => HttpResponse.json(
      { message: 'Not enough stock', code: 'outOfStock', lines: [{ cartItemId: 'l1', productId: 'p1', nameEn: 'Zaatar', nameAr: 'زعتر', requested: 2, available: 1 }] },
      { status: 409 },
    );
    await renderPage(<CheckoutPage />, { route: '/checkout', language: 'en', feature: 'checkout' });
    await screen.findByLabelText(/City or area/);
    fireEvent.change(phone(), { target: { value: '0791234567' } });
    fireEvent.change(screen.getByLabelText(/Details for the courier/), { target: { value: 'Second floor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('stock-problem')).toBeTruthy();
    expect(screen.getByText('Zaatar: you asked for 2, only 1 left')).toBeTruthy();
    expect(phone()).toHaveProperty('value', '0791234567');
    expect(screen.getByLabelText(/Details for the courier/)).toHaveProperty('value', 'Second floor');
    expect(posts[0]!.body).toEqual({
      address: { governorate: 'amman', city: 'Amman', street: 'Rainbow St 12', details: 'Second floor', phone: '0791234567' },
      paymentMethod: 'cod',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0]!.key).toMatch(/^[\w-]{8,}$/);
    expect(posts[1]!.key).not.toBe(posts[0]!.key);
  });

  it('goes to the confirmation page when the orders are placed', async () => {
    answer = () => HttpResponse.json({ checkoutId: 'c-42', orders: [], paymentMethod: 'cod', subtotalAmount: '25.00', shippingAmount: '5.00', totalAmount: '30.00', createdAt: '' }, { status: 201 });
    const page = await renderPage(<CheckoutPage />, { route: '/checkout', language: 'ar', feature: 'checkout' });
    await screen.findByLabelText(/المدينة أو المنطقة/);
    fireEvent.change(screen.getByLabelText(/رقم الهاتف المحمول/), { target: { value: '٠٧٩١٢٣٤٥٦٧' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(page.location().pathname).toBe('/checkout/confirmation/c-42'));
  });
});
