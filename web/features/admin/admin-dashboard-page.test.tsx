import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { UserDto } from '#api/contract/auth.ts';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import type { AdminStatsDto } from '#api/contract/seller.ts';
import type { OrderDto } from '#api/contract/orders.ts';
import type { AdminStoreDto } from '#api/contract/admin.ts';
import { renderPage } from '#web/test/render.tsx';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const person = (id: string, role: UserDto['role'], firstName: string): UserDto => ({
  id, email: `${firstName.toLowerCase()}@example.jo`, firstName, lastName: 'Test', role, isActive: true,
  address: null, city: null, governorate: null, phoneNumber: null, profileImageUrl: null, createdAt: '2026-01-01T00:00:00.000Z',
});
const admin = person('a1', 'admin', 'Boss');
const buyer = person('b1', 'buyer', 'Huda');

const stats: AdminStatsDto = {
  role: 'admin', totalUsers: 98, activeUsers: 97, totalStores: 17, activeStores: 16, totalProducts: 132, totalOrders: 1470, totalRevenue: '28713.00', averageRating: 4.36,
};
const order = (n: number): OrderDto => ({
  id: `${String(n).padStart(8, '0')}-aaaa-bbbb-cccc-dddddddddddd`, checkoutId: 'c', reference: `SB-${1000 + n}`, cliqReference: null, storeId: 's1', buyerId: 'b1', status: 'pending', totalAmount: '12.50',
  createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  store: { id: 's1', slug: 'olive', nameEn: 'Olive House', nameAr: 'بيت الزيتون', whatsappNumber: null, phoneNumber: null, cliqNumber: null },
  buyer: { id: 'b1', firstName: 'Huda', lastName: 'Test' }, items: [],
});
const store = { id: 's1', slug: 'olive-house', nameEn: 'Olive House', nameAr: 'بيت الزيتون', isActive: true, isOpen: true, isSuspended: false, rating: 4.5, seller: { id: 'u9', firstName: 'Salma', lastName: 'H', email: 'salma@example.jo' } } as AdminStoreDto;

let me: UserDto | null = admin;
let categories: CategoryDto[] = [];
const calls: { method: string; path: string; body?: unknown }[] = [];
const record = async (request: Request) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname, body: request.method === 'GET' ? undefined : await request.json() });
};

