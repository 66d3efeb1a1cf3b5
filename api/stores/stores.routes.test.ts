import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { stores } from '#api/db/tables.ts';
import { addCategory, addProduct, addStore, minutesAgo } from '#api/test/catalogue-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

const list = async (qs = '') => {
  const res = await t.call('GET', `/api/stores${qs}`);
  expect(res.status, res.text).toBe(200);
  return res.json as { stores: { nameEn: string; productCount: number }[]; total: number };
};
const names = (body: { stores: { nameEn: string }[] }) => body.stores.map((s) => s.nameEn);

async function town() {
  const food = await addCategory(t, 'food');
  const crafts = await addCategory(t, 'crafts');
  const a = await addStore(t, { nameEn: 'Amal Kitchen', nameAr: 'مطبخ أمل', categoryId: food.id, governorate: 'amman', city: 'Amman', rating: 4.6, totalOrders: 120, createdAt: minutesAgo(30) });
  const b = await addStore(t, { nameEn: 'Basma Crafts', nameAr: 'حِرَف بسمة', categoryId: crafts.id, governorate: 'irbid', city: 'Irbid', rating: 3.2, totalOrders: 15, createdAt: minutesAgo(10) });
  const c = await addStore(t, { nameEn: 'Coral Sweets', nameAr: 'حلويات مرجان', categoryId: crafts.id, governorate: 'amman', city: 'Amman', rating: 2.1, totalOrders: 300, createdAt: minutesAgo(20) });
  await addStore(t, { nameEn: 'Dormant', nameAr: 'متوقف', isActive: false, rating: 5 });
  // Coral sells food too: it matches the food category through its listed product.
  await addProduct(t, c.store.id, { categoryId: food.id });
  await addProduct(t, b.store.id, { categoryId: food.id, status: 'draft' });
  await addProduct(t, b.store.id, { categoryId: crafts.id });
  await addProduct(t, b.store.id, { categoryId: crafts.id });
  return { food, crafts, a, b, c };
}

describe('GET /api/stores', () => {
  it('lists active stores only, best rated first, with listed product counts and a total', async () => {
    await town();
    const body = await list();
    expect(names(body)).toEqual(['Amal Kitchen', 'Basma Crafts', 'Coral Sweets']);
    expect(body.total).toBe(3);
    expect(body.stores.map((s) => s.productCount)).toEqual([0, 2, 1]);
    expect((await t.call('GET', '/api/stores')).headers.get('cache-control')).toMatch(/^public/);
  });

  it('filters by category (primary or through listed products, id or slug), governorate, city, rating and orders', async () => {
    const { food } = await town();
    expect(names(await list(`?categoryId=${food.id}&sortBy=name`))).toEqual(['Amal Kitchen', 'Coral Sweets']);
    expect(names(await list('?categoryId=crafts&sortBy=name'))).toEqual(['Basma Crafts', 'Coral Sweets']);
    expect(await list('?categoryId=unknown')).toEqual({ stores: [], total: 0 });
    expect(names(await list('?governorate=amman&sortBy=name'))).toEqual(['Amal Kitchen', 'Coral Sweets']);
    expect(names(await list('?city=irbid'))).toEqual(['Basma Crafts']);
    expect(names(await list('?minRating=3'))).toEqual(['Amal Kitchen', 'Basma Crafts']);
    expect(names(await list('?minRating=4.5'))).toEqual(['Amal Kitchen']);
    expect(names(await list('?minOrders=100&sortBy=name'))).toEqual(['Amal Kitchen', 'Coral Sweets']);
    expect(names(await list('?governorate=amman&minRating=3&categoryId=food'))).toEqual(['Amal Kitchen']);
  });

  it('searches names and descriptions in both languages with the Arabic normalisation', async () => {
    await town();
    expect(names(await list('?search=coral'))).toEqual(['Coral Sweets']);
    expect(names(await list(`?search=${encodeURIComponent('امل')}`))).toEqual(['Amal Kitchen']);
    expect(names(await list(`?search=${encodeURIComponent('حرف')}`))).toEqual(['Basma Crafts']);
    expect(names(await list(`?search=${encodeURIComponent('المطبخ')}`))).toEqual(['Amal Kitchen']);
    expect(names(await list('?search=dormant'))).toEqual([]);
    expect((await list('?search=cra&governorate=irbid')).total).toBe(1);
    expect((await list('?search=cra&governorate=amman')).total).toBe(0);
  });

  it('sorts by name, rating, orders and newest in both directions', async () => {
    await town();
    expect(names(await list('?sortBy=name'))).toEqual(['Amal Kitchen', 'Basma Crafts', 'Coral Sweets']);
    expect(names(await list('?sortBy=name&sortOrder=desc'))).toEqual(['Coral Sweets', 'Basma Crafts', 'Amal Kitchen']);
    expect(names(await list('?sortBy=rating&sortOrder=asc'))).toEqual(['Coral Sweets', 'Basma Crafts', 'Amal Kitchen']);
    expect(names(await list('?sortBy=orders'))).toEqual(['Coral Sweets', 'Amal Kitchen', 'Basma Crafts']);
    expect(names(await list('?sortBy=newest'))).toEqual(['Basma Crafts', 'Coral Sweets', 'Amal Kitchen']);
  });

  it('pages with limit and offset', async () => {
    await town();
    const page = await list('?sortBy=name&limit=2&offset=2');
    expect(names(page)).toEqual(['Coral Sweets']);
    expect(page.total).toBe(3);
  });

  it.each([
    ['?limit=101', 'limit'], ['?offset=-1', 'offset'], ['?sortBy=popular', 'sortBy'], ['?sortOrder=random', 'sortOrder'],
    ['?governorate=paris', 'governorate'], ['?minRating=6', 'minRating'], ['?minRating=high', 'minRating'], ['?minOrders=-3', 'minOrders'],
  ])('answers 400 for %s', async (qs, path) => {
    const res = await t.call('GET', `/api/stores${qs}`);
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path }));
  });
});

