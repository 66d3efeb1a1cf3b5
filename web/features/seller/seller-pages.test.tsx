import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import type { UserDto } from '#api/contract/auth.ts';
import type { ProductDto, StoreDto } from '#api/contract/catalogue.ts';
import { createTestQueryClient, renderPage } from '#web/test/render.tsx';
import { currentUserQuery } from '#web/lib/session.ts';
import { SellerDashboardPage } from './dashboard-page.tsx';
import { StoreCreatePage } from './store-create-page.tsx';
import { StoreProductsPage } from './store-products-page.tsx';

const user = (role: UserDto['role']): UserDto => ({
  id: 'u1', email: 'huda@example.jo', firstName: 'Huda', lastName: 'Nasser', role, isActive: true,
  address: null, city: null, governorate: null, phoneNumber: null, profileImageUrl: null, createdAt: '2026-01-01T00:00:00.000Z',
});

const store = { id: 's1', slug: 'huda-stitches', sellerId: 'u1', nameEn: 'Huda Stitches', nameAr: 'غرز هدى', descriptionEn: 'Tatreez', descriptionAr: 'تطريز', rating: 4.25, totalOrders: 7, isActive: true, isOpen: true, isSuspended: false, logoUrl: null, productCount: 2 } as StoreDto;
const product = (id: string, status: 'active' | 'draft'): ProductDto => ({
  id, storeId: 's1', categoryId: 'c1', nameEn: `Cushion ${id}`, nameAr: `وسادة ${id}`, descriptionEn: null, descriptionAr: null, price: '12.50', originalPrice: null,
  currency: 'JOD', images: [], imageUrl: null, stock: 3, soldCount: 0, rating: 0, totalReviews: 0, status, attributes: {}, isOnSale: false, salePercentage: 0,
  discount: '0.00', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});

let me: UserDto | null = user('seller');
const server = setupServer(
  http.get('/api/auth/user', () => (me ? HttpResponse.json(me) : HttpResponse.json({ message: 'Please log in to continue', code: 'notAuthenticated' }, { status: 401 }))),
  http.get('/api/categories', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  me = user('seller');
});
afterAll(() => server.close());

// The toast is app-wide: wait for the expected words rather than reading whatever shows first.
const expectToast = (text: string) => waitFor(async () => expect((await screen.findByTestId('toast')).textContent).toContain(text));

