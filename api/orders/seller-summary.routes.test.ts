import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { address, makeProduct, makeStore } from '#api/test/shop-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.cleanup());

describe('GET /api/orders/seller-summary (what a seller’s open app polls)', () => {
  it('counts orders waiting for her, names the newest, and answers 304 while nothing changed', async () => {
    const { seller, store } = await makeStore(t);
    const summary = (etag?: string) => t.call('GET', '/api/orders/seller-summary', { cookie: seller.cookie, headers: etag ? { 'if-none-match': etag } : {} });
    const empty = await summary();
    expect(empty.json).toEqual({ needsAction: 0, totalOrders: 0, latest: null });
    // The browser keeps it and asks again with If-None-Match: a poll while nothing changed is a 304.
    expect(empty.headers.get('cache-control')).toBe('private, no-cache');
    const unchanged = await summary(empty.headers.get('etag')!);
    expect(unchanged.status).toBe(304);

    const buyer = await t.signUp('buyer');
    await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId: (await makeProduct(t, store.id)).id, quantity: 1 } });
    const placed = await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, paymentMethod: 'cod' } });
    const order = placed.json.orders[0];
    const changed = await summary(empty.headers.get('etag')!);
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ needsAction: 1, totalOrders: 1, latest: { id: order.id, reference: order.reference, createdAt: order.createdAt } });

    await t.call('PUT', `/api/orders/${order.id}/status`, { cookie: buyer.cookie, body: { status: 'cancelled' } });
    expect((await summary(changed.headers.get('etag')!)).json).toMatchObject({ needsAction: 0, totalOrders: 0 });
  });

  it('is for sellers only', async () => {
    expect((await t.call('GET', '/api/orders/seller-summary')).status).toBe(401);
    expect((await t.call('GET', '/api/orders/seller-summary', { cookie: (await t.signUp('buyer')).cookie })).status).toBe(403);
  });
});
