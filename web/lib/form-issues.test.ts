import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CheckoutSchema } from '#api/contract/orders.ts';
import { PasswordChangeSchema } from '#api/contract/auth.ts';
import { request } from './api.ts';
import { byField, fieldCodes, fieldMessages, formIssues } from './form-issues.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The macro gives the app's descriptor ids, so the test controls the Arabic wording.
const ar = setupI18n({
  locale: 'ar',
  messages: { ar: {
    [msg`This field is required`.id]: 'هذا الحقل مطلوب',
    [msg`Password must be at least 6 characters`.id]: 'يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل',
  } },
});

/** The error a real failed call raises (through the fetch layer), for a given answer. */
async function failedCall(status: number, body: Record<string, unknown>): Promise<unknown> {
  server.use(http.post('/api/x', () => HttpResponse.json(body, { status })));
  return request('POST', '/api/x', {}).then(() => { throw new Error('expected a failure'); }, (err: unknown) => err);
}

const checkoutIssues = () => {
  const result = v.safeParse(CheckoutSchema, { address: { governorate: 'amman', city: '', street: 'Main', phone: '0791234567' }, paymentMethod: 'cod' });
  if (result.success) throw new Error('expected the schema to fail');
  return result.issues;
};

describe('formIssues', () => {
  it('reads a local check with the shared schema: dot paths and the schema codes', () => {
    expect(formIssues(checkoutIssues())).toEqual([{ path: 'address.city', code: 'required', message: 'required' }]);
  });

  it('reads a server 400 with the same shape, keeping the server text', async () => {
    const err = await failedCall(400, { message: 'Invalid input', code: 'invalidInput', issues: [{ path: 'address.city', code: 'required', message: 'This field is required' }, { path: 'x', message: 'Odd' }] });
    expect(formIssues(err)).toEqual([{ path: 'address.city', code: 'required', message: 'This field is required' }, { path: 'x', code: 'Odd', message: 'Odd' }]);
  });

  it('is empty for anything but issues', async () => {
    expect(formIssues(await failedCall(409, { message: 'Email already registered', code: 'emailTaken' }))).toEqual([]);
    expect(formIssues(new Error('boom'))).toEqual([]);
    expect(formIssues(undefined)).toEqual([]);
  });
});

describe('byField and fieldCodes', () => {
  it('keeps the first issue of each field, as the schema reports it first', () => {
    const issues = [{ path: 'a', code: 'first', message: '' }, { path: 'a', code: 'second', message: '' }, { path: 'b', code: 'other', message: '' }];
    expect(byField(issues)).toEqual({ a: 'first', b: 'other' });
    expect(byField(issues, (issue) => issue.code.toUpperCase())).toEqual({ a: 'FIRST', b: 'OTHER' });
  });

  it('gives codes of a local check and of a server answer alike', async () => {
    const local = v.safeParse(PasswordChangeSchema, { currentPassword: '', newPassword: 'ab' });
    expect(fieldCodes(local.issues)).toEqual({ currentPassword: 'currentPasswordRequired', newPassword: 'passwordMin' });
    const err = await failedCall(400, { message: 'Invalid input', issues: [{ path: 'newPassword', code: 'passwordMin', message: 'Password must be at least 6 characters' }] });
    expect(fieldCodes(err)).toEqual({ newPassword: 'passwordMin' });
  });
});

describe('fieldMessages', () => {
  it('translates by code, else shows the server text', async () => {
    const err = await failedCall(400, {
      message: 'Invalid input', code: 'invalidInput',
      issues: [
        { path: 'password', message: 'Password must be at least 6 characters', code: 'passwordMin' },
        { path: 'nickname', message: 'Nickname is taken', code: 'nicknameTaken' },
      ],
    });
    expect(fieldMessages(ar, err)).toEqual({ password: 'يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل', nickname: 'Nickname is taken' });
  });

  it('translates a local check the same way', () => {
    expect(fieldMessages(ar, checkoutIssues())).toEqual({ 'address.city': 'هذا الحقل مطلوب' });
  });
});
