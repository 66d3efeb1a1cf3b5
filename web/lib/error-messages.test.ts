import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { request } from './api.ts';
import { errorText, registerErrorMessages } from './error-messages.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The app's real descriptors carry generated ids; the macro gives the same ids here, so this
// test controls the Arabic wording without depending on how far the catalogs are translated.
const arabic: [ReturnType<typeof msg>, string][] = [
  [msg`Email already registered`, 'البريد الإلكتروني مسجّل مسبقًا'],
  [msg`Password must be at least 6 characters`, 'يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل'],
  [msg`Failed to add product to cart`, 'تعذّرت إضافة المنتج إلى السلة'],
  [msg`No connection. Please check your internet and try again.`, 'لا يوجد اتصال. تحقق من الإنترنت وحاول مرة أخرى.'],
  [msg`Only a few left`, 'بقيت قطع قليلة فقط'],
];

function languages(): { ar: I18n; en: I18n } {
  const ar = setupI18n({ locale: 'ar', messages: { ar: Object.fromEntries(arabic.map(([d, text]) => [d.id, text])) } });
  const en = setupI18n({ locale: 'en', messages: { en: {} } });
  return { ar, en };
}

/** The error a real failed call raises (through the fetch layer), for a given answer. */
async function failedCall(status: number, body: unknown): Promise<unknown> {
  server.use(http.post('/api/x', () => (body === null ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }))));
  return request('POST', '/api/x', {}).then(() => { throw new Error('expected a failure'); }, (err: unknown) => err);
}

const fallback = msg`Failed to add product to cart`;

describe('errorText', () => {
  it('translates the server code into the user language', async () => {
    const { ar, en } = languages();
    const err = await failedCall(409, { message: 'Email already registered', code: 'emailTaken' });
    expect(errorText(ar, err, fallback)).toBe('البريد الإلكتروني مسجّل مسبقًا');
    expect(errorText(en, err, fallback)).toBe('Email already registered');
  });

  it('shows the server message for a code the app does not know', async () => {
    const { ar } = languages();
    const err = await failedCall(409, { message: 'Only 3 left in stock', code: 'someNewCode' });
    expect(errorText(ar, err, fallback)).toBe('Only 3 left in stock');
  });

  it('falls back to the situation message when the answer says nothing', async () => {
    const { ar, en } = languages();
    const err = await failedCall(500, null);
    expect(errorText(ar, err, fallback)).toBe('تعذّرت إضافة المنتج إلى السلة');
    expect(errorText(en, err, fallback)).toBe('Failed to add product to cart');
    expect(errorText(en, new Error('boom'), fallback)).toBe('Failed to add product to cart');
  });

  it('says there is no connection when the call never reached the server', async () => {
    const { ar } = languages();
    server.use(http.post('/api/x', () => HttpResponse.error()));
    const err = await request('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(errorText(ar, err, fallback)).toBe('لا يوجد اتصال. تحقق من الإنترنت وحاول مرة أخرى.');
  });

  it('uses wording a feature registered for its own codes', async () => {
    const { ar } = languages();
    registerErrorMessages({ fewLeft: msg`Only a few left` });
    const err = await failedCall(409, { message: 'Only a few left', code: 'fewLeft' });
    expect(errorText(ar, err, fallback)).toBe('بقيت قطع قليلة فقط');
  });
});

describe('limits (429) in the real catalogs', () => {
  it("shows the server's too-many-attempts answer in Arabic and English", async () => {
    const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po');
    const [{ messages: arMessages }, { messages: enMessages }] = await Promise.all([catalogs['../locales/ar.po']!(), catalogs['../locales/en.po']!()]);
    const ar = setupI18n({ locale: 'ar', messages: { ar: arMessages } });
    const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
    const error = await failedCall(429, { code: 'tooManyAttempts', message: 'Too many attempts. Please wait a few minutes and try again', retryAfterSeconds: 60 });
    expect(errorText(en, error, fallback)).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(errorText(ar, error, fallback)).toBe('محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.');
  });
});
