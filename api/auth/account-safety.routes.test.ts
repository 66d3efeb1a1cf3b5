import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { sessions, users } from '#api/db/tables.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

const login = async (email: string, password: string) => {
  const res = await t.call('POST', '/api/login', { body: { email, password } });
  return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
};
const whoAmI = async (cookie: string) => (await t.call('GET', '/api/auth/user', { cookie })).status;

describe('changing the e-mail', () => {
  it('needs the current password (400 without, 403 wrong) and keeps the e-mail until it is given', async () => {
    const me = await t.signUp('buyer');
    const body = { firstName: 'Mona', email: 'new-address@example.com' };
    const without = await t.call('PUT', '/api/auth/profile', { cookie: me.cookie, body });
    expect(without.status).toBe(400);
    expect(without.json).toMatchObject({ code: 'currentPasswordRequired', issues: [{ path: 'currentPassword' }] });
    const wrong = await t.call('PUT', '/api/auth/profile', { cookie: me.cookie, body: { ...body, currentPassword: 'guess-1234' } });
    expect(wrong.status).toBe(403);
    expect(wrong.json.code).toBe('wrongCurrentPassword');
    expect(first(await t.db.select().from(users).where(eq(users.id, me.id)).limit(1))!.email).toBe(me.email);
    const ok = await t.call('PUT', '/api/auth/profile', { cookie: me.cookie, body: { ...body, currentPassword: 'secret123' } });
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe('new-address@example.com');
  });

  it('needs no password when the e-mail stays the same', async () => {
    const me = await t.signUp('buyer');
    const res = await t.call('PUT', '/api/auth/profile', { cookie: me.cookie, body: { firstName: 'Mona', email: me.email.toUpperCase() } });
    expect(res.status).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const me = await t.signUp('buyer');
    const phone = await login(me.email, 'secret123');
    expect(await whoAmI(phone.cookie)).toBe(200);
    const res = await t.call('PUT', '/api/auth/password', { cookie: me.cookie, body: { currentPassword: 'secret123', newPassword: 'new-secret-456' } });
    expect(res.status).toBe(200);
    expect(await whoAmI(me.cookie)).toBe(200);
    expect(await whoAmI(phone.cookie)).toBe(401);
    expect((await login(me.email, 'secret123')).status).toBe(401);
    expect((await login(me.email, 'new-secret-456')).status).toBe(200);
  });

  it('refuses a wrong current password (403), a short new one (400) and visitors (401), changing nothing', async () => {
    const me = await t.signUp('buyer');
    const before = first(await t.db.select().from(users).where(eq(users.id, me.id)).limit(1))!.passwordHash;
    expect((await t.call('PUT', '/api/auth/password', { cookie: me.cookie, body: { currentPassword: 'nope-nope', newPassword: 'new-secret-456' } })).status).toBe(403);
    expect((await t.call('PUT', '/api/auth/password', { cookie: me.cookie, body: { currentPassword: 'secret123', newPassword: '123' } })).status).toBe(400);
    expect((await t.call('PUT', '/api/auth/password', { cookie: me.cookie, body: { newPassword: 'new-secret-456' } })).status).toBe(400);
    expect((await t.call('PUT', '/api/auth/password', { body: { currentPassword: 'secret123', newPassword: 'new-secret-456' } })).status).toBe(401);
    expect(first(await t.db.select().from(users).where(eq(users.id, me.id)).limit(1))!.passwordHash).toBe(before);
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('ends every session of the account, and only of that account', async () => {
    const me = await t.signUp('buyer');
    const other = await t.signUp('buyer');
    const phone = await login(me.email, 'secret123');
    const res = await t.call('POST', '/api/auth/sign-out-everywhere', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/sb_session=;/);
    expect(await whoAmI(me.cookie)).toBe(401);
    expect(await whoAmI(phone.cookie)).toBe(401);
    expect(await whoAmI(other.cookie)).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    expect((await t.call('POST', '/api/auth/sign-out-everywhere')).status).toBe(401);
  });
});
