import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { address, makeProduct, makeStore } from '#api/test/shop-fixtures.ts';
import { createGate } from '#api/lib/password.ts';
import { abuseRules } from './abuse-limits.ts';
import { memoryRateLimitStore } from './rate-limit.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp({ TRUST_PROXY: '1' }); });
afterEach(() => t.cleanup());

const from = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${ip}` });
const login = (email: string, password: string, ip = '198.51.100.1') => t.call('POST', '/api/login', { body: { email, password }, headers: from(ip) });

function expectLimited(res: Awaited<ReturnType<typeof login>>, code = 'tooManyAttempts') {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.json).toMatchObject({ code, message: expect.any(String), retryAfterSeconds: expect.any(Number) });
}

describe('failed sign-ins', () => {
  it('allows 10 wrong passwords per account, then 429 even for the right one; other accounts still sign in', async () => {
    const me = await t.signUp('buyer');
    const other = await t.signUp('buyer');
    for (let i = 0; i < 10; i += 1) expect((await login(me.email, `wrong-${i}`, `198.51.100.${i}`)).status).toBe(401);
    expectLimited(await login(me.email, 'wrong-again', '198.51.100.77'));
    expectLimited(await login(me.email, 'secret123'));
    expect((await login(other.email, 'secret123')).status).toBe(200);
  });

  it('allows 100 wrong passwords per address across accounts, then 429 for that address only', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { email } = await t.signUp('buyer');
      for (let j = 0; j < 10; j += 1) expect((await login(email, 'wrong-pass')).status).toBe(401);
    }
    expectLimited(await login('nobody-x@example.com', 'wrong-pass'));
    expect((await login('nobody-y@example.com', 'wrong-pass', '198.51.100.2')).status).toBe(401);
  });

  it('never counts good sign-ins (many people and the journeys behind one address)', async () => {
    const me = await t.signUp('buyer');
    for (let i = 0; i < 150; i += 1) expect((await login(me.email, 'secret123')).status).toBe(200);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY=1', async () => {
    const direct = await makeTestApp();
    try {
      for (let i = 0; i < 10; i += 1) {
        const { email } = await direct.signUp('buyer');
        for (let j = 0; j < 10; j += 1) {
          await direct.call('POST', '/api/login', { body: { email, password: 'wrong-pass' }, headers: from(`192.0.2.${i * 10 + j}`) });
        }
      }
      const res = await direct.call('POST', '/api/login', { body: { email: 'y@example.com', password: 'wrong-pass' }, headers: from('192.0.2.200') });
      expect(res.status).toBe(429); // every attempt came from the one real peer
    } finally {
      direct.cleanup();
    }
  });
});

describe('other limits', () => {
  it('allows 50 registrations per address, then 429 with Retry-After', async () => {
    const register = (i: number, ip = '198.51.100.5') =>
      t.call('POST', '/api/register', { headers: from(ip), body: { email: `new-${i}@example.com`, password: 'secret123', firstName: 'New', role: 'buyer' } });
    for (let i = 0; i < 50; i += 1) expect((await register(i)).status).toBe(201);
    expectLimited(await register(50), 'tooManyRequests');
    expect((await register(51, '198.51.100.6')).status).toBe(201);
  });

  it('allows 20 reviews per user in a burst', async () => {
    const { store } = await makeStore(t);
    const buyer = await t.signUp('buyer');
    const review = (productId: string) => t.call('POST', `/api/products/${productId}/reviews`, { cookie: buyer.cookie, body: { rating: 5, commentEn: 'Lovely' } });
    for (let i = 0; i < 20; i += 1) expect((await review((await makeProduct(t, store.id)).id)).status).toBeLessThan(300);
    expectLimited(await review((await makeProduct(t, store.id)).id), 'tooManyRequests');
  });

  it('allows 30 checkouts per user in a burst', async () => {
    const { store } = await makeStore(t);
    const buyer = await t.signUp('buyer');
    const product = await makeProduct(t, store.id, { stock: 100 });
    for (let i = 0; i < 30; i += 1) {
      await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId: product.id, quantity: 1 } });
      expect((await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, paymentMethod: 'cod' } })).status).toBe(201);
    }
    await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId: product.id, quantity: 1 } });
    expectLimited(await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, paymentMethod: 'cod' } }), 'tooManyRequests');
  });
});

describe('memory rate limit store', () => {
  it('refills at the steady rate and says when the next token is back', () => {
    const store = memoryRateLimitStore();
    const rule = abuseRules.loginFailuresPerAccount;
    const start = 1_000_000;
    for (let i = 0; i < 10; i += 1) expect(store.take(rule, 'k', start)).toEqual({ ok: true });
    expect(store.take(rule, 'k', start)).toEqual({ ok: false, retryAfterSeconds: 90 });
    expect(store.peek(rule, 'k', start + 89_000)).toMatchObject({ ok: false });
    expect(store.peek(rule, 'k', start + 90_000)).toEqual({ ok: true });
    expect(store.peek(rule, 'other', start)).toEqual({ ok: true });
  });
});

describe('password hashing gate', () => {
  it('runs at most `running` at once, queues `waiting`, and refuses the rest at once with 503', async () => {
    const through = createGate({ running: 2, waiting: 3 });
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () => through(() => new Promise<void>((resolve) => {
      active += 1;
      peak = Math.max(peak, active);
      releases.push(() => { active -= 1; resolve(); });
    }));
    const accepted = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toMatchObject({ status: 503, code: 'serverBusy' });
    expect(peak).toBe(2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});
