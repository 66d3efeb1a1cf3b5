import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { UserDto } from '#api/contract/auth.ts';
import type { OrderDto } from '#api/contract/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const salma: UserDto = {
  id: 'u1', email: 'salma@example.jo', firstName: 'Salma', lastName: 'Haddad', role: 'buyer', isActive: true,
  address: 'Rainbow Street 12', city: 'Jabal Amman', governorate: 'amman', phoneNumber: null, profileImageUrl: null, createdAt: '2026-01-01T00:00:00.000Z',
};

let current: UserDto = salma;
let profileCalls: unknown[] = [];
const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json(current)),
  http.put('/api/auth/profile', async ({ request }) => {
    const body = (await request.json()) as Partial<UserDto>;
    profileCalls.push(body);
    current = { ...current, ...body, address: body.address ?? null, city: body.city ?? null, governorate: body.governorate ?? null, phoneNumber: body.phoneNumber ?? null };
    return HttpResponse.json(current);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  current = salma;
  profileCalls = [];
});
afterAll(() => server.close());

const personal = () => screen.getByRole('tabpanel');
const editForm = (name: string) => screen.getByRole('form', { name });

describe('profile: personal information', () => {
  it('cancel puts back the saved values and returns focus to Edit', async () => {
    await renderPage(<ProfilePage />, { route: '/profile', language: 'en', feature: 'profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = editForm('Edit personal information');
    const firstName = within(form).getByLabelText(/First name/);
    expect(document.activeElement).toBe(firstName);
    fireEvent.change(firstName, { target: { value: 'Someone else' } });
    fireEvent.change(within(form).getByLabelText(/City/), { target: { value: 'Zarqa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form')).toBeNull();
    expect(within(personal()).getByText('Jabal Amman')).toBeTruthy();
    expect(within(personal()).queryByText('Someone else')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })));

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(editForm('Edit personal information')).getByLabelText(/First name/)).toHaveProperty('value', 'Salma');
    expect(profileCalls).toHaveLength(0);
  });

  it('saves with the contract schema, refreshes the user and shows the new values', async () => {
    const page = await renderPage(<ProfilePage />, { route: '/profile', language: 'en', feature: 'profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = editForm('Edit personal information');
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: '  Salma Noor ' } });
    fireEvent.change(within(form).getByLabelText(/Phone number/), { target: { value: '079 123 4567' } });
    fireEvent.change(within(form).getByLabelText(/Address/), { target: { value: '' } });
    fireEvent.submit(form);

    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(profileCalls).toEqual([{ firstName: 'Salma Noor', lastName: 'Haddad', email: 'salma@example.jo', city: 'Jabal Amman', governorate: 'amman', phoneNumber: '+962791234567' }]);
    expect(within(personal()).getByText('+962791234567')).toBeTruthy();
    expect(page.queryClient.getQueryData<UserDto>(['/api/auth/user'])?.firstName).toBe('Salma Noor');
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0); // the cleared address
  });

  it('shows field errors in Arabic before calling the server', async () => {
    await renderPage(<ProfilePage />, { route: '/profile', language: 'ar', feature: 'profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل' }));
    const form = editForm('تعديل المعلومات الشخصية');
    fireEvent.change(within(form).getByLabelText(/رقم الهاتف/), { target: { value: '12345' } });
    fireEvent.change(within(form).getByLabelText(/الاسم الأول/), { target: { value: ' ' } });
    fireEvent.submit(form);

    expect(await within(form).findByText('يرجى إدخال رقم هاتف أردني')).toBeTruthy();
    expect(within(form).getByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(within(form).getByLabelText(/رقم الهاتف/).getAttribute('aria-invalid')).toBe('true');
    expect(profileCalls).toHaveLength(0);
  });

  it('puts a taken e-mail next to the field and keeps the form open', async () => {
    server.use(http.put('/api/auth/profile', () => HttpResponse.json({ message: 'Email already registered', code: 'emailTaken' }, { status: 409 })));
    await renderPage(<ProfilePage />, { route: '/profile', language: 'en', feature: 'profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = editForm('Edit personal information');
    fireEvent.change(within(form).getByLabelText(/Email/), { target: { value: 'taken@example.jo' } });
    fireEvent.submit(form);

    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(within(form).getByText('Email already registered')).toBeTruthy();
    expect(within(form).getByLabelText(/Email/)).toHaveProperty('value', 'taken@example.jo');
  });
});

describe('profile: orders', () => {
  const order = (id: string, status: OrderDto['status']) => ({
    id, checkoutId: 'c1', reference: `SB-${id.slice(-4)}`, cliqReference: null, storeId: 's1', buyerId: 'u1', status, totalAmount: '12.50', createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z',
    store: { id: 's1', slug: 'noor', nameEn: 'Noor Kitchen', nameAr: 'مطبخ نور', whatsappNumber: null, phoneNumber: null, cliqNumber: null },
    buyer: { id: 'u1', firstName: 'Salma', lastName: 'Haddad' }, items: [],
  }) satisfies OrderDto;

  it('lists orders with their reference, status and the actions each status allows', async () => {
    server.use(http.get('/api/orders/my-orders', () => HttpResponse.json([
      order('o-delivered-11111111', 'delivered'),
      order('o-shipped-22222222', 'shipped'),
      order('o-cancelled-33333333', 'cancelled'),
    ])));
    await renderPage(<ProfilePage />, { route: '/profile?tab=orders', language: 'en', feature: 'profile' });
    const rows = within(await screen.findByRole('region', { name: 'Order history' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [delivered, shipped, cancelled] = rows;
    expect(delivered.textContent).toContain('#SB-1111');
    expect(delivered.textContent).not.toContain('o-delivered');
    expect(within(delivered).getByText('Delivered').dataset.tone).toBe('default');
    expect(within(delivered).getByRole('link', { name: /Reorder/ }).getAttribute('href')).toBe('/reorder/o-delivered-11111111');
    expect(within(delivered).queryByRole('link', { name: /Track/ })).toBeNull();
    expect(within(shipped).getByRole('link', { name: /Track/ }).getAttribute('href')).toBe('/track/o-shipped-22222222');
    expect(within(shipped).getByText('Shipped').dataset.tone).toBe('secondary');
    expect(within(cancelled).getByText('Cancelled').dataset.tone).toBe('destructive');
    expect(within(cancelled).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/orders/o-cancelled-33333333']);
  });
});
