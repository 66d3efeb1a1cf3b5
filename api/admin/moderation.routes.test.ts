import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { stores } from '#api/db/tables.ts';
import { addCategory, createProduct, createStore, productBody, storeBody } from '#api/test/seller-fixtures.ts';

let t: TestApp;
let admin: { cookie: string };
let seller: { id: string; cookie: string };
let buyer: { id: string; cookie: string };
let store: { id: string; slug: string };
let productId: string;

beforeEach(async () => {
  t = await makeTestApp();
  admin = await t.signUp('admin');
  seller = await t.signUp('seller');
  buyer = await t.signUp('buyer');
  store = await createStore(t, seller.cookie, { nameEn: 'Moderated Pantry', nameAr: 'مخزن المراقبة' });
  productId = (await createProduct(t, seller.cookie, productBody(store.id, (await addCategory(t)).id, { nameEn: 'Zaatar moderated jar' }))).id;
});
afterEach(() => t.cleanup());

const suspend = (isActive: boolean) => t.call('PUT', `/api/admin/stores/${store.id}`, { cookie: admin.cookie, body: { isActive } });
const saveForm = (isActive: boolean) => t.call('PUT', `/api/stores/${store.id}`, { cookie: seller.cookie, body: { ...storeBody({ nameEn: 'Moderated Pantry', nameAr: 'مخزن المراقبة' }), isActive } });

/** Everything the public can reach of the store and its product. */
async function publicView() {
  const listed = await t.call('GET', '/api/stores');
  const products = await t.call('GET', '/api/products');
  const search = await t.call('GET', '/api/products?search=moderated');
  return {
    storePage: (await t.call('GET', `/api/stores/slug/${store.slug}`)).status,
    storeById: (await t.call('GET', `/api/stores/${store.id}`)).status,
    storeProducts: (await t.call('GET', `/api/stores/${store.id}/products`)).status,
    productPage: (await t.call('GET', `/api/products/${productId}`)).status,
    inStoreList: JSON.stringify(listed.json).includes(store.id),
    inProductList: JSON.stringify(products.json).includes(productId),
    inSearch: JSON.stringify(search.json).includes(productId),
  };
}
const visible = { storePage: 200, storeById: 200, storeProducts: 200, productPage: 200, inStoreList: true, inProductList: true, inSearch: true };
const hidden = { storePage: 404, storeById: 404, storeProducts: 404, productPage: 404, inStoreList: false, inProductList: false, inSearch: false };

describe('moderation', () => {
  it("keeps an admin's suspension when the seller saves her store as open; only the admin lifts it", async () => {
    expect(await publicView()).toEqual(visible);
    expect((await suspend(false)).json).toMatchObject({ isActive: false, isSuspended: true, isOpen: true });
    const saved = await saveForm(true);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ isActive: false, isSuspended: true, isOpen: true }); // she sees why it is hidden
    expect(await publicView()).toEqual(hidden);
    expect((await suspend(true)).json).toMatchObject({ isActive: true, isSuspended: false });
    expect(await publicView()).toEqual(visible);
  });

  it("keeps the seller's own closing when an admin lifts a suspension", async () => {
    expect((await saveForm(false)).json).toMatchObject({ isActive: false, isOpen: false, isSuspended: false });
    await suspend(false);
    await suspend(true);
    expect(first(await t.db.select().from(stores).where(eq(stores.id, store.id)).limit(1))).toMatchObject({ isActive: false, isOpen: false, isSuspended: false });
    expect(await publicView()).toEqual(hidden);
    expect((await saveForm(true)).json).toMatchObject({ isActive: true });
    expect(await publicView()).toEqual(visible);
  });

  it("takes a deactivated seller's stores and products off every public list, page, search and cart-add; reactivation brings them back", async () => {
    expect((await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId, quantity: 1 } })).status).toBe(201);
    expect((await t.call('PUT', `/api/admin/users/${seller.id}`, { cookie: admin.cookie, body: { isActive: false } })).status).toBe(200);

    expect(await publicView()).toEqual(hidden);
    expect((await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId, quantity: 1 } })).status).toBe(404);
    const cart = await t.call('GET', '/api/cart', { cookie: buyer.cookie });
    expect(cart.json).toEqual([expect.objectContaining({ productId, available: false })]);

    expect((await t.call('PUT', `/api/admin/users/${seller.id}`, { cookie: admin.cookie, body: { isActive: true } })).status).toBe(200);
    expect(await publicView()).toEqual(visible);
    expect((await t.call('GET', '/api/cart', { cookie: buyer.cookie })).json).toEqual([expect.objectContaining({ productId, available: true })]);
  });
});
