import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { productImages, products } from '#api/db/tables.ts';
import { addCategory, addPhoto, createProduct, createStore, productBody } from '#api/test/seller-fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let storeId: string;
let categoryId: string;
beforeEach(async () => {
  t = await makeTestApp();
  owner = await t.signUp('seller');
  storeId = (await createStore(t, owner.cookie)).id;
  categoryId = (await addCategory(t)).id;
});
afterEach(() => t.cleanup());

const row = async (id: string) => first(await t.db.select().from(products).where(eq(products.id, id)).limit(1))!;
const imagesOf = async (id: string) => (await t.db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position))).map((i) => i.url);

describe('POST /api/products and /api/listing-drafts', () => {
  it('publishes with status active and keeps imageUrl, product_images, isOnSale and isListed right', async () => {
    const photos = [await addPhoto(t, owner.id), await addPhoto(t, owner.id)];
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body: productBody(storeId, categoryId, { images: photos, price: 10, originalPrice: '12.5', status: 'draft' }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'active', price: '10.00', originalPrice: '12.50', isOnSale: true, salePercentage: 20, imageUrl: photos[0], images: photos, stock: 3, currency: 'JOD' });
    const stored = await row(res.json.id);
    expect(stored).toMatchObject({ priceCents: 1000, originalPriceCents: 1250, isOnSale: true, isListed: true, imageUrl: photos[0] });
    expect(await imagesOf(res.json.id)).toEqual(photos);
  });

  it('saves a draft that is never listed publicly, without the completeness threshold', async () => {
    const res = await t.call('POST', '/api/listing-drafts', { cookie: owner.cookie, body: productBody(storeId, categoryId, { descriptionEn: '', descriptionAr: '', price: '0' }) });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe('draft');
    expect((await row(res.json.id)).isListed).toBe(false);
  });

  it('refuses to publish below a completeness score of 60', async () => {
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body: productBody(storeId, categoryId, { descriptionEn: '', price: '5' }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'completenessTooLow', message: 'A minimum completeness score of 60% is required', score: 40 });
    expect(await t.db.select().from(products)).toHaveLength(0);
  });

  it.each([
    [{ price: '-1' }, 'price', 'invalidMoney'],
    [{ price: '1.999' }, 'price', 'invalidMoney'],
    [{ price: 'abc' }, 'price', 'invalidMoney'],
    [{ price: undefined }, 'price', 'priceRequired'],
    [{ price: '0' }, 'price', 'priceRequired'],
    [{ price: '٠٫٠٠' }, 'price', 'priceRequired'],
    [{ originalPrice: '12.50' }, 'originalPrice', 'originalPriceNotAbove'],
    [{ originalPrice: '3' }, 'originalPrice', 'originalPriceNotAbove'],
    [{ stock: -1 }, 'stock', 'invalidWholeNumber'],
    [{ stock: 1.5 }, 'stock', 'invalidWholeNumber'],
    [{ stock: 'many' }, 'stock', 'invalidWholeNumber'],
    [{ nameAr: '   ' }, 'nameAr', 'required'],
    [{ nameEn: undefined }, 'nameEn', 'required'],
    [{ categoryId: '' }, 'categoryId', 'categoryRequired'],
    [{ categoryId: 'no-such-category' }, 'categoryId', 'categoryRequired'],
    [{ storeId: '' }, 'storeId', 'storeRequired'],
    [{ storeId: 'no-such-store' }, 'storeId', 'storeRequired'],
    [{ images: ['https://evil.example/a.jpg'] }, 'images.0', 'invalidPhoto'],
    [{ images: [`/objects/uploads/${crypto.randomUUID()}`] }, 'images', 'invalidPhoto'],
    [{ images: 'not-a-list' }, 'images', 'invalidPhoto'],
    [{ currency: 'EUR' }, 'currency', 'invalidChoice'],
    [{ attributes: { item: 'car' } }, 'attributes.item', 'invalidChoice'],
    [{ attributes: { flavour: 'sweet' } }, 'attributes.flavour', 'invalidChoice'],
  ])('rejects bad input with a 400 naming the field (%#)', async (over, path, code) => {
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body: productBody(storeId, categoryId, over) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path, code }));
    expect(await t.db.select().from(products)).toHaveLength(0);
  });

  it('reads prices and stock typed in Arabic-Indic or Persian digits with Arabic separators', async () => {
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body: productBody(storeId, categoryId, { price: '١٬٢٥٠٫٥', originalPrice: '۱۳۰۰', stock: '٢٠' }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ price: '1250.50', originalPrice: '1300.00', stock: 20 });
  });

  it('says which field when a published product has no price, and lets a draft have none', async () => {
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body: productBody(storeId, categoryId, { price: '' }) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([{ path: 'price', code: 'priceRequired', message: 'A published product needs a price above 0' }]);
    const draft = await t.call('POST', '/api/listing-drafts', { cookie: owner.cookie, body: productBody(storeId, categoryId, { price: '' }) });
    expect(draft.status).toBe(201);
    expect(draft.json.price).toBe('0.00');
    // Publishing the draft later still needs the price.
    const publish = await t.call('PUT', `/api/products/${draft.json.id}`, { cookie: owner.cookie, body: productBody(storeId, categoryId, { price: '0', status: 'active' }) });
    expect(publish.status).toBe(400);
    expect(publish.json.issues).toContainEqual(expect.objectContaining({ path: 'price', code: 'priceRequired' }));
    expect(await row(draft.json.id)).toMatchObject({ status: 'draft', isListed: false });
  });

  it('refuses to publish the photo assistant’s placeholder texts, naming each field; a draft may keep them', async () => {
    const body = productBody(storeId, categoryId, {
      nameEn: 'Handmade item in orange', nameAr: 'قطعة يدوية باللون البرتقالي',
      descriptionEn: 'A handmade piece in orange. Please add what the item is, its material, its size and how it was made.',
    });
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string; code: string }) => `${i.path}:${i.code}`)).toEqual(['nameEn:analyserTemplate', 'nameAr:analyserTemplate', 'descriptionEn:analyserTemplate']);
    expect((await t.call('POST', '/api/listing-drafts', { cookie: owner.cookie, body })).status).toBe(201);
    // The seller's own words about the same item are fine.
    const own = productBody(storeId, categoryId, { nameEn: 'Orange tatreez cushion', descriptionEn: 'Colour: orange. Hand-embroidered cotton cushion cover, 40 × 40 cm.' });
    expect((await t.call('POST', '/api/products', { cookie: owner.cookie, body: own })).status).toBe(201);
  });

  it('allows at most 5 photos', async () => {
    const photos: string[] = [];
    for (let i = 0; i < 6; i += 1) photos.push(await addPhoto(t, owner.id));
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body: productBody(storeId, categoryId, { images: photos }) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path: 'images', code: 'tooManyPhotos' }));
  });

  it("refuses another user's uploaded photo (it may not be public yet)", async () => {
    const stranger = await t.signUp('seller');
    const theirs = await addPhoto(t, stranger.id);
    const res = await t.call('POST', '/api/products', { cookie: owner.cookie, body: productBody(storeId, categoryId, { images: [theirs] }) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path: 'images', code: 'invalidPhoto' }));
    const admin = await t.signUp('admin');
    const byAdmin = await t.call('POST', '/api/products', { cookie: admin.cookie, body: productBody(storeId, categoryId, { images: [theirs] }) });
    expect(byAdmin.status).toBe(201);
  });

  it('keeps textile attributes for the textile category and drops them for others', async () => {
    const sewing = await addCategory(t, 'sewing');
    const attributes = { item: 'pillow-cover', technique: 'tatreez', material: 'linen', size: 'medium', color: 'red' };
    const textile = await createProduct(t, owner.cookie, productBody(storeId, sewing.id, { attributes: { ...attributes, color: '' } }));
    expect((await row(textile.id)).attributes).toEqual({ item: 'pillow-cover', technique: 'tatreez', material: 'linen', size: 'medium' });
    const food = await createProduct(t, owner.cookie, productBody(storeId, categoryId, { attributes }));
    expect((await row(food.id)).attributes).toEqual({});
  });

  it('answers 401 to visitors, 403 to buyers and to sellers writing into someone else’s store', async () => {
    const other = await t.signUp('seller');
    const buyer = await t.signUp('buyer');
    expect((await t.call('POST', '/api/products', { body: productBody(storeId, categoryId) })).status).toBe(401);
    expect((await t.call('POST', '/api/products', { cookie: buyer.cookie, body: productBody(storeId, categoryId) })).status).toBe(403);
    const res = await t.call('POST', '/api/listing-drafts', { cookie: other.cookie, body: productBody(storeId, categoryId) });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You cannot edit this store');
    const admin = await t.signUp('admin');
    expect((await t.call('POST', '/api/products', { cookie: admin.cookie, body: productBody(storeId, categoryId) })).status).toBe(201);
  });

  it('lists a product of a closed store as not listed', async () => {
    await t.call('PUT', `/api/stores/${storeId}`, { cookie: owner.cookie, body: { nameEn: 'Closed', nameAr: 'مغلق', isActive: false } });
    const product = await createProduct(t, owner.cookie, productBody(storeId, categoryId));
    expect((await row(product.id)).isListed).toBe(false);
  });
});

