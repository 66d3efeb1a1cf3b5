import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { orderStatusEvents } from '#api/db/tables.ts';
import { getOrderDetail, listOrdersForAdmin } from './orders.service.ts';
import { address, makeProduct, makeStore, productRow, storeRow } from '#api/test/shop-fixtures.ts';

type User = { id: string; cookie: string };
let t: TestApp;
let buyer: User;
let seller: User;
let storeId: string;
let productId: string;

beforeEach(async () => {
  t = await makeTestApp();
  buyer = await t.signUp('buyer');
  const s = await makeStore(t);
  seller = s.seller;
  storeId = s.store.id;
  productId = (await makeProduct(t, storeId, { stock: 5, priceCents: 700 })).id;
});
afterEach(() => t.cleanup());

async function placeOrder(who: User = buyer, quantity = 2): Promise<string> {
  expect((await t.call('POST', '/api/cart', { cookie: who.cookie, body: { productId, quantity } })).status).toBe(201);
  const res = await t.call('POST', '/api/orders', { cookie: who.cookie, body: { address, paymentMethod: 'cod' } });
  expect(res.status).toBe(201);
  return res.json.orders[0].id;
}

const setStatus = (id: string, status: unknown, who: User) => t.call('PUT', `/api/orders/${id}/status`, { cookie: who.cookie, body: { status } });

describe('order status', () => {
  it('lets the seller move an order pending → confirmed → shipped → delivered, with a timeline', async () => {
    const id = await placeOrder();
    const confirmed = await setStatus(id, 'confirmed', seller);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'confirmed', allowedTransitions: ['shipped', 'cancelled'] });
    expect((await setStatus(id, 'shipped', seller)).json.status).toBe('shipped');
    const delivered = await setStatus(id, 'delivered', seller);
    expect(delivered.json.allowedTransitions).toEqual([]);
    expect(delivered.json.events.map((e: { status: string }) => e.status)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
    const seen = await t.call('GET', `/api/orders/${id}`, { cookie: buyer.cookie });
    expect(seen.json).toMatchObject({ status: 'delivered', allowedTransitions: [] });
  });

  it.each([
    ['pending', 'shipped'], ['pending', 'delivered'], ['pending', 'pending'], ['confirmed', 'delivered'], ['confirmed', 'pending'],
    ['shipped', 'cancelled'], ['shipped', 'confirmed'], ['delivered', 'cancelled'], ['cancelled', 'confirmed'],
  ])('answers 409 for %s → %s and changes nothing', async (from, to) => {
    const id = await placeOrder();
    const path = { pending: [], confirmed: ['confirmed'], shipped: ['confirmed', 'shipped'], delivered: ['confirmed', 'shipped', 'delivered'], cancelled: ['cancelled'] }[from]!;
    for (const step of path) expect((await setStatus(id, step, seller)).status).toBe(200);
    const res = await setStatus(id, to, seller);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('invalidTransition');
    expect((await t.call('GET', `/api/orders/${id}`, { cookie: seller.cookie })).json.status).toBe(from);
  });

  it('lets the buyer cancel only while pending, and gives the stock back once', async () => {
    const id = await placeOrder(buyer, 2);
    expect(await productRow(t, productId)).toMatchObject({ stock: 3, soldCount: 2 });
    expect((await setStatus(id, 'confirmed', buyer)).status).toBe(403);
    const cancelled = await setStatus(id, 'cancelled', buyer);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    expect(await productRow(t, productId)).toMatchObject({ stock: 5, soldCount: 0 });
    expect((await storeRow(t, storeId)).totalOrders).toBe(0);
    expect((await setStatus(id, 'cancelled', buyer)).status).toBe(409);
    expect((await productRow(t, productId)).stock).toBe(5);

    const second = await placeOrder(buyer, 1);
    expect((await setStatus(second, 'confirmed', seller)).status).toBe(200);
    expect((await setStatus(second, 'cancelled', buyer)).status).toBe(403);
    expect((await setStatus(second, 'cancelled', seller)).status).toBe(200);
    expect((await productRow(t, productId)).stock).toBe(5);
  });

  it('answers other users like a missing order (404), refuses visitors (401) and bad bodies (400)', async () => {
    const id = await placeOrder();
    const stranger = await t.signUp('buyer');
    const otherSeller = (await makeStore(t)).seller;
    expect((await setStatus(id, 'cancelled', stranger)).status).toBe(404);
    expect((await setStatus(id, 'confirmed', otherSeller)).status).toBe(404);
    expect((await t.call('PUT', `/api/orders/${id}/status`, { body: { status: 'confirmed' } })).status).toBe(401);
    expect((await setStatus('no-such-order', 'confirmed', seller)).status).toBe(404);
    for (const bad of ['refunded', '', 3, null]) expect((await setStatus(id, bad, seller)).status).toBe(400);
    expect(await t.db.select().from(orderStatusEvents)).toHaveLength(1);
    const admin = await t.signUp('admin');
    expect((await setStatus(id, 'confirmed', admin)).status).toBe(200);
  });

  it('replays a status change sent twice with one Idempotency-Key', async () => {
    const id = await placeOrder();
    const headers = { 'Idempotency-Key': 'status-change-1' };
    const first = await t.call('PUT', `/api/orders/${id}/status`, { cookie: seller.cookie, headers, body: { status: 'confirmed' } });
    const again = await t.call('PUT', `/api/orders/${id}/status`, { cookie: seller.cookie, headers, body: { status: 'confirmed' } });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await t.db.select().from(orderStatusEvents)).toHaveLength(2);
  });
});

