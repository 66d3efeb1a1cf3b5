import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { users } from '#api/db/tables.ts';
import { demoAdmin } from '#api/db/seed/accounts.data.ts';
import { hashPassword } from '#api/lib/password.ts';
import { isLoopback, refusePublishedPasswords } from './published-passwords.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  await t.db.insert(users).values({ email: demoAdmin.email, passwordHash: await hashPassword(demoAdmin.password), firstName: 'Admin', lastName: '', role: 'admin' });
});
afterEach(() => t.cleanup());

describe('published demo passwords on a network address', () => {
  it('refuses to start, naming the account, ADMIN_EMAIL/ADMIN_PASSWORD and the setting that allows it', async () => {
    const refusal = refusePublishedPasswords(t.db, { host: '0.0.0.0', allowDemoAccounts: false });
    await expect(refusal).rejects.toThrow(/admin@souqbayti\.jo/);
    await expect(refusal).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    await expect(refusal).rejects.toThrow(/ALLOW_DEMO_ACCOUNTS=1/);
  });

  it('starts on loopback, with the explicit setting, or once the password is changed', async () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) await expect(refusePublishedPasswords(t.db, { host, allowDemoAccounts: false })).resolves.toBeUndefined();
    await expect(refusePublishedPasswords(t.db, { host: '0.0.0.0', allowDemoAccounts: true })).resolves.toBeUndefined();
    await t.db.update(users).set({ passwordHash: await hashPassword('a-real-secret-2026') }).where(eq(users.email, demoAdmin.email));
    await expect(refusePublishedPasswords(t.db, { host: '0.0.0.0', allowDemoAccounts: false })).resolves.toBeUndefined();
  });

  it('knows loopback from network addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.10', 'souqbayti.jo'].some(isLoopback)).toBe(false);
  });
});
