import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { cartItems, checkouts, orderItems, orderStatusEvents, orders, products } from '#api/db/tables.ts';
import { address, makeProduct, makeStore, productRow, storeRow } from '#api/test/shop-fixtures.ts';

let t: TestApp;
let buyer: { id: string; cookie: string };
beforeEach(async () => {
  t = await makeTestApp();
  buyer = await t.signUp('buyer');
});
afterEach(() => t.cleanup());

const addToCart = (productId: string, quantity: number, cookie = buyer.cookie) => t.call('POST', '/api/cart', { cookie, body: { productId, quantity } });
const checkout = (body: unknown = { address, paymentMethod: 'cod' }, cookie = buyer.cookie, headers?: Record<string, string>) =>
  t.call('POST', '/api/orders', { cookie, body, headers });
const counts = async () => ({
  checkouts: (await t.db.select().from(checkouts)).length,
  orders: (await t.db.select().from(orders)).length,
  items: (await t.db.select().from(orderItems)).length,
});

describe('checkout', () => {
  it('creates one order per store in one go, copies the lines, takes the stock and empties the cart', async () => {
    const a = await makeStore(t);
    const b = await makeStore(t);
    const p1 = await makeProduct(t, a.store.id, { priceCents: 1250, stock: 5 });
    const p2 = await makeProduct(t, a.store.id, { priceCents: 300, stock: 2 });
    const p3 = await makeProduct(t, b.store.id, { priceCents: 999, stock: 1 });
    await addToCart(p1.id, 2);
    await addToCart(p2.id, 1);
    await addToCart(p3.id, 1);

    const res = await checkout();
    expect(res.status).toBe(201);
    // subtotal 25.00 + 3.00 + 9.99 = 37.99 < 50: shipping 5.00, recorded once on the checkout
    expect(res.json).toMatchObject({ subtotalAmount: '37.99', shippingAmount: '5.00', totalAmount: '42.99', paymentMethod: 'cod' });
    expect(res.json.checkoutId).toBeTruthy();
    expect(res.json.orders).toHaveLength(2);
    const orderA = res.json.orders.find((o: { storeId: string }) => o.storeId === a.store.id);
    expect(orderA).toMatchObject({ status: 'pending', totalAmount: '28.00', store: { whatsappNumber: '+962791234567' } });
    expect(orderA.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: p1.id, nameEn: p1.nameEn, nameAr: p1.nameAr, price: '12.50', quantity: 2, lineTotal: '25.00', imageUrl: p1.imageUrl })]),
    );
    expect(res.json.orders.find((o: { storeId: string }) => o.storeId === b.store.id).totalAmount).toBe('9.99');

    expect(await productRow(t, p1.id)).toMatchObject({ stock: 3, soldCount: 2 });
    expect(await productRow(t, p3.id)).toMatchObject({ stock: 0, soldCount: 1 });
    expect((await storeRow(t, a.store.id)).totalOrders).toBe(1);
    expect((await storeRow(t, b.store.id)).totalOrders).toBe(1);
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
    expect((await t.db.select().from(orderStatusEvents)).map((e) => e.status)).toEqual(['pending', 'pending']);
    const saved = first(await t.db.select().from(checkouts).limit(1))!;
    expect(saved).toMatchObject({ phone: '+962791234567', governorate: 'amman', city: 'Amman', details: 'Floor 2', shippingCents: 500 });

    // a later price change does not touch the order
    (await t.db.update(products).set({ priceCents: 5000, nameEn: 'Renamed' }).where(eq(products.id, p1.id)));
    const again = await t.call('GET', `/api/orders/${orderA.id}`, { cookie: buyer.cookie });
    expect(again.json.items.find((i: { productId: string }) => i.productId === p1.id)).toMatchObject({ price: '12.50', nameEn: p1.nameEn });
  });

  it('ships free from a 50 JOD subtotal and answers the result again for the confirmation page', async () => {
    const { store } = await makeStore(t);
    await addToCart((await makeProduct(t, store.id, { priceCents: 2500 })).id, 2);
    const res = await checkout();
    expect(res.json).toMatchObject({ subtotalAmount: '50.00', shippingAmount: '0.00', totalAmount: '50.00' });
    const again = await t.call('GET', `/api/orders/checkouts/${res.json.checkoutId}`, { cookie: buyer.cookie });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(res.json);
    const other = await t.signUp('buyer');
    expect((await t.call('GET', `/api/orders/checkouts/${res.json.checkoutId}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('answers 409 listing every short line and leaves cart, stock and orders untouched', async () => {
    const { store } = await makeStore(t);
    const scarce = await makeProduct(t, store.id, { stock: 3 });
    const fine = await makeProduct(t, store.id, { stock: 9 });
    const withdrawn = await makeProduct(t, store.id, { stock: 9 });
    await addToCart(scarce.id, 3);
    await addToCart(fine.id, 1);
    await addToCart(withdrawn.id, 1);
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id));
    await t.db.update(products).set({ isListed: false, status: 'draft' }).where(eq(products.id, withdrawn.id));

    const res = await checkout();
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('outOfStock');
    expect(res.json.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: scarce.id, requested: 3, available: 1, nameEn: scarce.nameEn }),
        expect.objectContaining({ productId: withdrawn.id, requested: 1, available: 0 }),
      ]),
    );
    expect(res.json.lines).toHaveLength(2);
    expect(await counts()).toEqual({ checkouts: 0, orders: 0, items: 0 });
    expect(await t.db.select().from(cartItems)).toHaveLength(3);
    expect(await productRow(t, fine.id)).toMatchObject({ stock: 9, soldCount: 0 });
  });

  it('refuses an empty cart with 409 and a visitor with 401', async () => {
    const empty = await checkout();
    expect(empty.status).toBe(409);
    expect(empty.json.code).toBe('cartEmpty');
    expect((await checkout({ address, paymentMethod: 'cod' }, '')).status).toBe(401);
    expect(await counts()).toEqual({ checkouts: 0, orders: 0, items: 0 });
  });

  it.each([
    ['a foreign phone', { address: { ...address, phone: '+1 555 123 4567' }, paymentMethod: 'cod' }, 'address.phone'],
    ['no phone', { address: { ...address, phone: undefined }, paymentMethod: 'cod' }, 'address.phone'],
    ['an unknown governorate', { address: { ...address, governorate: 'paris' }, paymentMethod: 'cod' }, 'address.governorate'],
    ['a blank city', { address: { ...address, city: '   ' }, paymentMethod: 'cod' }, 'address.city'],
    ['no street', { address: { ...address, street: undefined }, paymentMethod: 'cod' }, 'address.street'],
    ['card payment', { address, paymentMethod: 'card' }, 'paymentMethod'],
    ['CliQ without a reference', { address, paymentMethod: 'cliq' }, 'cliqReference'],
    ['CliQ with a blank reference', { address, paymentMethod: 'cliq', cliqReference: '  ' }, 'cliqReference'],
    ['no address', { paymentMethod: 'cod' }, 'address'],
  ])('rejects %s with 400 naming the field', async (_name, body, path) => {
    const { store } = await makeStore(t);
    await addToCart((await makeProduct(t, store.id)).id, 1);
    const res = await checkout(body);
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect((await counts()).orders).toBe(0);
  });

  it('records a CliQ reference, normalises the phone, and refuses CliQ when a store has no alias', async () => {
    const withAlias = await makeStore(t);
    const p = await makeProduct(t, withAlias.store.id);
    await addToCart(p.id, 1);
    const ok = await checkout({ address: { ...address, phone: '٠٧٩ ١٢٣ ٤٥٦٧' }, paymentMethod: 'cliq', cliqReference: 'TRX-42' });
    expect(ok.status).toBe(201);
    expect(first(await t.db.select().from(checkouts).limit(1))).toMatchObject({ paymentMethod: 'cliq', cliqReference: 'TRX-42', phone: '+962791234567' });

    const noAlias = await makeStore(t, { cliqNumber: null });
    await addToCart((await makeProduct(t, noAlias.store.id)).id, 1);
    const refused = await checkout({ address, paymentMethod: 'cliq', cliqReference: 'TRX-43' });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('cliqUnavailable');
    expect(refused.json.stores[0].id).toBe(noAlias.store.id);
    expect(await t.db.select().from(cartItems)).toHaveLength(1);
  });

  it('does the work once when the same Idempotency-Key is replayed', async () => {
    const { store } = await makeStore(t);
    const p = await makeProduct(t, store.id, { stock: 10 });
    await addToCart(p.id, 2);
    const headers = { 'Idempotency-Key': 'checkout-key-01' };
    const first = await checkout(undefined, buyer.cookie, headers);
    await addToCart(p.id, 2); // a new cart: a second real checkout would take 2 more
    const replay = await checkout(undefined, buyer.cookie, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.json.checkoutId).toBe(first.json.checkoutId);
    expect((await counts()).orders).toBe(1);
    expect((await productRow(t, p.id)).stock).toBe(8);
  });

  it('sells the last item to exactly one of several buyers checking out at once', async () => {
    const { store } = await makeStore(t);
    const last = await makeProduct(t, store.id, { stock: 1 });
    const buyers = [buyer, ...(await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp('buyer'))))];
    for (const b of buyers) expect((await addToCart(last.id, 1, b.cookie)).status).toBe(201);

    const results = await Promise.all(buyers.map((b) => checkout(undefined, b.cookie)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await productRow(t, last.id)).toMatchObject({ stock: 0, soldCount: 1 });
    expect(await counts()).toEqual({ checkouts: 1, orders: 1, items: 1 });
    // the losers keep their carts
    expect(await t.db.select().from(cartItems)).toHaveLength(5);
  });
});
