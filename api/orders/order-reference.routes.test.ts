import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { orders } from '#api/db/tables.ts';
import { ORDER_REFERENCE_PATTERN, newOrderReference } from './order-reference.ts';
import { address, makeProduct, makeStore } from '#api/test/shop-fixtures.ts';

let t: TestApp;
let buyer: { id: string; cookie: string };
beforeEach(async () => {
  t = await makeTestApp();
  buyer = await t.signUp('buyer');
});
afterEach(() => t.cleanup());

const addToCart = (productId: string, cookie = buyer.cookie) => t.call('POST', '/api/cart', { cookie, body: { productId, quantity: 1 } });
type Order = { id: string; storeId: string; reference: string; cliqReference: string | null };

/** A buyer's cart from two stores, checked out with `body`. */
async function twoStoreCheckout(body: Record<string, unknown> = { paymentMethod: 'cod' }) {
  const a = await makeStore(t);
  const b = await makeStore(t);
  await addToCart((await makeProduct(t, a.store.id)).id);
  await addToCart((await makeProduct(t, b.store.id)).id);
  const res = await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, ...body } });
  return { a, b, res, orders: res.json.orders as Order[] };
}

describe('one order reference', () => {
  it('gives every order its own SB- reference, the same for the buyer, the seller and the admin', async () => {
    const { a, orders: placed } = await twoStoreCheckout();
    const [first, second] = placed;
    expect(first!.reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(second!.reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(first!.reference).not.toBe(second!.reference);

    const mine = placed.find((o) => o.storeId === a.store.id)!;
    const asBuyer = await t.call('GET', `/api/orders/${mine.id}`, { cookie: buyer.cookie });
    const asSeller = await t.call('GET', `/api/stores/${a.store.id}/orders`, { cookie: a.seller.cookie });
    const admin = await t.signUp('admin');
    const asAdmin = await t.call('GET', '/api/admin/orders', { cookie: admin.cookie });
    expect(asBuyer.json.reference).toBe(mine.reference);
    expect(asSeller.json.map((o: Order) => o.reference)).toEqual([mine.reference]);
    expect(asAdmin.json.map((o: Order) => o.reference)).toContain(mine.reference);
    expect((await t.call('GET', '/api/orders/my-orders', { cookie: buyer.cookie })).json.map((o: Order) => o.reference).sort()).toEqual(placed.map((o) => o.reference).sort());
  });

  it('finds an order by its reference as people type it, in the seller’s and the admin’s lists', async () => {
    const { a, orders: placed } = await twoStoreCheckout();
    const mine = placed.find((o) => o.storeId === a.store.id)!;
    const digits = mine.reference.slice(3);
    const arabic = digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const typed of [mine.reference, `sb-${arabic}`, digits, `#${mine.reference}`]) {
      const res = await t.call('GET', `/api/stores/${a.store.id}/orders?reference=${encodeURIComponent(typed)}`, { cookie: a.seller.cookie });
      expect(res.json.map((o: Order) => o.id)).toEqual([mine.id]);
    }
    const other = placed.find((o) => o.storeId !== a.store.id)!;
    expect((await t.call('GET', `/api/stores/${a.store.id}/orders?reference=${other.reference}`, { cookie: a.seller.cookie })).json).toEqual([]);
    const admin = await t.signUp('admin');
    expect((await t.call('GET', `/api/admin/orders?reference=${other.reference}`, { cookie: admin.cookie })).json.map((o: Order) => o.id)).toEqual([other.id]);
    const bad = await t.call('GET', `/api/stores/${a.store.id}/orders?reference=hello`, { cookie: a.seller.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toContainEqual(expect.objectContaining({ path: 'reference', code: 'invalidOrderReference' }));
  });

  it('picks an unused reference, moving to five digits when four keep colliding', async () => {
    const { orders: placed } = await twoStoreCheckout();
    const taken = placed[0]!.reference;
    const picks = [Number(taken.slice(3)), Number(taken.slice(3)), 4821];
    expect(await newOrderReference(t.db, () => picks.shift()!)).toBe('SB-4821');
    let calls = 0;
    const alwaysTaken = (min: number) => (++calls, min === 1000 ? Number(taken.slice(3)) : 54321);
    expect(await newOrderReference(t.db, alwaysTaken)).toBe('SB-54321');
    expect(calls).toBe(13);
  });
});

describe('CliQ per store', () => {
  it('keeps one transfer reference per store order, each seller seeing her own', async () => {
    const a = await makeStore(t);
    const b = await makeStore(t);
    await addToCart((await makeProduct(t, a.store.id)).id);
    await addToCart((await makeProduct(t, b.store.id)).id);
    const res = await t.call('POST', '/api/orders', {
      cookie: buyer.cookie,
      body: { address, paymentMethod: 'cliq', cliqReferences: { [a.store.id]: ' REF-A١٢ ', [b.store.id]: '' } },
    });
    expect(res.status).toBe(201);
    const byStore = (id: string) => (res.json.orders as Order[]).find((o) => o.storeId === id)!;
    expect(byStore(a.store.id).cliqReference).toBe('REF-A12');
    expect(byStore(b.store.id).cliqReference).toBeNull();
    const sellerA = await t.call('GET', `/api/stores/${a.store.id}/orders`, { cookie: a.seller.cookie });
    expect(sellerA.json.map((o: Order) => o.cliqReference)).toEqual(['REF-A12']);

    // The missing one is added later from the order page, while the order is pending.
    const orderB = byStore(b.store.id);
    const added = await t.call('PUT', `/api/orders/${orderB.id}/cliq-reference`, { cookie: buyer.cookie, body: { cliqReference: 'REF-B' } });
    expect(added.status).toBe(200);
    expect(added.json.cliqReference).toBe('REF-B');
    expect((await t.call('GET', `/api/stores/${b.store.id}/orders`, { cookie: b.seller.cookie })).json[0].cliqReference).toBe('REF-B');
  });

  it('still takes one cliqReference for every store', async () => {
    const { orders: placed, res } = await twoStoreCheckout({ paymentMethod: 'cliq', cliqReference: 'ONE-REF' });
    expect(res.status).toBe(201);
    expect(placed.map((o) => o.cliqReference)).toEqual(['ONE-REF', 'ONE-REF']);
  });

  it('asks for a reference somewhere when paying by CliQ', async () => {
    const { res } = await twoStoreCheckout({ paymentMethod: 'cliq', cliqReferences: {} });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path: 'cliqReference', code: 'required' }));
  });

  it('lets only the buyer change the reference, only while pending and only for a CliQ order', async () => {
    const { a, orders: placed } = await twoStoreCheckout({ paymentMethod: 'cliq', cliqReference: 'R1' });
    const order = placed.find((o) => o.storeId === a.store.id)!;
    const put = (cookie: string, body: unknown = { cliqReference: 'R2' }, id = order.id) => t.call('PUT', `/api/orders/${id}/cliq-reference`, { cookie, body });
    const stranger = await t.signUp('buyer');
    expect((await put(stranger.cookie)).status).toBe(404);
    expect((await put(a.seller.cookie)).status).toBe(404);
    expect((await put('')).status).toBe(401);
    expect((await put(buyer.cookie, { cliqReference: '  ' })).status).toBe(400);
    expect((await put(buyer.cookie, {}, 'missing')).status).toBe(400);
    await t.call('PUT', `/api/orders/${order.id}/status`, { cookie: a.seller.cookie, body: { status: 'confirmed' } });
    const late = await put(buyer.cookie);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('orderNotPending');
    expect(first(await t.db.select().from(orders).where(eq(orders.id, order.id)).limit(1))!.cliqReference).toBe('R1');

    const cash = await twoStoreCheckout({ paymentMethod: 'cod' });
    const cashPut = await put(buyer.cookie, undefined, cash.orders[0]!.id);
    expect(cashPut.status).toBe(409);
    expect(cashPut.json.code).toBe('notCliqOrder');
  });
});
