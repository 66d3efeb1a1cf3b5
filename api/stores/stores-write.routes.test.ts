import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { products, stores } from '#api/db/tables.ts';
import { addCategory, createProduct, createStore, productBody, storeBody } from '#api/test/seller-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

describe('POST /api/stores', () => {
  it('creates the store for the seller with a slug from the English name and normalised numbers', async () => {
    const seller = await t.signUp('seller');
    const category = await addCategory(t, 'food');
    const res = await t.call('POST', '/api/stores', { cookie: seller.cookie, body: storeBody({ categoryId: category.id, cliqNumber: '٠٧٧٠٠٠٠٠٠٠' }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      slug: 'um-ali-s-kitchen',
      sellerId: seller.id,
      categoryId: category.id,
      isActive: true,
      phoneNumber: '+962791234567',
      whatsappNumber: '+962781234567',
      cliqNumber: '+962770000000',
      deliveryOptions: ['delivery', 'pickup'],
      deliveryAreas: ['amman', 'zarqa'],
      preferredContactMethods: ['whatsapp'],
      featuredProduct: { name: 'Maqluba', price: '7.50' },
    });
  });

  it('keeps slugs unique, never a reserved app path nor a bare generic word', async () => {
    const seller = await t.signUp('seller');
    expect((await createStore(t, seller.cookie)).slug).toBe('um-ali-s-kitchen');
    expect((await createStore(t, seller.cookie)).slug).toBe('um-ali-s-kitchen-2');
    expect((await createStore(t, seller.cookie, { nameEn: 'Admin' })).slug).toBe('admin-2');
    // A general English name takes the Arabic name, spelled in Latin, along.
    expect((await createStore(t, seller.cookie, { nameEn: 'Shop', nameAr: 'مطبخ ستي' })).slug).toBe('shop-matbkh-sati');
  });

  it('takes the address the seller chose, and refuses a taken, malformed or generic one', async () => {
    const seller = await t.signUp('seller');
    expect((await createStore(t, seller.cookie, { slug: ' Rania-Tatreez ' })).slug).toBe('rania-tatreez');
    for (const [slug, code] of [['rania-tatreez', 'slugTaken'], ['shop', 'genericSlug'], ['cart', 'genericSlug'], ['ab', 'invalidSlug']]) {
      const res = await t.call('POST', '/api/stores', { cookie: seller.cookie, body: storeBody({ slug }) });
      expect(res.status).toBe(400);
      expect(res.json.issues).toContainEqual(expect.objectContaining({ path: 'slug', code }));
    }
  });

  it('needs Latin letters in the English name, with a message that says so', async () => {
    const seller = await t.signUp('seller');
    const res = await t.call('POST', '/api/stores', { cookie: seller.cookie, body: storeBody({ nameEn: 'متجر رانية' }) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual({ path: 'nameEn', code: 'nameEnLatin', message: 'The English name needs Latin letters (A–Z)' });
  });

  it('stores a CliQ alias upper-case or a Jordanian mobile, and social links as https URLs', async () => {
    const seller = await t.signUp('seller');
    const store = await createStore(t, seller.cookie, {
      cliqNumber: 'rania22', instagramUrl: 'instagram.com/rania.tatreez', facebookUrl: 'www.facebook.com/rania', otherPagesUrl: 'http://rania.jo/shop',
    });
    expect(store).toMatchObject({
      cliqNumber: 'RANIA22', instagramUrl: 'https://instagram.com/rania.tatreez', facebookUrl: 'https://www.facebook.com/rania', otherPagesUrl: 'https://rania.jo/shop',
    });
    await createStore(t, seller.cookie, { cliqNumber: '٠٧٩١٢٣٤٥٦٧', instagramUrl: '@rania.tatreez' });
    expect((await t.db.select().from(stores)).map((s) => [s.cliqNumber, s.instagramUrl])).toContainEqual(['+962791234567', 'https://instagram.com/rania.tatreez']);
    for (const [field, value, code] of [['cliqNumber', 'TOOLONGALIAS1', 'invalidCliq'], ['cliqNumber', '065123456', 'invalidCliq'], ['facebookUrl', 'not a link', 'invalidUrl']]) {
      const res = await t.call('POST', '/api/stores', { cookie: seller.cookie, body: storeBody({ [field]: value }) });
      expect(res.status).toBe(400);
      expect(res.json.issues).toContainEqual(expect.objectContaining({ path: field, code }));
    }
  });

  it('answers 401 to visitors and 403 to buyers', async () => {
    const buyer = await t.signUp('buyer');
    expect((await t.call('POST', '/api/stores', { body: storeBody() })).status).toBe(401);
    expect((await t.call('POST', '/api/stores', { cookie: buyer.cookie, body: storeBody() })).status).toBe(403);
    expect(await t.db.select().from(stores)).toHaveLength(0);
  });

  it.each([
    [{ nameEn: 'U' }, 'nameEn', 'nameEnMin', 'English name must be at least 2 characters'],
    [{ nameAr: ' ا ' }, 'nameAr', 'nameArMin', 'Arabic name must be at least 2 characters'],
    [{ nameEn: undefined }, 'nameEn', 'nameEnMin', 'English name must be at least 2 characters'],
    [{ instagramUrl: 'javascript:alert(1)' }, 'instagramUrl', 'invalidUrl', undefined],
    [{ facebookUrl: 'ftp://example.com' }, 'facebookUrl', 'invalidUrl', undefined],
    [{ logoUrl: 'file:///etc/passwd' }, 'logoUrl', 'invalidUrl', undefined],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'invalidPhone', undefined],
    [{ whatsappNumber: '+44 20 7946 0958' }, 'whatsappNumber', 'invalidPhone', undefined],
    [{ governorate: 'paris' }, 'governorate', 'invalidGovernorate', undefined],
    [{ deliveryOptions: ['delivery', 'boat'] }, 'deliveryOptions.1', 'invalidChoice', undefined],
    [{ deliveryAreas: ['amman', 'london'] }, 'deliveryAreas.1', 'invalidChoice', undefined],
    [{ preferredContactMethods: 'whatsapp' }, 'preferredContactMethods', 'invalidChoice', undefined],
    [{ preferredContactMethods: ['telegram'] }, 'preferredContactMethods.0', 'invalidChoice', undefined],
    [{ featuredProduct: { name: 'Maqluba', price: '' } }, 'featuredProduct.price', 'featuredProductIncomplete', undefined],
    [{ featuredProduct: { name: '', price: '5' } }, 'featuredProduct.name', 'featuredProductIncomplete', undefined],
    [{ featuredProduct: { name: 'Maqluba', price: '5.555' } }, 'featuredProduct.price', 'invalidMoney', undefined],
    [{ descriptionEn: 'x'.repeat(2001) }, 'descriptionEn', 'tooLong', undefined],
    [{ categoryId: 'no-such-category' }, 'categoryId', 'categoryRequired', undefined],
  ])('rejects bad input with a 400 naming the field (%#)', async (over, path, code, message) => {
    const seller = await t.signUp('seller');
    const res = await t.call('POST', '/api/stores', { cookie: seller.cookie, body: storeBody(over) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path, code, ...(message ? { message } : {}) }));
    expect(await t.db.select().from(stores)).toHaveLength(0);
  });

  it('treats blank optional fields as empty and an empty featured product as none', async () => {
    const seller = await t.signUp('seller');
    const res = await t.call('POST', '/api/stores', {
      cookie: seller.cookie,
      body: { nameEn: 'Tiny', nameAr: 'صغير', phoneNumber: '', instagramUrl: '  ', governorate: '', featuredProduct: { name: '', price: '' } },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ phoneNumber: null, instagramUrl: null, governorate: null, featuredProduct: null, deliveryOptions: [] });
  });
});

describe('GET /api/stores/my-stores', () => {
  it('lists only the caller’s stores, for sellers and admins', async () => {
    const a = await t.signUp('seller');
    const b = await t.signUp('seller');
    const admin = await t.signUp('admin');
    const storeA = await createStore(t, a.cookie);
    await createStore(t, b.cookie, { nameEn: 'Other' });
    const mine = await t.call('GET', '/api/stores/my-stores', { cookie: a.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.json.map((s: { id: string }) => s.id)).toEqual([storeA.id]);
    expect(mine.json[0].productCount).toBe(0);
    expect((await t.call('GET', '/api/stores/my-stores', { cookie: admin.cookie })).json).toEqual([]);
    expect((await t.call('GET', '/api/stores/my-stores')).status).toBe(401);
    expect((await t.call('GET', '/api/stores/my-stores', { cookie: (await t.signUp('buyer')).cookie })).status).toBe(403);
  });
});

describe('PUT /api/stores/{id}', () => {
  it('lets the owner and an admin edit; another seller gets 403 "You cannot edit this store"', async () => {
    const owner = await t.signUp('seller');
    const other = await t.signUp('seller');
    const admin = await t.signUp('admin');
    const store = await createStore(t, owner.cookie);
    const edit = (cookie: string | undefined, over: Record<string, unknown>) => t.call('PUT', `/api/stores/${store.id}`, { cookie, body: storeBody(over) });

    const denied = await edit(other.cookie, { nameEn: 'Stolen' });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe('You cannot edit this store');
    expect((await edit(undefined, {})).status).toBe(401);

    const byOwner = await edit(owner.cookie, { nameEn: 'Um Ali Sweets', deliveryAreas: ['all'], featuredProduct: null });
    expect(byOwner.status).toBe(200);
    expect(byOwner.json).toMatchObject({ nameEn: 'Um Ali Sweets', slug: store.slug, deliveryAreas: ['all'], featuredProduct: null });

    const byAdmin = await edit(admin.cookie, { nameAr: 'حلويات أم علي' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.sellerId).toBe(owner.id);
    expect(first(await t.db.select().from(stores).where(eq(stores.id, store.id)).limit(1))!.nameAr).toBe('حلويات أم علي');

    expect((await t.call('PUT', '/api/stores/missing', { cookie: admin.cookie, body: storeBody() })).status).toBe(404);
    expect((await edit(owner.cookie, { nameEn: 'x' })).status).toBe(400);
  });

  it('closing a store unlists its products; reopening lists the active ones again, never drafts', async () => {
    const owner = await t.signUp('seller');
    const category = await addCategory(t);
    const store = await createStore(t, owner.cookie);
    const active = await createProduct(t, owner.cookie, productBody(store.id, category.id));
    const draft = await createProduct(t, owner.cookie, productBody(store.id, category.id), '/api/listing-drafts');
    const listed = async () => Object.fromEntries((await t.db.select().from(products)).map((p) => [p.id, p.isListed]));
    expect(await listed()).toEqual({ [active.id]: true, [draft.id]: false });

    expect((await t.call('PUT', `/api/stores/${store.id}`, { cookie: owner.cookie, body: storeBody({ isActive: false }) })).json.isActive).toBe(false);
    expect(await listed()).toEqual({ [active.id]: false, [draft.id]: false });

    await t.call('PUT', `/api/stores/${store.id}`, { cookie: owner.cookie, body: storeBody({ isActive: true }) });
    expect(await listed()).toEqual({ [active.id]: true, [draft.id]: false });
  });
});

describe('GET /api/stores/{id}/products', () => {
  it('shows drafts to the owner and admins only; others get the listed products', async () => {
    const owner = await t.signUp('seller');
    const other = await t.signUp('seller');
    const admin = await t.signUp('admin');
    const category = await addCategory(t);
    const store = await createStore(t, owner.cookie);
    const active = await createProduct(t, owner.cookie, productBody(store.id, category.id));
    const draft = await createProduct(t, owner.cookie, productBody(store.id, category.id, { nameEn: 'Draft shawl' }), '/api/listing-drafts');
    const ids = async (cookie?: string) => {
      const res = await t.call('GET', `/api/stores/${store.id}/products`, { cookie });
      expect(res.status).toBe(200);
      return res.json.products.map((p: { id: string }) => p.id).sort();
    };
    expect(await ids(owner.cookie)).toEqual([active.id, draft.id].sort());
    expect(await ids(admin.cookie)).toEqual([active.id, draft.id].sort());
    expect(await ids(other.cookie)).toEqual([active.id]);
    expect(await ids()).toEqual([active.id]);
    expect((await t.call('GET', '/api/stores/nope/products')).status).toBe(404);
  });
});