describe('seller dashboard', () => {
  it('tells a buyer "Unauthorized" and sends her to /auth after 500 ms', async () => {
    me = user('buyer');
    const page = await renderPage(<SellerDashboardPage />, { route: '/seller/dashboard', language: 'en' });
    await expectToast('You need to be a seller to access this page');
    await waitFor(() => expect(page.location().pathname).toBe('/auth'));
  });

  it('shows a seller who signed up a moment ago her dashboard while her saved cache still says signed out', async () => {
    // The page was opened before the saved cache caught up with her sign-up: it restores a visitor, and the
    // server's answer comes after the 500 ms an unauthorised visitor is given.
    const restored = createTestQueryClient();
    restored.setQueryData(currentUserQuery.queryKey, null);
    server.use(
      http.get('/api/auth/user', async () => { await delay(800); return HttpResponse.json(user('seller')); }),
      http.get('/api/stores/my-stores', () => HttpResponse.json([])),
    );
    const page = await renderPage(<SellerDashboardPage />, { route: '/seller/dashboard', language: 'en', queryClient: restored });
    expect(await screen.findByRole('heading', { name: 'No stores yet' }, { timeout: 3000 })).toBeTruthy();
    expect(page.location().pathname).toBe('/seller/dashboard');
    expect(screen.queryByText('You need to be a seller to access this page')).toBeNull();
  });

  it('turns a restored visitor away once the server could not be asked, instead of loading for ever', async () => {
    // Patchy data: the phone says it is online, but the question fails. The saved answer then stands.
    const restored = createTestQueryClient();
    restored.setQueryData(currentUserQuery.queryKey, null);
    server.use(http.get('/api/auth/user', () => HttpResponse.error()));
    const page = await renderPage(<SellerDashboardPage />, { route: '/seller/dashboard', language: 'en', queryClient: restored });
    await expectToast('You need to be a seller to access this page');
    await waitFor(() => expect(page.location().pathname).toBe('/auth'));
  });

  it('shows the empty state without asking for stats', async () => {
    let statsAsked = false;
    server.use(
      http.get('/api/stores/my-stores', () => HttpResponse.json([])),
      http.get('/api/dashboard/stats', () => { statsAsked = true; return HttpResponse.json({}); }),
    );
    await renderPage(<SellerDashboardPage />, { route: '/seller', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لا توجد متاجر بعد' })).toBeTruthy();
    expect(statsAsked).toBe(false);
  });

  it('lists each store with every action, the totals and the 5 recent orders', async () => {
    const orders = Array.from({ length: 6 }, (_, i) => ({ id: `abcdef12-000${i}`, reference: `SB-${4820 + i}`, status: i === 0 ? 'cancelled' : 'pending', totalAmount: '18.00', createdAt: '2026-11-20T10:00:00.000Z' }));
    server.use(
      http.get('/api/stores/my-stores', () => HttpResponse.json([store])),
      http.get('/api/dashboard/stats', () => HttpResponse.json({ role: 'seller', totalProducts: 12, totalOrders: 7 })),
      http.get('/api/orders/recent', () => HttpResponse.json(orders)),
    );
    await renderPage(<SellerDashboardPage />, { route: '/seller', language: 'en' });
    const row = (await screen.findByRole('heading', { name: 'Huda Stitches' })).closest('li')!;
    const actions = within(row).getByRole('navigation');
    expect(within(actions).getByRole('link', { name: 'Edit Store' }).getAttribute('href')).toBe('/seller/store/s1/edit');
    const preview = within(actions).getByRole('link', { name: /Preview Store/ });
    expect(preview.getAttribute('href')).toBe('/huda-stitches');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(within(actions).getByRole('link', { name: /Manage Orders/ }).getAttribute('href')).toBe('/seller/store/s1/orders');
    expect(within(actions).getByRole('link', { name: 'Add New Product' }).getAttribute('href')).toBe('/seller/store/s1/products/create');
    expect(within(actions).getByRole('link', { name: 'View Products' }).getAttribute('href')).toBe('/seller/store/s1/products');
    expect(within(actions).getByRole('link', { name: 'Bulk Add Products' }).getAttribute('href')).toBe('/seller/store/s1/products/mass-create');
    expect(within(row).getByText('Rating: 4.3')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Total Products/ })).getAttribute('href')).toBe('/seller/store/s1/products');
    await screen.findByText('12');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6); // header + 5
    expect(within(table).getAllByText(/^#SB-482[0-4]$/)).toHaveLength(5);
  });
});

