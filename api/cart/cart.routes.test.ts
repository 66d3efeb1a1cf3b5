import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { cartItems, products } from '#api/db/tables.ts';
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

const add = (productId: unknown, quantity?: unknown, cookie = buyer.cookie, headers?: Record<string, string>) =>
  t.call('POST', '/api/cart', { cookie, headers, body: quantity === undefined ? { productId } : { productId, quantity } });

describe('cart', () => {
  it('needs a signed-in user (401 before any validation) and is never cached', async () => {
    expect((await t.call('GET', '/api/cart')).status).toBe(401);
    expect((await t.call('POST', '/api/cart', { body: { nonsense: true } })).status).toBe(401);
    expect((await t.call('DELETE', '/api/cart')).status).toBe(401);
    const res = await t.call('GET', '/api/cart', { cookie: buyer.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('adds a line enriched with its product and store, and merges a second add', async () => {
    const p = await makeProduct(t, storeId, { priceCents: 1250, stock: 5 });
    const first = await add(p.id, 2);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ productId: p.id, quantity: 2, available: true, product: { id: p.id, price: '12.50', stock: 5, store: { id: storeId } } });
    expect(first.json.product.seller.cliqNumber).toBeTruthy();
    const again = await add(p.id);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: first.json.id, quantity: 3 });
    const list = await t.call('GET', '/api/cart', { cookie: buyer.cookie });
    expect(list.json).toHaveLength(1);
    expect(list.json[0].quantity).toBe(3);
  });

  it('answers 409 naming the stock beyond it, also when merging, and changes nothing', async () => {
    const p = await makeProduct(t, storeId, { stock: 3 });
    const over = await add(p.id, 4);
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'outOfStock', stock: 3 });
    expect(over.json.message).toContain('3');
    expect((await add(p.id, 2)).status).toBe(201);
    const merge = await add(p.id, 2);
    expect(merge.status).toBe(409);
    expect((await t.db.select().from(cartItems))[0]!.quantity).toBe(2);
    const soldOut = await makeProduct(t, storeId, { stock: 0 });
    expect((await add(soldOut.id, 1)).status).toBe(409);
  });

  it.each([
    ['zero', 0], ['negative', -1], ['fractional', 1.5], ['huge', 1e12], ['text', 'two'], ['numeric text', '2'], ['null', null],
  ])('rejects a %s quantity with 400', async (_name, quantity) => {
    const p = await makeProduct(t, storeId);
    const res = await add(p.id, quantity);
    expect(res.status).toBe(400);
    expect(res.json.issues[0].path).toBe('quantity');
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
  });

  it('refuses unknown, draft and withdrawn products with 404 and a missing id with 400', async () => {
    expect((await add('no-such-product', 1)).status).toBe(404);
    const draft = await makeProduct(t, storeId, { status: 'draft' });
    expect((await add(draft.id, 1)).status).toBe(404);
    const gone = await makeProduct(t, storeId);
    await t.db.update(products).set({ isListed: false, deletedAt: new Date().toISOString() }).where(eq(products.id, gone.id));
    expect((await add(gone.id, 1)).status).toBe(404);
    expect((await add(undefined, 1)).status).toBe(400);
    expect((await t.call('POST', '/api/cart', { cookie: buyer.cookie, raw: '{"productId":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('updates a quantity within 1..stock; other values are 400/409', async () => {
    const p = await makeProduct(t, storeId, { stock: 4 });
    const line = (await add(p.id, 1)).json;
    const put = (quantity: unknown) => t.call('PUT', `/api/cart/${line.id}`, { cookie: buyer.cookie, body: { quantity } });
    const ok = await put(4);
    expect(ok.status).toBe(200);
    expect(ok.json.quantity).toBe(4);
    const over = await put(5);
    expect(over.status).toBe(409);
    expect(over.json.stock).toBe(4);
    for (const bad of [0, -3, 2.5, 'x', 100000]) expect((await put(bad)).status).toBe(400);
    expect((await t.db.select().from(cartItems))[0]!.quantity).toBe(4);
  });

  it("keeps users apart: another user's line is a 404 for read, update and delete", async () => {
    const p = await makeProduct(t, storeId);
    const line = (await add(p.id, 1)).json;
    const other = await t.signUp('buyer');
    expect((await t.call('GET', '/api/cart', { cookie: other.cookie })).json).toEqual([]);
    expect((await t.call('PUT', `/api/cart/${line.id}`, { cookie: other.cookie, body: { quantity: 2 } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/cart/${line.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call('DELETE', '/api/cart', { cookie: other.cookie })).status).toBe(204);
    expect(await t.db.select().from(cartItems)).toHaveLength(1);
  });

  it('removes a line and clears the cart', async () => {
    const a = (await add((await makeProduct(t, storeId)).id, 1)).json;
    await add((await makeProduct(t, storeId)).id, 1);
    expect((await t.call('DELETE', `/api/cart/${a.id}`, { cookie: buyer.cookie })).status).toBe(204);
    expect((await t.call('DELETE', `/api/cart/${a.id}`, { cookie: buyer.cookie })).status).toBe(404);
    expect((await t.call('GET', '/api/cart', { cookie: buyer.cookie })).json).toHaveLength(1);
    expect((await t.call('DELETE', '/api/cart', { cookie: buyer.cookie })).status).toBe(204);
    expect((await t.call('GET', '/api/cart', { cookie: buyer.cookie })).json).toEqual([]);
  });

  it('shows a line whose product was withdrawn as unavailable; its quantity cannot be raised', async () => {
    const p = await makeProduct(t, storeId, { stock: 5 });
    const line = (await add(p.id, 1)).json;
    await t.db.update(products).set({ status: 'draft', isListed: false }).where(eq(products.id, p.id));
    const list = await t.call('GET', '/api/cart', { cookie: buyer.cookie });
    expect(list.json[0]).toMatchObject({ id: line.id, available: false });
    expect((await t.call('PUT', `/api/cart/${line.id}`, { cookie: buyer.cookie, body: { quantity: 2 } })).status).toBe(409);
  });

  it('does the work once when the same Idempotency-Key is replayed', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const headers = { 'Idempotency-Key': 'cart-add-0001' };
    const first = await add(p.id, 2, buyer.cookie, headers);
    const replay = await add(p.id, 2, buyer.cookie, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expect((await t.db.select().from(cartItems))[0]!.quantity).toBe(2);
    expect((await add(p.id, 2, buyer.cookie, { 'Idempotency-Key': 'cart-add-0002' })).json.quantity).toBe(4);
  });

  it('replays a stored empty answer (204) as empty: a removal sent again after a lost answer', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const line = (await add(p.id, 1, buyer.cookie)).json;
    const headers = { 'Idempotency-Key': 'cart-remove-0001' };
    const first = await t.call('DELETE', `/api/cart/${line.id}`, { cookie: buyer.cookie, headers });
    const replay = await t.call('DELETE', `/api/cart/${line.id}`, { cookie: buyer.cookie, headers });
    expect([first.status, replay.status]).toEqual([204, 204]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('does the work once when the same key arrives twice at the same time (page and background sync replaying together)', async () => {
    const p = await makeProduct(t, storeId, { stock: 10 });
    const headers = { 'Idempotency-Key': 'cart-add-race-1' };
    const [a, b, c] = await Promise.all([add(p.id, 1, buyer.cookie, headers), add(p.id, 1, buyer.cookie, headers), add(p.id, 1, buyer.cookie, headers)]);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(b.json).toEqual(a.json);
    expect(c.json).toEqual(a.json);
    expect((await t.db.select().from(cartItems)).map((line) => line.quantity)).toEqual([1]);
  });
});
