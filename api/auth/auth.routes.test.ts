import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { users } from '#api/db/tables.ts';
import { ensureAdmin } from './auth.service.ts';
import { VISITOR_OK_HEADER } from '#api/contract/headers.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

const register = (body: Record<string, unknown>) => t.call('POST', '/api/register', { body });
const valid = { email: 'Layla@Example.com', password: 'secret123', firstName: 'Layla', lastName: 'Haddad', role: 'seller' };

describe('register', () => {
  it('creates the account, signs in with an HttpOnly Lax cookie and never returns the hash', async () => {
    const res = await register(valid);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'layla@example.com', firstName: 'Layla', role: 'seller', isActive: true });
    expect(res.json.passwordHash).toBeUndefined();
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/sb_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await t.call('GET', '/api/auth/user', { cookie: cookie.split(';')[0] });
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(res.json.id);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('stores a slow salted hash, not the password', async () => {
    await register(valid);
    const row = first(await t.db.select().from(users).where(eq(users.email, 'layla@example.com')).limit(1))!;
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('secret123');
  });

  it('answers 409 for a duplicate e-mail in any case', async () => {
    await register(valid);
    const res = await register({ ...valid, email: 'LAYLA@example.COM' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Email already registered');
  });

  it.each([
    [{ ...valid, role: 'admin' }, 'role', 'invalidRole'],
    [{ ...valid, password: '12345' }, 'password', 'passwordMin'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'invalidEmail'],
    [{ ...valid, firstName: '   ' }, 'firstName', 'fillRequired'],
    [{ ...valid, firstName: 'x'.repeat(81) }, 'firstName', 'tooLong'],
    [{ ...valid, firstName: 42 }, 'firstName', 'required'],
  ])('rejects bad input with a 400 naming the field (%#)', async (body, path, code) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path, code }));
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('answers 400 JSON for malformed JSON and 413 for an oversized body', async () => {
    const bad = await t.call('POST', '/api/register', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('invalidJson');
    const huge = await t.call('POST', '/api/register', { body: { ...valid, firstName: 'x'.repeat(400_000) } });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBeTruthy();
  });
});

describe('login, logout and sessions', () => {
  it('logs in, and logout ends the session server-side', async () => {
    await register(valid);
    const login = await t.call('POST', '/api/login', { body: { email: 'LAYLA@example.com', password: 'secret123' } });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    expect((await t.call('POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('refuses a wrong password with 401 and empty fields with 400', async () => {
    await register(valid);
    const wrong = await t.call('POST', '/api/login', { body: { email: valid.email, password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid credentials');
    const empty = await t.call('POST', '/api/login', { body: { email: '', password: '' } });
    expect(empty.status).toBe(400);
  });

  it('a deactivated user cannot log in (403) and loses open sessions', async () => {
    const { cookie, id } = await t.signUp('buyer', 'sara@example.com');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const login = await t.call('POST', '/api/login', { body: { email: 'sara@example.com', password: 'secret123' } });
    expect(login.status).toBe(403);
  });

  it('GET /api/auth/user is 401 without a session', async () => {
    const res = await t.call('GET', '/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.json.message).toBeTruthy();
  });

  it('GET /api/auth/user answers the app\'s visitor 204 with no body, and a signed-in user as always', async () => {
    const visitor = await t.call('GET', '/api/auth/user', { headers: { [VISITOR_OK_HEADER]: '1' } });
    expect(visitor.status).toBe(204);
    expect(visitor.text).toBe('');
    const { cookie } = await t.signUp('buyer', 'visitor-ok@example.com');
    const me = await t.call('GET', '/api/auth/user', { cookie, headers: { [VISITOR_OK_HEADER]: '1' } });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('visitor-ok@example.com');
  });
});

describe('profile', () => {
  it('updates the profile, normalises the phone and refuses another user\'s e-mail', async () => {
    const other = await t.signUp('buyer', 'other@example.com');
    const me = await t.signUp('buyer', 'me@example.com');
    const ok = await t.call('PUT', '/api/auth/profile', {
      cookie: me.cookie,
      body: { firstName: 'Mona', lastName: 'A', email: 'me@example.com', city: 'Irbid', governorate: 'irbid', address: '', phoneNumber: '079 123 4567' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ firstName: 'Mona', governorate: 'irbid', address: null, phoneNumber: '+962791234567' });
    const clash = await t.call('PUT', '/api/auth/profile', { cookie: me.cookie, body: { firstName: 'Mona', email: other.email, currentPassword: 'secret123' } });
    expect(clash.status).toBe(409);
    const badGov = await t.call('PUT', '/api/auth/profile', { cookie: me.cookie, body: { firstName: 'Mona', email: 'me@example.com', governorate: 'paris' } });
    expect(badGov.status).toBe(400);
    expect((await t.call('PUT', '/api/auth/profile', { body: { firstName: 'x', email: 'a@b.co' } })).status).toBe(401);
  });
});

describe('admin from settings', () => {
  it('creates the admin, and promotes an existing account', async () => {
    await ensureAdmin(t.db, 'boss@example.com', 'admin-pass');
    expect(first(await t.db.select().from(users).where(eq(users.email, 'boss@example.com')).limit(1))!.role).toBe('admin');
    const { id } = await t.signUp('buyer', 'promote@example.com');
    await ensureAdmin(t.db, 'Promote@example.com', undefined);
    expect(first(await t.db.select().from(users).where(eq(users.id, id)).limit(1))!.role).toBe('admin');
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, never HTML', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});
