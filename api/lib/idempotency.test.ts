import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cartItems, idempotencyKeys } from '#api/db/tables.ts';
import { makeProduct, makeStore } from '#api/test/shop-fixtures.ts';

let t: TestApp;
let buyer: { id: string; cookie: string };
let storeId: string;
beforeEach(async () => {
  t = await makeTestApp();
  buyer = await t.signUp('buyer');
  storeId = (await makeStore(t)).store.id;
});
afterEach(() => t.cleanup());

const quantities = async () => (await t.db.select().from(cartItems)).map((line) => line.quantity);

describe('Idempotency-Key bound to its request', () => {
  it('refuses the key of an add when it comes with a clear of the cart (422), and keeps the cart', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const headers = { 'Idempotency-Key': 'reused-key-001' };
    expect((await t.call('POST', '/api/cart', { cookie: buyer.cookie, headers, body: { productId: p.id, quantity: 2 } })).status).toBe(201);
    const clear = await t.call('DELETE', '/api/cart', { cookie: buyer.cookie, headers });
    expect(clear.status).toBe(422);
    expect(clear.json).toMatchObject({ code: 'idempotencyKeyReused', message: expect.any(String) });
    expect(await quantities()).toEqual([2]);
  });

  it('refuses the same key on the same path with another body, and replays the identical request', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const q = await makeProduct(t, storeId, { stock: 10 });
    const headers = { 'Idempotency-Key': 'reused-key-002' };
    const first = await t.call('POST', '/api/cart', { cookie: buyer.cookie, headers, body: { productId: p.id, quantity: 1 } });
    const other = await t.call('POST', '/api/cart', { cookie: buyer.cookie, headers, body: { productId: q.id, quantity: 1 } });
    expect(other.status).toBe(422);
    const same = await t.call('POST', '/api/cart', { cookie: buyer.cookie, headers, body: { productId: p.id, quantity: 1 } });
    expect(same.status).toBe(201);
    expect(same.json).toEqual(first.json);
    expect(await quantities()).toEqual([1]);
  });

  it('refuses the same key on another path', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const headers = { 'Idempotency-Key': 'reused-key-003' };
    const line = await t.call('POST', '/api/cart', { cookie: buyer.cookie, headers, body: { productId: p.id, quantity: 1 } });
    const put = await t.call('PUT', `/api/cart/${line.json.id}`, { cookie: buyer.cookie, headers, body: { productId: p.id, quantity: 1 } });
    expect(put.status).toBe(422);
  });
});

describe('Idempotency-Key claimed by another process on the same database', () => {
  /** The key's row as another process leaves it when it starts on the same request: claimed, no answer yet. */
  async function claimElsewhere(key: string, body: unknown, createdAt = new Date().toISOString()) {
    const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    await t.db.insert(idempotencyKeys).values({ userId: buyer.id, key, method: 'POST', path: '/api/cart', fingerprint, status: 0, body: '', createdAt });
  }

  it('waits for the other process to store its answer, then replays it without doing the work', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const body = { productId: p.id, quantity: 3 };
    await claimElsewhere('claimed-key-001', body);
    const copy = t.call('POST', '/api/cart', { cookie: buyer.cookie, headers: { 'Idempotency-Key': 'claimed-key-001' }, body });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.db.update(idempotencyKeys).set({ status: 201, body: '{"answered":"elsewhere"}' }).where(and(eq(idempotencyKeys.userId, buyer.id), eq(idempotencyKeys.key, 'claimed-key-001')));
    const res = await copy;
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ answered: 'elsewhere' });
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(await quantities()).toEqual([]);
  });

  it('takes over a claim a process left when it died mid-request', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const body = { productId: p.id, quantity: 2 };
    await claimElsewhere('claimed-key-002', body, new Date(Date.now() - 120_000).toISOString());
    const res = await t.call('POST', '/api/cart', { cookie: buyer.cookie, headers: { 'Idempotency-Key': 'claimed-key-002' }, body });
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await quantities()).toEqual([2]);
  });
});