describe('GET /api/stores/slug/:slug and /api/stores/:id', () => {
  it('answers an active store by slug (with the seller on request) and by id', async () => {
    const { store, seller } = await addStore(t, { slug: 'layla-crafts', nameEn: 'Layla Crafts' });
    await addProduct(t, store.id);
    const bySlug = await t.call('GET', '/api/stores/slug/layla-crafts?include=seller');
    expect(bySlug.status).toBe(200);
    expect(bySlug.json).toMatchObject({ id: store.id, slug: 'layla-crafts', productCount: 1, seller: { id: seller.id, firstName: 'seller', lastName: 'Test' } });
    const byId = await t.call('GET', `/api/stores/${store.id}`);
    expect(byId.json).toMatchObject({ id: store.id, nameEn: 'Layla Crafts' });
    expect(byId.json.seller).toBeUndefined();
  });

  it('answers 404 "Store not found" for unknown stores and inactive ones (except to their seller and admins)', async () => {
    const { store, seller } = await addStore(t, { slug: 'quiet' });
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    const missing = await t.call('GET', '/api/stores/slug/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Store not found');
    expect((await t.call('GET', `/api/stores/${crypto.randomUUID()}`)).status).toBe(404);
    const hidden = await t.call('GET', '/api/stores/slug/quiet');
    expect(hidden.status).toBe(404);
    // Still "Store not found", with its own code so the app says Store Not Found at the store's address.
    expect(hidden.json).toMatchObject({ message: 'Store not found', code: 'storeHidden' });
    expect(missing.json.code).toBe('storeNotFound');
    const buyer = await t.signUp('buyer');
    expect((await t.call('GET', `/api/stores/${store.id}`, { cookie: buyer.cookie })).status).toBe(404);
    const own = await t.call('GET', '/api/stores/slug/quiet', { cookie: seller.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const admin = await t.signUp('admin');
    expect((await t.call('GET', `/api/stores/${store.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/stores/slug/quiet?include=everything')).status).toBe(400);
  });
});
