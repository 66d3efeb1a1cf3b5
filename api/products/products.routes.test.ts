import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { productImages, products, stores } from '#api/db/tables.ts';
import { addCategory, addProduct, addStore, minutesAgo } from '#api/test/catalogue-fixtures.ts';
import { invalidateCatalogueCaches } from '#api/catalogue/cache.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

const list = async (qs = '') => {
  const res = await t.call('GET', `/api/products${qs}`);
  expect(res.status, res.text).toBe(200);
  return res.json as { products: { id: string; nameEn: string; price: string }[]; total: number };
};
const names = (body: { products: { nameEn: string }[] }) => body.products.map((p) => p.nameEn);

describe('GET /api/products visibility and shape', () => {
  it('lists only active, non-deleted products of active stores, newest first, with the store summary', async () => {
    const { store } = await addStore(t);
    const { store: closed } = await addStore(t, { isActive: false });
    await addProduct(t, store.id, { nameEn: 'Old', createdAt: minutesAgo(10) });
    await addProduct(t, store.id, { nameEn: 'New', createdAt: minutesAgo(1) });
    await addProduct(t, store.id, { nameEn: 'Draft', status: 'draft' });
    await addProduct(t, store.id, { nameEn: 'Deleted', deletedAt: minutesAgo(0) });
    await addProduct(t, closed.id, { nameEn: 'Closed store' }, false);
    const res = await t.call('GET', '/api/products');
    expect(res.json.total).toBe(2);
    expect(names(res.json)).toEqual(['New', 'Old']);
    expect(res.json.products[0]).toMatchObject({ price: '10.00', store: { id: store.id, slug: store.slug, nameEn: store.nameEn } });
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
    const { store } = await addStore(t);
    const p = await addProduct(t, store.id);
    const first = await t.call('GET', '/api/products');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"/);
    const again = await t.call('GET', '/api/products', { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    await t.db.update(products).set({ priceCents: 1500 }).where(eq(products.id, p.id));
    const changed = await t.call('GET', '/api/products', { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.json.products[0].price).toBe('15.00');
    expect(changed.headers.get('etag')).not.toBe(tag);
  });
});

describe('GET /api/products filters', () => {
  it('filters by category id or slug, store, price range and sale', async () => {
    const food = await addCategory(t, 'food');
    const crafts = await addCategory(t, 'crafts');
    const { store } = await addStore(t);
    const { store: other } = await addStore(t);
    await addProduct(t, store.id, { nameEn: 'Jam', categoryId: food.id, priceCents: 500 });
    await addProduct(t, store.id, { nameEn: 'Honey', categoryId: food.id, priceCents: 1250, originalPriceCents: 1500 });
    await addProduct(t, other.id, { nameEn: 'Bowl', categoryId: crafts.id, priceCents: 4000 });
    await addProduct(t, other.id, { nameEn: 'Rug', categoryId: crafts.id, priceCents: 90000, originalPriceCents: 80000 });

    expect(names(await list(`?categoryId=${food.id}&sortBy=name`))).toEqual(['Honey', 'Jam']);
    expect(names(await list('?categoryId=crafts&sortBy=name'))).toEqual(['Bowl', 'Rug']);
    expect(await list('?categoryId=no-such-category')).toEqual({ products: [], total: 0 });
    expect(names(await list(`?storeId=${other.id}&sortBy=name`))).toEqual(['Bowl', 'Rug']);
    expect(names(await list('?minPrice=12.5&sortBy=price&sortOrder=asc'))).toEqual(['Honey', 'Bowl', 'Rug']);
    expect(names(await list('?maxPrice=40&sortBy=price&sortOrder=asc'))).toEqual(['Jam', 'Honey', 'Bowl']);
    expect(names(await list('?minPrice=10&maxPrice=40&sortBy=price'))).toEqual(['Bowl', 'Honey']);
    expect(names(await list('?minPrice=١٠&maxPrice=٤٠&sortBy=price'))).toEqual(['Bowl', 'Honey']);
    // Rug's "original" price is below its price: not on sale.
    expect(names(await list('?isOnSale=true'))).toEqual(['Honey']);
    expect((await list('?isOnSale=false')).total).toBe(4);
    expect(names(await list(`?categoryId=food&isOnSale=true&maxPrice=20`))).toEqual(['Honey']);
    expect((await list(`?categoryId=food&minPrice=100`)).total).toBe(0);
  });

  it.each([
    ['?limit=101', 'limit'], ['?limit=0', 'limit'], ['?limit=ten', 'limit'], ['?offset=-1', 'offset'], ['?offset=1.5', 'offset'],
    ['?sortBy=popularity', 'sortBy'], ['?sortOrder=up', 'sortOrder'], ['?minPrice=abc', 'minPrice'], ['?maxPrice=-5', 'maxPrice'],
    ['?minPrice=1.234', 'minPrice'], ['?minPrice=50&maxPrice=10', 'maxPrice'], ['?isOnSale=yes', 'isOnSale'], [`?search=${'x'.repeat(201)}`, 'search'],
  ])('answers 400 for %s', async (qs, path) => {
    const res = await t.call('GET', `/api/products${qs}`);
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path }));
  });

  it('pages with limit and offset; the total counts every match', async () => {
    const { store } = await addStore(t);
    for (let i = 0; i < 7; i++) await addProduct(t, store.id, { nameEn: `P${i}`, createdAt: minutesAgo(i) });
    const page1 = await list('?limit=3');
    const page3 = await list('?limit=3&offset=6');
    expect(names(page1)).toEqual(['P0', 'P1', 'P2']);
    expect(names(page3)).toEqual(['P6']);
    expect(page3.total).toBe(7);
    expect((await list('?limit=3&offset=100')).products).toEqual([]);
    expect((await list()).products).toHaveLength(7);
  });

  it('keeps totals right after writes from anywhere (catalogue version)', async () => {
    const { store } = await addStore(t);
    await addProduct(t, store.id);
    expect((await list()).total).toBe(1);
    await addProduct(t, store.id);
    expect((await list()).total).toBe(2);
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    await t.db.update(products).set({ isListed: false }).where(eq(products.storeId, store.id));
    expect((await list()).total).toBe(0);
    invalidateCatalogueCaches();
    expect((await list()).total).toBe(0);
  });
});