describe('reading orders', () => {
  it('shows an order to its buyer, the store seller and admins only', async () => {
    const id = await placeOrder();
    const detail = await t.call('GET', `/api/orders/${id}`, { cookie: buyer.cookie });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('no-store');
    expect(detail.json).toMatchObject({
      id, storeId, status: 'pending', totalAmount: '14.00', allowedTransitions: ['cancelled'],
      checkout: { paymentMethod: 'cod', shippingAmount: '5.00', totalAmount: '19.00', address: { city: 'Amman', phone: '+962791234567' } },
      buyer: { id: buyer.id },
    });
    expect((await t.call('GET', `/api/orders/${id}`, { cookie: seller.cookie })).json.allowedTransitions).toEqual(['confirmed', 'cancelled']);
    expect((await t.call('GET', `/api/orders/${id}`, { cookie: (await t.signUp('admin')).cookie })).status).toBe(200);
    // Someone else's order answers exactly like a missing one.
    const missing = await t.call('GET', '/api/orders/missing', { cookie: buyer.cookie });
    const others = await t.call('GET', `/api/orders/${id}`, { cookie: (await t.signUp('buyer')).cookie });
    expect(others.status).toBe(404);
    // The same answer, apart from each request's own id.
    const { requestId: _a, ...othersBody } = others.json;
    const { requestId: _b, ...missingBody } = missing.json;
    expect(othersBody).toEqual(missingBody);
    expect((await t.call('GET', `/api/orders/${id}`, { cookie: (await makeStore(t)).seller.cookie })).status).toBe(404);
    expect((await t.call('GET', `/api/orders/${id}`)).status).toBe(401);
    expect((await t.call('GET', '/api/orders/missing', { cookie: buyer.cookie })).status).toBe(404);
  });

  it("lists the buyer's own orders newest first", async () => {
    const first = await placeOrder(buyer, 1);
    const second = await placeOrder(buyer, 1);
    await placeOrder(await t.signUp('buyer'), 1);
    const mine = await t.call('GET', '/api/orders/my-orders', { cookie: buyer.cookie });
    expect(mine.status).toBe(200);
    expect(mine.json.map((o: { id: string }) => o.id)).toEqual([second, first]);
    expect(mine.json[0]).toMatchObject({ status: 'pending', totalAmount: '7.00', store: { id: storeId }, items: [{ productId, quantity: 1 }] });
    expect((await t.call('GET', '/api/orders/my-orders?limit=0', { cookie: buyer.cookie })).status).toBe(400);
    expect((await t.call('GET', '/api/orders/my-orders?limit=1', { cookie: buyer.cookie })).json).toHaveLength(1);
  });

  it("gives the seller recent orders over own stores and a store's orders with buyer contact and status filter", async () => {
    const other = await makeStore(t);
    const otherProduct = await makeProduct(t, other.store.id);
    const a = await placeOrder(buyer, 1);
    const b = await placeOrder(buyer, 1);
    await setStatus(a, 'confirmed', seller);
    await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId: otherProduct.id, quantity: 1 } });
    await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, paymentMethod: 'cod' } });

    const recent = await t.call('GET', '/api/orders/recent', { cookie: seller.cookie });
    expect(recent.json.map((o: { id: string }) => o.id)).toEqual([b, a]);
    expect((await t.call('GET', '/api/orders/recent', { cookie: buyer.cookie })).status).toBe(403);
    expect((await t.call('GET', '/api/orders/recent')).status).toBe(401);

    const all = await t.call('GET', `/api/stores/${storeId}/orders`, { cookie: seller.cookie });
    expect(all.status).toBe(200);
    expect(all.json.map((o: { id: string }) => o.id)).toEqual([b, a]);
    expect(all.json[0]).toMatchObject({ buyer: { id: buyer.id, email: expect.stringContaining('@') }, checkout: { address: { street: 'Rainbow St 12' } }, allowedTransitions: ['confirmed', 'cancelled'] });
    const confirmed = await t.call('GET', `/api/stores/${storeId}/orders?status=confirmed`, { cookie: seller.cookie });
    expect(confirmed.json.map((o: { id: string }) => o.id)).toEqual([a]);
    expect((await t.call('GET', `/api/stores/${storeId}/orders?status=lost`, { cookie: seller.cookie })).status).toBe(400);
    expect((await t.call('GET', `/api/stores/${storeId}/orders`, { cookie: other.seller.cookie })).status).toBe(403);
    expect((await t.call('GET', `/api/stores/${storeId}/orders`, { cookie: buyer.cookie })).status).toBe(403);
    expect((await t.call('GET', `/api/stores/${storeId}/orders`, { cookie: (await t.signUp('admin')).cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/stores/missing/orders', { cookie: seller.cookie })).status).toBe(404);
  });

  it('serves the admin helpers: latest orders and one order in full', async () => {
    const a = await placeOrder(buyer, 1);
    const b = await placeOrder(buyer, 1);
    expect((await listOrdersForAdmin(t.db, 10)).map((o) => o.id)).toEqual([b, a]);
    expect(await listOrdersForAdmin(t.db, 1)).toHaveLength(1);
    expect(await getOrderDetail(t.db, a)).toMatchObject({ id: a, allowedTransitions: ['confirmed', 'cancelled'] });
    expect(await getOrderDetail(t.db, 'missing')).toBeNull();
  });
});
