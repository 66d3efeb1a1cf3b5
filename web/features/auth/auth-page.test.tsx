import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { UserDto } from '#api/contract/auth.ts';
import { renderPage } from '#web/test/render.tsx';
import { AuthPage } from './auth-page.tsx';

const user: UserDto = {
  id: 'u1', email: 'salma@example.jo', firstName: 'Salma', lastName: 'Haddad', role: 'buyer', isActive: true,
  address: null, city: null, governorate: null, phoneNumber: null, profileImageUrl: null, createdAt: '2026-01-01T00:00:00.000Z',
};

let signedIn = false;
const calls: { method: string; path: string; body?: unknown }[] = [];
const server = setupServer(
  http.get('/api/auth/user', () => {
    calls.push({ method: 'GET', path: '/api/auth/user' });
    return signedIn ? HttpResponse.json(user) : HttpResponse.json({ message: 'Please log in to continue', code: 'notAuthenticated' }, { status: 401 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  signedIn = false;
  calls.length = 0;
});
afterAll(() => server.close());

const toastText = async () => (await screen.findByTestId('toast')).textContent;
const fill = (form: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const form = (name: string) => screen.getByRole('form', { name });

describe('auth page: login', () => {
  it('asks for every field when the login form is empty', async () => {
    await renderPage(<AuthPage />, { route: '/auth', language: 'en', feature: 'auth' });
    fireEvent.submit(form('Login'));
    expect(await toastText()).toContain('Required fields');
    expect(await toastText()).toContain('Please fill all fields');
  });

  it('shows the server reason in the user language and keeps what was typed', async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ message: 'Invalid credentials', code: 'invalidCredentials' }, { status: 401 })));
    await renderPage(<AuthPage />, { route: '/auth', language: 'ar', feature: 'auth' });
    const login = form('تسجيل الدخول');
    fill(login, /البريد الإلكتروني/, 'salma@example.jo');
    fill(login, /^كلمة المرور/, 'wrong-password');
    fireEvent.submit(login);
    await waitFor(async () => expect(await toastText()).toContain('فشل تسجيل الدخول'));
    expect(await toastText()).toContain('بيانات الدخول غير صحيحة');
    expect(within(login).getByLabelText(/البريد الإلكتروني/)).toHaveProperty('value', 'salma@example.jo');
    expect(within(login).getByLabelText(/^كلمة المرور/)).toHaveProperty('value', 'wrong-password');
  });

  it('fetches the user again, welcomes back and goes home on success', async () => {
    server.use(http.post('/api/login', async ({ request }) => {
      calls.push({ method: 'POST', path: '/api/login', body: await request.json() });
      signedIn = true;
      return HttpResponse.json(user);
    }));
    const page = await renderPage(<AuthPage />, { route: '/auth', language: 'en', feature: 'auth' });
    const login = form('Login');
    fill(login, /Email/, '  Salma@Example.jo ');
    fill(login, /^Password/, 'secret1');
    fireEvent.submit(login);
    await waitFor(() => expect(page.location().pathname).toBe('/'));
    expect(await toastText()).toContain('Welcome back!');
    // The contract schema trims and lower-cases before sending, like the server does.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'salma@example.jo', password: 'secret1' });
    expect(calls.filter((c) => c.path === '/api/auth/user').length).toBeGreaterThanOrEqual(1);
    expect(page.queryClient.getQueryData(['/api/auth/user'])).toEqual(user);
  });

  it('shows and hides the password with a named toggle', async () => {
    await renderPage(<AuthPage />, { route: '/auth', language: 'en', feature: 'auth' });
    const login = form('Login');
    const input = within(login).getByLabelText(/^Password/);
    expect(input).toHaveProperty('type', 'password');
    fireEvent.click(within(login).getByRole('button', { name: 'Show password' }));
    expect(input).toHaveProperty('type', 'text');
    fireEvent.click(within(login).getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveProperty('type', 'password');
  });
});

describe('auth page: sign-up', () => {
  it('asks for the required fields when the first name is missing', async () => {
    await renderPage(<AuthPage />, { route: '/auth?tab=buyer', language: 'en', feature: 'auth' });
    const buyer = form('Buyer Account');
    fill(buyer, /Email/, 'new@example.jo');
    fill(buyer, /^Password/, 'secret1');
    fireEvent.submit(buyer);
    expect(await toastText()).toContain('Please fill required fields');
    expect(within(buyer).getByText('This field is required')).toBeTruthy();
  });

  it('refuses a password shorter than 6 characters', async () => {
    await renderPage(<AuthPage />, { route: '/auth?tab=seller', language: 'ar', feature: 'auth' });
    const seller = form('حساب بائعة');
    fill(seller, /الاسم الأول/, 'سلمى');
    fill(seller, /البريد الإلكتروني/, 'new@example.jo');
    fill(seller, /^كلمة المرور/, '12345');
    fireEvent.submit(seller);
    expect(await toastText()).toContain('كلمة مرور ضعيفة');
    expect(await toastText()).toContain('يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل');
  });

  it('sends the tab role, welcomes and goes home', async () => {
    let body: unknown;
    server.use(http.post('/api/register', async ({ request }) => {
      body = await request.json();
      signedIn = true;
      return HttpResponse.json({ ...user, role: 'seller' }, { status: 201 });
    }));
    const page = await renderPage(<AuthPage />, { route: '/auth?tab=seller', language: 'en', feature: 'auth' });
    const seller = form('Seller Account');
    fill(seller, /First name/, 'Salma');
    fill(seller, /Email/, 'salma@example.jo');
    fill(seller, /^Password/, 'secret1');
    fireEvent.submit(seller);
    await waitFor(() => expect(page.location().pathname).toBe('/'));
    expect(await toastText()).toContain('Welcome!');
    expect(body).toEqual({ firstName: 'Salma', lastName: '', email: 'salma@example.jo', password: 'secret1', role: 'seller' });
  });

  it('explains a taken e-mail next to the field', async () => {
    server.use(http.post('/api/register', () => HttpResponse.json({ message: 'Email already registered', code: 'emailTaken' }, { status: 409 })));
    await renderPage(<AuthPage />, { route: '/auth?tab=buyer', language: 'en', feature: 'auth' });
    const buyer = form('Buyer Account');
    fill(buyer, /First name/, 'Salma');
    fill(buyer, /Email/, 'salma@example.jo');
    fill(buyer, /^Password/, 'secret1');
    fireEvent.submit(buyer);
    await waitFor(async () => expect(await toastText()).toContain('Registration failed'));
    expect(await toastText()).toContain('Email already registered');
    expect(within(buyer).getByText('Email already registered')).toBeTruthy();
    expect(within(buyer).getByLabelText(/First name/)).toHaveProperty('value', 'Salma');
  });
});