describe('GET /api/products sorts', () => {
  it('sorts by every field in both directions, with sensible default directions', async () => {
    const { store } = await addStore(t);
    await addProduct(t, store.id, { nameEn: 'Apple', priceCents: 300, rating: 4.5, soldCount: 1, createdAt: minutesAgo(3) });
    await addProduct(t, store.id, { nameEn: 'Cherry', priceCents: 100, rating: 2, soldCount: 9, createdAt: minutesAgo(1) });
    await addProduct(t, store.id, { nameEn: 'Banana', priceCents: 200, rating: 3, soldCount: 5, createdAt: minutesAgo(2) });
    expect(names(await list())).toEqual(['Cherry', 'Banana', 'Apple']);
    expect(names(await list('?sortBy=createdAt&sortOrder=asc'))).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(names(await list('?sortBy=price&sortOrder=asc'))).toEqual(['Cherry', 'Banana', 'Apple']);
    expect(names(await list('?sortBy=price&sortOrder=desc'))).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(names(await list('?sortBy=rating'))).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(names(await list('?sortBy=rating&sortOrder=asc'))).toEqual(['Cherry', 'Banana', 'Apple']);
    expect(names(await list('?sortBy=sales'))).toEqual(['Cherry', 'Banana', 'Apple']);
    expect(names(await list('?sortBy=name'))).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(names(await list('?sortBy=name&sortOrder=desc'))).toEqual(['Cherry', 'Banana', 'Apple']);
  });
});

describe('GET /api/products/:id', () => {
  it('answers a listed product with photos in order, store summary and, on request, the seller contact card', async () => {
    const { store } = await addStore(t, { cliqNumber: 'LAYLA', instagramUrl: 'https://instagram.com/layla' });
    const p = await addProduct(t, store.id, { imageUrl: '/objects/uploads/a' });
    await t.db.insert(productImages).values([{ productId: p.id, url: '/objects/uploads/b', position: 1 }, { productId: p.id, url: '/objects/uploads/a', position: 0 }]);
    const plain = await t.call('GET', `/api/products/${p.id}`);
    expect(plain.status).toBe(200);
    expect(plain.json).toMatchObject({ id: p.id, images: ['/objects/uploads/a', '/objects/uploads/b'], store: { slug: store.slug } });
    expect(plain.json.seller).toBeUndefined();
    const full = await t.call('GET', `/api/products/${p.id}?include=storeSeller`);
    expect(full.json.seller).toEqual({ instagramUrl: 'https://instagram.com/layla', facebookUrl: null, otherPagesUrl: null, whatsappNumber: '+962791234567', phoneNumber: null, cliqNumber: 'LAYLA' });
    expect(full.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('hides drafts, deleted products and products of inactive stores from everyone but their seller and admins', async () => {
    const { store, seller } = await addStore(t);
    const { store: closed, seller: closedSeller } = await addStore(t, { isActive: false });
    const draft = await addProduct(t, store.id, { status: 'draft' });
    const deleted = await addProduct(t, store.id, { deletedAt: minutesAgo(0) });
    const hidden = await addProduct(t, closed.id, {}, false);
    const buyer = await t.signUp('buyer');
    const admin = await t.signUp('admin');
    for (const [product, owner] of [[draft, seller], [deleted, seller], [hidden, closedSeller]] as const) {
      expect((await t.call('GET', `/api/products/${product.id}`)).status).toBe(404);
      const other = await t.call('GET', `/api/products/${product.id}`, { cookie: buyer.cookie });
      expect(other.status).toBe(404);
      expect(other.json.message).toBe('Product not found');
      const own = await t.call('GET', `/api/products/${product.id}`, { cookie: owner.cookie });
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('no-store');
      expect((await t.call('GET', `/api/products/${product.id}`, { cookie: admin.cookie })).status).toBe(200);
    }
  });

  it('answers 404 for unknown ids and 400 for an unknown include', async () => {
    const { store } = await addStore(t);
    const p = await addProduct(t, store.id);
    expect((await t.call('GET', `/api/products/${crypto.randomUUID()}`)).status).toBe(404);
    const notUuid = await t.call('GET', '/api/products/not-an-id');
    expect(notUuid.status).toBe(404);
    expect(notUuid.headers.get('content-type')).toMatch(/json/);
    expect((await t.call('GET', `/api/products/${p.id}?include=everything`)).status).toBe(400);
  });
});
