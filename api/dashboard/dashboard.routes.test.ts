import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { checkouts, orders, reviews, stores, users } from '#api/db/tables.ts';
import { addCategory, createProduct, createStore, productBody } from '#api/test/seller-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

/** An order of a store, written directly (checkout is another resource's job). */
async function addOrder(buyerId: string, storeId: string, totalCents: number, status: (typeof orders.$inferInsert)['status'] = 'pending') {
  const checkout = first(await t.db.insert(checkouts).values({ buyerId, paymentMethod: 'cod', governorate: 'amman', city: 'Amman', street: 'Main', phone: '+962791234567', subtotalCents: totalCents, shippingCents: 0, totalCents }).returning())!;
  await t.db.insert(orders).values({ checkoutId: checkout.id, reference: `SB-${Math.floor(Math.random() * 1e8)}`, buyerId, storeId, status, totalCents });
}

describe('GET /api/dashboard/stats', () => {
  it('gives a seller the totals of her own stores only (drafts counted, deleted products not)', async () => {
    const seller = await t.signUp('seller');
    const other = await t.signUp('seller');
    const buyer = await t.signUp('buyer');
    const category = await addCategory(t);
    const storeA = await createStore(t, seller.cookie);
    const storeB = await createStore(t, seller.cookie, { nameEn: 'Second' });
    const foreign = await createStore(t, other.cookie, { nameEn: 'Foreign' });
    await createProduct(t, seller.cookie, productBody(storeA.id, category.id));
    await createProduct(t, seller.cookie, productBody(storeB.id, category.id), '/api/listing-drafts');
    const gone = await createProduct(t, seller.cookie, productBody(storeB.id, category.id));
    await t.call('DELETE', `/api/products/${gone.id}`, { cookie: seller.cookie });
    await createProduct(t, other.cookie, productBody(foreign.id, category.id));
    await addOrder(buyer.id, storeA.id, 1000);
    await addOrder(buyer.id, storeB.id, 2000, 'delivered');
    await addOrder(buyer.id, storeB.id, 2000, 'confirmed');
    await addOrder(buyer.id, storeB.id, 2000, 'cancelled');
    await addOrder(buyer.id, foreign.id, 3000);

    const res = await t.call('GET', '/api/dashboard/stats', { cookie: seller.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Cancelled orders are not counted, as on each store's row; pending and confirmed ones need her.
    expect(res.json).toEqual({ role: 'seller', totalProducts: 2, totalOrders: 3, needsAction: 2 });
    const mine = (await t.call('GET', '/api/stores/my-stores', { cookie: seller.cookie })).json as { id: string; needsActionOrders: number }[];
    expect(mine.map((s) => [s.id, s.needsActionOrders])).toEqual([[storeA.id, 1], [storeB.id, 1]]);
    expect((await t.call('GET', '/api/dashboard/stats', { cookie: (await t.signUp('seller')).cookie })).json).toEqual({ role: 'seller', totalProducts: 0, totalOrders: 0, needsAction: 0 });
  });

  it('gives an admin the platform figures', async () => {
    const seller = await t.signUp('seller');
    const buyer = await t.signUp('buyer');
    const category = await addCategory(t);
    const store = await createStore(t, seller.cookie);
    const closed = await createStore(t, seller.cookie, { nameEn: 'Closed' });
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, closed.id));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, buyer.id));
    const product = await createProduct(t, seller.cookie, productBody(store.id, category.id));
    await addOrder(buyer.id, store.id, 1250, 'delivered');
    await addOrder(buyer.id, store.id, 999, 'delivered');
    await addOrder(buyer.id, store.id, 5000, 'cancelled');
    await t.db.insert(reviews).values([{ productId: product.id, userId: buyer.id, rating: 5 }, { productId: product.id, userId: seller.id, rating: 4 }]);
    const admin = await t.signUp('admin');

    const res = await t.call('GET', '/api/dashboard/stats', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      role: 'admin', totalUsers: 3, activeUsers: 2, totalStores: 2, activeStores: 1, totalProducts: 1, totalOrders: 3,
      totalRevenue: '22.49', averageRating: 4.5,
    });
  });

  it('answers 401 to visitors and 403 to buyers', async () => {
    expect((await t.call('GET', '/api/dashboard/stats')).status).toBe(401);
    expect((await t.call('GET', '/api/dashboard/stats', { cookie: (await t.signUp('buyer')).cookie })).status).toBe(403);
  });
});
