import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { createProduct, createStore, productBody } from '#api/test/seller-fixtures.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await makeTestApp();
  admin = (await t.signUp('admin')).cookie;
});
afterEach(() => t.cleanup());

const create = (body: unknown) => t.call('POST', '/api/categories', { cookie: admin, body });
const update = (id: string, body: unknown) => t.call('PUT', `/api/categories/${id}`, { cookie: admin, body });

describe('POST /api/categories', () => {
  it('creates a category with every field, and the public list shows it', async () => {
    const res = await create({
      nameEn: ' Home Décor ', nameAr: 'ديكور المنزل', descriptionEn: 'Cushions and more', descriptionAr: 'وسائد وغيرها', iconClass: 'i-home', sortOrder: '3',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      nameEn: 'Home Décor', nameAr: 'ديكور المنزل', slug: 'home-decor', descriptionEn: 'Cushions and more', iconClass: 'i-home', sortOrder: 3,
    });
    const list = await t.call('GET', '/api/categories');
    expect(list.json.map((c: { id: string }) => c.id)).toContain(res.json.id);
  });

  it('fills optional fields with null and sortOrder with 0', async () => {
    const res = await create({ nameEn: 'Candles', nameAr: 'شموع', descriptionEn: '  ' });
    expect(res.json).toMatchObject({ slug: 'candles', sortOrder: 0, descriptionEn: null, descriptionAr: null, iconClass: null });
  });

  it.each([
    [{ nameAr: 'شموع' }, 'nameEn', 'English name is required'],
    [{ nameEn: '   ', nameAr: 'شموع' }, 'nameEn', 'English name is required'],
    [{ nameEn: 'Candles' }, 'nameAr', 'Arabic name is required'],
    [{ nameEn: 'Candles', nameAr: '' }, 'nameAr', 'Arabic name is required'],
    [{ nameEn: 'Candles', nameAr: 'شموع', sortOrder: 1.5 }, 'sortOrder', undefined],
    [{ nameEn: 'Candles', nameAr: 'شموع', sortOrder: 'first' }, 'sortOrder', undefined],
    [{ nameEn: 'Candles', nameAr: 'شموع', slug: 'Not A Slug' }, 'slug', undefined],
    [{ nameEn: 'x'.repeat(81), nameAr: 'شموع' }, 'nameEn', 'This text is too long'],
    [{ nameEn: 'Candles', nameAr: 'شموع', descriptionAr: 'x'.repeat(501) }, 'descriptionAr', 'This text is too long'],
  ])('answers 400 naming the field (%#)', async (body, path, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    const issue = res.json.issues.find((i: { path: string }) => i.path === path);
    expect(issue).toBeTruthy();
    if (message) expect(issue.message).toBe(message);
    expect((await t.call('GET', '/api/categories')).json).toHaveLength(0);
  });

  it('makes slugs unique: a made slug gets a suffix, a given slug that is taken is a 409', async () => {
    expect((await create({ nameEn: 'Candles', nameAr: 'شموع' })).json.slug).toBe('candles');
    expect((await create({ nameEn: 'Candles!', nameAr: 'شموع ٢' })).json.slug).toBe('candles-2');
    expect((await create({ nameEn: 'شموع', nameAr: 'شموع ٣' })).json.slug).toBe('category');
    const taken = await create({ nameEn: 'Wax', nameAr: 'شمع', slug: 'candles' });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'categorySlugTaken', message: 'This slug is already used by another category' });
    expect((await create({ nameEn: 'Wax', nameAr: 'شمع', slug: 'wax-art' })).json.slug).toBe('wax-art');
  });
});

describe('category names are unique in each language', () => {
  it('answers 409 for a name another category has, ignoring case and spaces, on create and edit', async () => {
    const candles = (await create({ nameEn: 'Candles', nameAr: 'شموع' })).json;
    const en = await create({ nameEn: '  cANDLES ', nameAr: 'شموع جديدة' });
    expect(en.status).toBe(409);
    expect(en.json).toMatchObject({ code: 'categoryNameEnTaken', message: 'Another category already has this English name' });
    const ar = await create({ nameEn: 'Wax', nameAr: ' شموع ' });
    expect(ar.status).toBe(409);
    expect(ar.json.code).toBe('categoryNameArTaken');
    const wax = (await create({ nameEn: 'Wax', nameAr: 'شمع' })).json;
    expect((await update(wax.id, { nameEn: 'candles', nameAr: 'شمع' })).status).toBe(409);
    // A category keeps its own names on edit.
    expect((await update(candles.id, { nameEn: 'CANDLES', nameAr: 'شموع' })).status).toBe(200);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes a category without products; one with products is a 409; only admins; 404 when missing', async () => {
    const empty = (await create({ nameEn: 'Empty', nameAr: 'فارغة' })).json;
    const used = (await create({ nameEn: 'Used', nameAr: 'مستخدمة' })).json;
    const seller = await t.signUp('seller');
    const store = await createStore(t, seller.cookie, { categoryId: empty.id });
    await createProduct(t, seller.cookie, productBody(store.id, used.id));

    expect((await t.call('DELETE', `/api/categories/${empty.id}`, { cookie: seller.cookie })).status).toBe(403);
    expect((await t.call('DELETE', `/api/categories/${empty.id}`)).status).toBe(401);
    const refused = await t.call('DELETE', `/api/categories/${used.id}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('categoryHasProducts');
    expect((await t.call('DELETE', `/api/categories/${empty.id}`, { cookie: admin })).status).toBe(200);
    const left = (await t.call('GET', '/api/categories')).json.map((c: { id: string }) => c.id);
    expect(left).toContain(used.id);
    expect(left).not.toContain(empty.id);
    // The store that named it as its category keeps none.
    expect((await t.call('GET', `/api/stores/${store.id}`)).json.categoryId).toBeNull();
    expect((await t.call('DELETE', `/api/categories/${empty.id}`, { cookie: admin })).status).toBe(404);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('replaces the fields and keeps the slug unless a new one is given', async () => {
    const { json: made } = await create({ nameEn: 'Candles', nameAr: 'شموع', iconClass: 'i-fire', sortOrder: 2 });
    const res = await update(made.id, { nameEn: 'Scented candles', nameAr: 'شموع معطرة' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: made.id, slug: 'candles', nameEn: 'Scented candles', iconClass: null, sortOrder: 0 });
    expect((await update(made.id, { nameEn: 'Scented candles', nameAr: 'شموع معطرة', slug: 'scented' })).json.slug).toBe('scented');
    // its own slug is no clash
    expect((await update(made.id, { nameEn: 'Scented candles', nameAr: 'شموع معطرة', slug: 'scented' })).status).toBe(200);
  });

  it('validates like create, 409 on another category\'s slug, 404 for an unknown id', async () => {
    const { json: a } = await create({ nameEn: 'Candles', nameAr: 'شموع' });
    await create({ nameEn: 'Soap', nameAr: 'صابون' });
    const missing = await update(a.id, { nameEn: 'Candles', nameAr: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.issues[0]).toMatchObject({ path: 'nameAr', message: 'Arabic name is required' });
    expect((await update(a.id, { nameEn: 'Candles', nameAr: 'شموع', slug: 'soap' })).status).toBe(409);
    expect((await update('nope', { nameEn: 'Candles', nameAr: 'شموع' })).status).toBe(404);
  });
});