describe('drafts never show publicly', () => {
  it('a draft is missing from GET /api/products and is a 404 on its page for others, but its owner and admins see it', async () => {
    const active = await createProduct(t, owner.cookie, productBody(storeId, categoryId, { nameEn: 'Public cushion' }));
    const draft = await createProduct(t, owner.cookie, productBody(storeId, categoryId, { nameEn: 'Secret cushion' }), '/api/listing-drafts');
    const other = await t.signUp('seller');
    const admin = await t.signUp('admin');
    for (const cookie of [undefined, other.cookie, owner.cookie]) {
      const list = await t.call('GET', '/api/products?limit=100', { cookie });
      expect(list.status).toBe(200);
      const ids = list.json.products.map((p: { id: string }) => p.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(draft.id);
      const byStore = await t.call('GET', `/api/products?storeId=${storeId}`, { cookie });
      expect(byStore.json.products.map((p: { id: string }) => p.id)).not.toContain(draft.id);
    }
    expect((await t.call('GET', `/api/products/${draft.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/products/${draft.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call('GET', `/api/products/${draft.id}`, { cookie: owner.cookie })).json.status).toBe('draft');
    expect((await t.call('GET', `/api/products/${draft.id}`, { cookie: admin.cookie })).status).toBe(200);
  });
});

describe('PUT /api/products/{id}', () => {
  it('lets the owner and an admin edit; another seller gets 403', async () => {
    const product = await createProduct(t, owner.cookie, productBody(storeId, categoryId));
    const other = await t.signUp('seller');
    const admin = await t.signUp('admin');
    const put = (cookie: string, over: Record<string, unknown>) => t.call('PUT', `/api/products/${product.id}`, { cookie, body: productBody(storeId, categoryId, over) });

    expect((await put(other.cookie, { price: '1' })).status).toBe(403);
    const edited = await put(owner.cookie, { price: '9.75', originalPrice: '11' });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ price: '9.75', originalPrice: '11.00', isOnSale: true, status: 'active' });
    expect((await put(admin.cookie, { originalPrice: null })).json).toMatchObject({ originalPrice: null, isOnSale: false });
    expect(await row(product.id)).toMatchObject({ priceCents: 1250, isOnSale: false, isListed: true });
  });

  it('moves between draft and active and replaces the photos', async () => {
    const first = [await addPhoto(t, owner.id), await addPhoto(t, owner.id)];
    const draft = await createProduct(t, owner.cookie, productBody(storeId, categoryId, { images: first }), '/api/listing-drafts');
    const second = [first[1]!, await addPhoto(t, owner.id)];
    const published = await t.call('PUT', `/api/products/${draft.id}`, { cookie: owner.cookie, body: productBody(storeId, categoryId, { images: second, status: 'active' }) });
    expect(published.json).toMatchObject({ status: 'active', imageUrl: second[0], images: second });
    expect((await row(draft.id)).isListed).toBe(true);
    expect(await imagesOf(draft.id)).toEqual(second);

    const back = await t.call('PUT', `/api/products/${draft.id}`, { cookie: owner.cookie, body: productBody(storeId, categoryId, { images: [], status: 'draft' }) });
    expect(back.json).toMatchObject({ status: 'draft', imageUrl: null, images: [] });
    expect((await row(draft.id)).isListed).toBe(false);
  });

  it('will not move a product into another seller’s store', async () => {
    const product = await createProduct(t, owner.cookie, productBody(storeId, categoryId));
    const other = await t.signUp('seller');
    const otherStore = await createStore(t, other.cookie, { nameEn: 'Other' });
    const res = await t.call('PUT', `/api/products/${product.id}`, { cookie: owner.cookie, body: productBody(otherStore.id, categoryId) });
    expect(res.status).toBe(403);
    expect((await row(product.id)).storeId).toBe(storeId);
  });

  it('validates like creation and answers 404 for missing or deleted products', async () => {
    const product = await createProduct(t, owner.cookie, productBody(storeId, categoryId));
    const bad = await t.call('PUT', `/api/products/${product.id}`, { cookie: owner.cookie, body: productBody(storeId, categoryId, { price: '1.234' }) });
    expect(bad.status).toBe(400);
    expect((await t.call('PUT', '/api/products/missing', { cookie: owner.cookie, body: productBody(storeId, categoryId) })).status).toBe(404);
    await t.call('DELETE', `/api/products/${product.id}`, { cookie: owner.cookie });
    expect((await t.call('PUT', `/api/products/${product.id}`, { cookie: owner.cookie, body: productBody(storeId, categoryId) })).status).toBe(404);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('soft-deletes for the owner: unlisted, kept in the table, gone from the store list and public page', async () => {
    const product = await createProduct(t, owner.cookie, productBody(storeId, categoryId));
    const other = await t.signUp('seller');
    expect((await t.call('DELETE', `/api/products/${product.id}`)).status).toBe(401);
    const denied = await t.call('DELETE', `/api/products/${product.id}`, { cookie: other.cookie });
    expect(denied.status).toBe(403);
    expect((await row(product.id)).deletedAt).toBeNull();

    expect((await t.call('DELETE', `/api/products/${product.id}`, { cookie: owner.cookie })).status).toBe(200);
    expect(await row(product.id)).toMatchObject({ isListed: false });
    expect((await row(product.id)).deletedAt).not.toBeNull();
    const mine = await t.call('GET', `/api/stores/${storeId}/products`, { cookie: owner.cookie });
    expect(mine.json.products).toEqual([]);
    expect((await t.call('GET', `/api/products/${product.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/products/${product.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('lets an admin delete any product', async () => {
    const product = await createProduct(t, owner.cookie, productBody(storeId, categoryId));
    const admin = await t.signUp('admin');
    expect((await t.call('DELETE', `/api/products/${product.id}`, { cookie: admin.cookie })).status).toBe(200);
  });
});