describe('store create form', () => {
  it('shows the schema’s field errors in Arabic and sends nothing', async () => {
    let posted = false;
    server.use(http.post('/api/stores', () => { posted = true; return HttpResponse.json({}, { status: 201 }); }));
    await renderPage(<StoreCreatePage />, { route: '/seller/store/create', language: 'ar' });
    const form = await screen.findByRole('form', { name: 'إنشاء متجر' });
    fireEvent.change(within(form).getByLabelText(/اسم المتجر \(بالإنجليزية\)/), { target: { value: 'H' } });
    fireEvent.change(within(form).getByLabelText(/^رقم الهاتف/), { target: { value: '123' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('يجب أن يتكون الاسم الإنجليزي من حرفين على الأقل')).toBeTruthy();
    expect(within(form).getByText('يجب أن يتكون الاسم العربي من حرفين على الأقل')).toBeTruthy();
    expect(posted).toBe(false);
  });

  it('shows the server’s field errors and its reason when the store is refused', async () => {
    server.use(http.post('/api/stores', () => HttpResponse.json(
      { message: 'Invalid input', code: 'invalidInput', issues: [{ path: 'deliveryAreas.0', code: 'invalidChoice', message: 'Please choose one of the offered options' }] },
      { status: 400 },
    )));
    await renderPage(<StoreCreatePage />, { route: '/seller/store/create', language: 'en' });
    const form = await screen.findByRole('form', { name: 'Create Store' });
    fireEvent.change(within(form).getByLabelText(/Store name \(English\)/), { target: { value: 'Huda Stitches' } });
    fireEvent.change(within(form).getByLabelText(/Store name \(Arabic\)/), { target: { value: 'غرز هدى' } });
    fireEvent.submit(form);
    await expectToast('Please check the highlighted fields');
    const areas = within(form).getByRole('group', { name: 'Delivery areas' });
    expect(await within(areas).findByText('Please choose one of the offered options')).toBeTruthy();
  });
});

describe('store products list', () => {
  it('removes a row at once after confirming and puts it back when the server refuses', async () => {
    let refuse = () => {};
    const answer = new Promise<void>((resolve) => { refuse = resolve; });
    server.use(
      http.get('/api/stores/my-stores', () => HttpResponse.json([store])),
      http.get('/api/stores/s1/products', () => HttpResponse.json({ products: [product('p1', 'active'), product('p2', 'draft')] })),
      http.delete('/api/products/p2', async () => {
        await answer;
        return HttpResponse.json({ message: 'Something went wrong on our side', code: 'serverError' }, { status: 500 });
      }),
    );
    await renderPage(<StoreProductsPage />, { route: '/seller/store/s1/products', path: '/seller/store/:id/products', language: 'en' });
    const draftRow = (await screen.findByRole('heading', { name: 'Cushion p2' })).closest('li')!;
    expect(within(draftRow).getByText('Draft')).toBeTruthy();
    fireEvent.click(within(draftRow).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this product?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cushion p2' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Cushion p1' })).toBeTruthy();
    refuse();
    await expectToast('Failed to delete product');
    expect(await screen.findByRole('heading', { name: 'Cushion p2' })).toBeTruthy();
  });

  it('edits price and stock in place with Arabic digits, offers Undo, and searches the list', async () => {
    let current = product('p1', 'active');
    const puts: { price: unknown; stock: unknown; nameEn: unknown; images: unknown }[] = [];
    server.use(
      http.get('/api/stores/my-stores', () => HttpResponse.json([store])),
      http.get('/api/stores/s1/products', () => HttpResponse.json({ products: [current, product('p2', 'draft')] })),
      http.put('/api/products/p1', async ({ request }) => {
        const body = (await request.json()) as ProductDto;
        puts.push({ price: body.price, stock: body.stock, nameEn: body.nameEn, images: body.images });
        current = { ...current, price: String(body.price), stock: Number(body.stock) };
        return HttpResponse.json(current);
      }),
    );
    await renderPage(<StoreProductsPage />, { route: '/seller/store/s1/products', path: '/seller/store/:id/products', language: 'en' });
    const row = (await screen.findByRole('heading', { name: 'Cushion p1' })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Price and stock of Cushion p1' }));
    fireEvent.change(within(row).getByLabelText('Price (JOD)'), { target: { value: '١٤٫٥' } });
    fireEvent.change(within(row).getByLabelText('Stock'), { target: { value: '٧' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    // The rest of the product goes back as it was: only price and stock change.
    await waitFor(() => expect(puts).toEqual([{ price: '14.50', stock: 7, nameEn: 'Cushion p1', images: [] }]));
    await expectToast('Price and stock saved');
    expect(await within(row).findByText('Stock: 7')).toBeTruthy();
    fireEvent.click(within(await screen.findByTestId('toast')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ price: '12.50', stock: 3 }));
    await expectToast('Change undone');

    fireEvent.change(screen.getByLabelText("Search this store's products"), { target: { value: 'p2' } });
    expect(screen.queryByRole('heading', { name: 'Cushion p1' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cushion p2' })).toBeTruthy();
  });
});
