import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productImages, products } from '#api/db/tables.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { addCategory, addPhoto, createStore } from '#api/test/seller-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

/** One bulk payload as the page sends it (docs/product.md). */
const item = (storeId: string, categoryId: string, image: string, over: Record<string, unknown> = {}) => ({
  storeId, categoryId, images: [image],
  nameEn: 'Red shawl', nameAr: 'شال أحمر', descriptionEn: 'Colour: red. A wool shawl woven by hand.', descriptionAr: 'اللون: الأحمر. شال صوف منسوج يدوياً.',
  price: '15.00', stock: 20, status: 'active', currency: 'JOD', ...over,
});

const bulk = (cookie: string | undefined, list: unknown[]) => t.call('POST', '/api/products/bulk', { cookie, body: { products: list } });

async function sellerWithStore() {
  const seller = await t.signUp('seller');
  const store = await createStore(t, seller.cookie);
  return { seller, store };
}

describe('POST /api/products/bulk', () => {
  it('creates the valid items in one go and reports each invalid one with its reason', async () => {
    const { seller, store } = await sellerWithStore();
    const other = await sellerWithStore();
    const category = await addCategory(t);
    const photo = async () => await addPhoto(t, seller.id);
    const list = [
      item(store.id, category.id, await photo()),
      item(store.id, category.id, await photo(), { nameAr: '' }), // missing Arabic name
      item(store.id, category.id, await photo(), { price: '-3' }), // bad price
      item(store.id, 'no-such-category', await photo()), // unknown category
      item(store.id, category.id, await photo(), { nameEn: 'Blue cushion', stock: '7' }),
      item(store.id, category.id, '/objects/uploads/00000000-0000-0000-0000-000000000000'), // never uploaded
      item(store.id, category.id, await photo(), { stock: 1.5 }),
      item(store.id, category.id, await photo(), { price: '0.00' }), // left at 0: not live
      item(store.id, category.id, await photo(), { price: '٢٠' }), // Arabic-Indic digits: 20.00
    ];
    const res = await bulk(seller.cookie, list);
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(3);
    expect(res.json.failed).toBe(6);
    expect(res.json.failures.map((f: { index: number }) => f.index)).toEqual([1, 2, 3, 5, 6, 7]);
    const byIndex = Object.fromEntries(res.json.failures.map((f: { index: number }) => [f.index, f]));
    expect(byIndex[1]).toMatchObject({ product: list[1], code: 'required', error: expect.stringContaining('nameAr') });
    expect(byIndex[2]).toMatchObject({ code: 'invalidMoney' });
    expect(byIndex[3]).toMatchObject({ code: 'categoryRequired' });
    expect(byIndex[5]).toMatchObject({ code: 'invalidPhoto' });
    expect(byIndex[6]).toMatchObject({ code: 'invalidWholeNumber' });
    expect(byIndex[7]).toMatchObject({ code: 'priceRequired', error: 'price: A published product needs a price above 0' });

    const rows = await t.db.select().from(products).where(eq(products.storeId, store.id));
    expect(rows.map((r) => r.nameEn).sort()).toEqual(['Blue cushion', 'Red shawl', 'Red shawl']);
    expect(rows.map((r) => r.priceCents).sort()).toEqual([1500, 1500, 2000]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'active', isListed: true, currency: 'JOD' });
      expect(row.imageUrl).toMatch(/^\/objects\/uploads\//);
      expect(await t.db.select().from(productImages).where(eq(productImages.productId, row.id))).toHaveLength(1);
    }
    expect(rows.find((r) => r.nameEn === 'Blue cushion')!.stock).toBe(7);
    expect(await t.db.select().from(products).where(eq(products.storeId, other.store.id))).toHaveLength(0);
    expect(res.json.products.map((p: { nameEn: string }) => p.nameEn)).toEqual(['Red shawl', 'Blue cushion', 'Red shawl']);

  });

  it('answers each product as a reader gets it back, photos in order, across two stores and two categories', async () => {
    const { seller, store } = await sellerWithStore();
    const second = await createStore(t, seller.cookie, { nameEn: 'Second shop', nameAr: 'المتجر الثاني' });
    const [shawls, cushions] = [await addCategory(t), await addCategory(t)];
    const photos = [await addPhoto(t, seller.id), await addPhoto(t, seller.id), await addPhoto(t, seller.id)];
    const list = [
      item(store.id, shawls.id, photos[0]!, { images: [photos[0], photos[1], photos[2]] }),
      item(second.id, cushions.id, photos[1]!, { nameEn: 'Blue cushion' }),
      item(second.id, 'no-such-category', photos[2]!), // the same store, then a category that is not there
      item(store.id, cushions.id, photos[2]!, { nameEn: 'Green cushion', images: [photos[2], photos[0]] }),
    ];
    const res = await bulk(seller.cookie, list);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: 3, failed: 1, failures: [{ index: 2, code: 'categoryRequired' }] });
    const answered = res.json.products as { id: string; storeId: string; categoryId: string; images: string[] }[];
    expect(answered.map((p) => [p.storeId, p.categoryId])).toEqual([[store.id, shawls.id], [second.id, cushions.id], [store.id, cushions.id]]);
    expect(answered.map((p) => p.images)).toEqual([photos, [photos[1]], [photos[2], photos[0]]]);
    for (const product of answered) {
      const read = await t.call('GET', `/api/products/${product.id}`);
      expect(read.status).toBe(200);
      expect({ ...read.json, store: undefined, seller: undefined }).toEqual({ ...product, store: undefined, seller: undefined });
    }
  });

  it('answers 200 with only failures when nothing is valid, and creates nothing', async () => {
    const { seller, store } = await sellerWithStore();
    const category = await addCategory(t);
    const res = await bulk(seller.cookie, [item(store.id, category.id, await addPhoto(t, seller.id), { nameEn: '  ' })]);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: 0, failed: 1, products: [] });
    expect(await t.db.select().from(products)).toHaveLength(0);
  });

  it('lets an admin bulk-create into any store', async () => {
    const { seller, store } = await sellerWithStore();
    const admin = await t.signUp('admin');
    const category = await addCategory(t);
    const res = await bulk(admin.cookie, [item(store.id, category.id, await addPhoto(t, seller.id))]);
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(1);
  });

  it("refuses a batch aimed at another seller's store as a whole (403), creating nothing", async () => {
    const mine = await sellerWithStore();
    const theirs = await sellerWithStore();
    const category = await addCategory(t);
    const res = await bulk(mine.seller.cookie, [
      item(mine.store.id, category.id, await addPhoto(t, mine.seller.id)),
      item(theirs.store.id, category.id, await addPhoto(t, mine.seller.id)),
    ]);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('cannotEditStore');
    expect(await t.db.select().from(products)).toHaveLength(0);
  });

  it('is for sellers and admins, and takes 1 to 50 items', async () => {
    const { seller, store } = await sellerWithStore();
    const category = await addCategory(t);
    const one = item(store.id, category.id, await addPhoto(t, seller.id));
    expect((await bulk(undefined, [one])).status).toBe(401);
    const buyer = await t.signUp('buyer');
    expect((await bulk(buyer.cookie, [one])).status).toBe(403);
    expect((await bulk(seller.cookie, [])).status).toBe(400);
    expect((await t.call('POST', '/api/products/bulk', { cookie: seller.cookie, body: { products: 'many' } })).status).toBe(400);
    const tooMany = await bulk(seller.cookie, Array.from({ length: 51 }, () => one));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.issues[0].path).toBe('products');
    expect(await t.db.select().from(products)).toHaveLength(0);

    const photos: string[] = [];
    for (let i = 0; i < 50; i += 1) photos.push(await addPhoto(t, seller.id));
    const fifty = await bulk(seller.cookie, photos.map((p, i) => item(store.id, category.id, p, { nameEn: `Item ${i}` })));
    expect(fifty.status).toBe(201);
    expect(fifty.json).toMatchObject({ success: 50, failed: 0, failures: [] });
  });

  it('replays a repeated request with the same Idempotency-Key instead of creating twice', async () => {
    const { seller, store } = await sellerWithStore();
    const category = await addCategory(t);
    const body = { products: [item(store.id, category.id, await addPhoto(t, seller.id))] };
    const headers = { 'Idempotency-Key': 'bulk-key-12345' };
    expect((await t.call('POST', '/api/products/bulk', { cookie: seller.cookie, body, headers })).status).toBe(201);
    const again = await t.call('POST', '/api/products/bulk', { cookie: seller.cookie, body, headers });
    expect(again.status).toBe(201);
    expect(await t.db.select().from(products)).toHaveLength(1);
  });
});