const server = setupServer(
  http.get('/api/auth/user', () => (me ? HttpResponse.json(me) : HttpResponse.json({ message: 'Please log in to continue' }, { status: 401 }))),
  http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
  http.get('/api/admin/orders', () => HttpResponse.json(Array.from({ length: 10 }, (_, i) => order(i + 1)))),
  http.get('/api/admin/users', () => HttpResponse.json([admin, buyer], { headers: { 'X-Total-Count': '2' } })),
  http.put('/api/admin/users/:id', async ({ request }) => { await record(request); return HttpResponse.json({ ...buyer, isActive: false }); }),
  http.get('/api/admin/stores', () => HttpResponse.json([store], { headers: { 'X-Total-Count': '1' } })),
  http.put('/api/admin/stores/:id', async ({ request }) => { await record(request); return HttpResponse.json({ ...store, isActive: false, isSuspended: true }); }),
  http.get('/api/categories', () => HttpResponse.json(categories)),
  http.post('/api/categories', async ({ request }) => {
    await record(request);
    const created = { id: 'c9', slug: 'candles', descriptionEn: null, descriptionAr: null, iconClass: null, sortOrder: 0, ...(calls.at(-1)!.body as object) } as CategoryDto;
    categories = [...categories, created];
    return HttpResponse.json(created, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  me = admin;
  categories = [];
  calls.length = 0;
});
afterAll(() => server.close());

const toastText = async () => (await screen.findByTestId('toast')).textContent;
const open = (route = '/admin/dashboard', language: 'ar' | 'en' = 'en') =>
  renderPage(<AdminDashboardPage />, { route, language, feature: 'admin' });

describe('admin dashboard guard', () => {
  it.each([['a buyer', buyer], ['a visitor', null]])('tells %s "Unauthorized" and goes to /auth after 0.5 s', async (_who, user) => {
    me = user;
    const page = await open();
    expect(await toastText()).toContain('Unauthorized');
    expect(await toastText()).toContain('You need to be an admin to access this page');
    await waitFor(() => expect(page.location().pathname).toBe('/auth'));
  });
});

describe('overview', () => {
  it('shows the four figures, the first 5 latest orders by their reference, and the platform health', async () => {
    await open();
    expect(await screen.findByText('JOD 28,713.00')).toBeTruthy();
    for (const label of ['Total users', 'Total stores', 'Total products', 'Total revenue']) expect(screen.getByText(label)).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Recent activity' });
    const links = await within(activity).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['#SB-1001', '#SB-1002', '#SB-1003', '#SB-1004', '#SB-1005']);
    expect(links[0]!.getAttribute('href')).toBe(`/admin/orders/${order(1).id}`);
    const health = screen.getByRole('region', { name: 'Platform health' });
    expect(within(health).getByText('16 of 17')).toBeTruthy();
    expect(within(health).getByText('97 of 98')).toBeTruthy();
    expect(within(health).getByText(/^4\.4/)).toBeTruthy();
  });

  it('speaks Arabic with Arabic digits', async () => {
    await open('/admin/dashboard', 'ar');
    expect(await screen.findByText('إجمالي المستخدمين')).toBeTruthy();
    expect(await screen.findByText('١٦ من ١٧')).toBeTruthy();
  });
});

describe('users tab', () => {
  it('deactivates a user after confirmation; the admin cannot switch themselves', async () => {
    await open('/admin/dashboard?tab=users');
    const row = (await screen.findByText('huda@example.jo')).closest('tr')!;
    expect(within(screen.getByText('boss@example.jo').closest('tr')!).queryByRole('button')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /Deactivate/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('signed out everywhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await toastText()).toContain('User status updated');
    expect(calls).toEqual([{ method: 'PUT', path: '/api/admin/users/b1', body: { isActive: false } }]);
  });

  it("says 'Failed to fetch users' when the list fails", async () => {
    server.use(http.get('/api/admin/users', () => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })));
    await open('/admin/dashboard?tab=users');
    expect(await toastText()).toContain('Failed to fetch users');
  });

  it("says 'Failed to update user status' with the reason", async () => {
    server.use(http.put('/api/admin/users/:id', () => HttpResponse.json({ message: 'Not found', code: 'notFound' }, { status: 404 })));
    await open('/admin/dashboard?tab=users');
    const row = (await screen.findByText('huda@example.jo')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Deactivate/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(async () => expect(await toastText()).toContain('Failed to update user status'));
  });
});

describe('stores tab', () => {
  it('visits a store in a new tab and hides it after confirmation', async () => {
    await open('/admin/dashboard?tab=stores');
    const visit = await screen.findByRole('link', { name: /Visit Store/ });
    expect(visit.getAttribute('href')).toBe('/stores/olive-house');
    expect(visit.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: /Manage/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide store' }));
    expect(await toastText()).toContain('Store hidden from the public');
    expect(calls).toEqual([{ method: 'PUT', path: '/api/admin/stores/s1', body: { isActive: false } }]);
  });

  it('a search read that left before the hide is read again: the row ends hidden', async () => {
    // The server as it is: a search read takes the store's state when it arrives and answers late.
    let suspended = false;
    let searchesAsked = 0;
    const freshSearches: boolean[] = [];
    let answerSearches = () => {};
    const searchesMayAnswer = new Promise<void>((resolve) => (answerSearches = resolve));
    server.use(
      http.get('/api/admin/stores', async ({ request }) => {
        const row = { ...store, isActive: !suspended, isSuspended: suspended };
        if (new URL(request.url).searchParams.get('search')) {
          searchesAsked += 1;
          await searchesMayAnswer;
          freshSearches.push(row.isSuspended);
        }
        return HttpResponse.json([row], { headers: { 'X-Total-Count': '1' } });
      }),
      http.put('/api/admin/stores/:id', () => {
        suspended = true;
        answerSearches();
        return HttpResponse.json({ ...store, isActive: false, isSuspended: true });
      }),
    );
    await open('/admin/dashboard?tab=stores');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search stores' }), { target: { value: 'olive' } });
    await waitFor(() => expect(searchesAsked).toBe(1));
    // The row of the list before the search is still shown while the search is on its way.
    fireEvent.click(screen.getByRole('button', { name: /Manage/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide store' }));
    expect(await toastText()).toContain('Store hidden from the public');
    // The early read answered "active"; the list asks again after the write, and shows it hidden.
    await waitFor(() => expect(freshSearches).toContain(true));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(within(screen.getByRole('table')).getByText('Inactive')).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByText('Active')).toBeNull();
  });
});

describe('categories tab', () => {
  it('checks both names with the API schema before sending (Arabic messages)', async () => {
    await open('/admin/dashboard?tab=categories', 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة فئة' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'إنشاء الفئة' }));
    expect(await screen.findByText('الاسم بالإنجليزية مطلوب')).toBeTruthy();
    expect(screen.getByText('الاسم بالعربية مطلوب')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('creates a category, says so, and the shared category list (header menu) has it', async () => {
    const page = await open('/admin/dashboard?tab=categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/English name/), { target: { value: ' Candles ' } });
    fireEvent.change(within(dialog).getByLabelText(/Arabic name/), { target: { value: 'شموع' } });
    fireEvent.change(within(dialog).getByLabelText(/Sort order/), { target: { value: '٣' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await toastText()).toContain('Category created');
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/categories', body: { nameEn: 'Candles', nameAr: 'شموع', sortOrder: 3 } });
    await waitFor(() => expect(page.queryClient.getQueryData<CategoryDto[]>(['/api/categories'])?.map((c) => c.nameEn)).toEqual(['Candles']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Failed to save category' and marks a taken slug", async () => {
    server.use(http.post('/api/categories', () => HttpResponse.json({ message: 'This slug is already used by another category', code: 'categorySlugTaken' }, { status: 409 })));
    await open('/admin/dashboard?tab=categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/English name/), { target: { value: 'Candles' } });
    fireEvent.change(within(dialog).getByLabelText(/Arabic name/), { target: { value: 'شموع' } });
    fireEvent.change(within(dialog).getByLabelText(/Slug/), { target: { value: 'handmade' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await toastText()).toContain('Failed to save category');
    expect(within(dialog).getByText('This slug is already used by another category')).toBeTruthy();
  });
});
