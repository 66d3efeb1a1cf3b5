import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { products, reviews, sessions, stores } from '#api/db/tables.ts';
import { address, makeProduct, makeStore } from '#api/test/shop-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

type Role = 'buyer' | 'seller' | 'admin';
async function cookies() {
  const out = {} as Record<Role, { id: string; email: string; cookie: string }>;
  for (const role of ['buyer', 'seller', 'admin'] as const) out[role] = await t.signUp(role);
  return out;
}

async function addStore(sellerId: string, slug: string, isActive = true) {
  const store = first(await t.db.insert(stores).values({ sellerId, slug, nameEn: `Store ${slug}`, nameAr: `متجر ${slug}`, isActive }).returning())!;
  const product = first(await t.db
    .insert(products)
    .values({ storeId: store.id, nameEn: 'Olive soap', nameAr: 'صابون زيتون', priceCents: 350, stock: 5, isListed: isActive })
    .returning())!;
  return { store, product };
}

const product = async (storeId: string) => first(await t.db.select().from(products).where(eq(products.storeId, storeId)).limit(1))!.id;
const isListed = async (productId: string) => first(await t.db.select().from(products).where(eq(products.id, productId)).limit(1))!.isListed;

describe('role matrix (docs/product.md): admin only', () => {
  it.each([
    ['GET', '/api/admin/users', undefined],
    ['PUT', '/api/admin/users/:buyer', { isActive: true }],
    ['GET', '/api/admin/stores', undefined],
    ['PUT', '/api/admin/stores/:store', { isActive: true }],
    ['GET', '/api/admin/orders?limit=10', undefined],
    ['POST', '/api/categories', { nameEn: 'Candles', nameAr: 'شموع' }],
    ['PUT', '/api/categories/:category', { nameEn: 'Candles', nameAr: 'شموع' }],
  ] as const)('%s %s: visitor 401, buyer 403, seller 403, admin 2xx', async (method, template, body) => {
    const who = await cookies();
    const { store } = await addStore(who.seller.id, 'olive-house');
    const category = await t.call('POST', '/api/categories', { cookie: who.admin.cookie, body: { nameEn: 'Soap', nameAr: 'صابون' } });
    const url = template.replace(':buyer', who.buyer.id).replace(':store', store.id).replace(':category', category.json.id);
    const call = (cookie?: string) => t.call(method, url, { cookie, body });
    expect((await call()).status).toBe(401);
    expect((await call(who.buyer.cookie)).status).toBe(403);
    expect((await call(who.seller.cookie)).status).toBe(403);
    const ok = await call(who.admin.cookie);
    expect(ok.status).toBe(method === 'POST' ? 201 : 200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses non-admins before validating, so a bad body still answers 401/403', async () => {
    const who = await cookies();
    expect((await t.call('PUT', '/api/admin/users/x', { body: { isActive: 'yes' } })).status).toBe(401);
    expect((await t.call('PUT', '/api/admin/users/x', { cookie: who.seller.cookie, body: { isActive: 'yes' } })).status).toBe(403);
    expect((await t.call('POST', '/api/categories', { cookie: who.buyer.cookie, body: {} })).status).toBe(403);
  });
});

describe('GET /api/dashboard/stats (admin side)', () => {
  it('visitor 401, buyer 403, seller her own figures, admin the platform totals', async () => {
    const who = await cookies();
    const { store } = await addStore(who.seller.id, 'olive-house');
    await addStore(who.seller.id, 'hidden-house', false);
    const [order] = await checkout(who.buyer.cookie, [(await makeProduct(t, store.id, { priceCents: 2550 })).id]);
    await checkout(who.buyer.cookie, [(await makeProduct(t, store.id, { priceCents: 990 })).id]); // stays pending: no revenue
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      expect((await t.call('PUT', `/api/orders/${order!.id}/status`, { cookie: who.admin.cookie, body: { status } })).status).toBe(200);
    }
    await t.db.insert(reviews).values([
      { productId: await product(store.id), userId: who.buyer.id, rating: 5 },
      { productId: await product(store.id), userId: who.seller.id, rating: 4 },
    ]);
    const seller = await t.call('GET', '/api/dashboard/stats', { cookie: who.seller.cookie });
    expect(seller.json).toEqual({ role: 'seller', totalProducts: 4, totalOrders: 2, needsAction: 1 });
    expect((await t.call('PUT', `/api/admin/users/${who.seller.id}`, { cookie: who.admin.cookie, body: { isActive: false } })).status).toBe(200);

    expect((await t.call('GET', '/api/dashboard/stats')).status).toBe(401);
    expect((await t.call('GET', '/api/dashboard/stats', { cookie: who.buyer.cookie })).status).toBe(403);
    const admin = await t.call('GET', '/api/dashboard/stats', { cookie: who.admin.cookie });
    expect(admin.status).toBe(200);
    // The deactivated seller's stores left the public site with her.
    expect(admin.json).toMatchObject({
      role: 'admin', totalUsers: 3, activeUsers: 2, totalStores: 2, activeStores: 0, totalProducts: 4, totalOrders: 2, totalRevenue: '25.50', averageRating: 4.5,
    });
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/admin/users', () => {
  it('lists newest first as a plain array, with the total in X-Total-Count, searchable and paged', async () => {
    const who = await cookies();
    await t.signUp('buyer', 'huda.nasser@example.com');
    const all = await t.call('GET', '/api/admin/users', { cookie: who.admin.cookie });
    expect(Array.isArray(all.json)).toBe(true);
    expect(all.json).toHaveLength(4);
    expect(all.headers.get('x-total-count')).toBe('4');
    expect(all.json[0].email).toBe('huda.nasser@example.com');
    expect(all.json[0].passwordHash).toBeUndefined();

    const found = await t.call('GET', '/api/admin/users?search=HUDA', { cookie: who.admin.cookie });
    expect(found.json.map((u: { email: string }) => u.email)).toEqual(['huda.nasser@example.com']);
    expect(found.headers.get('x-total-count')).toBe('1');
    const byName = await t.call('GET', `/api/admin/users?search=${encodeURIComponent('seller Test')}`, { cookie: who.admin.cookie });
    expect(byName.json.map((u: { id: string }) => u.id)).toEqual([who.seller.id]);
    const wildcard = await t.call('GET', '/api/admin/users?search=%25', { cookie: who.admin.cookie });
    expect(wildcard.json).toHaveLength(0);

    const page2 = await t.call('GET', '/api/admin/users?limit=3&offset=3', { cookie: who.admin.cookie });
    expect(page2.json).toHaveLength(1);
    expect(page2.headers.get('x-total-count')).toBe('4');
    const sellers = await t.call('GET', '/api/admin/users?role=seller', { cookie: who.admin.cookie });
    expect(sellers.json.map((u: { id: string }) => u.id)).toEqual([who.seller.id]);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'role=root', `search=${'x'.repeat(101)}`])('answers 400 for %s', async (query) => {
    const who = await cookies();
    const res = await t.call('GET', `/api/admin/users?${query}`, { cookie: who.admin.cookie });
    expect(res.status).toBe(400);
    expect(res.json.issues.length).toBeGreaterThan(0);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('deactivation ends every session and refuses login (403); reactivation lets the user back in', async () => {
    const who = await cookies();
    const second = await t.call('POST', '/api/login', { body: { email: who.buyer.email, password: 'secret123' } });
    const secondCookie = second.headers.get('set-cookie')!.split(';')[0]!;

    const off = await t.call('PUT', `/api/admin/users/${who.buyer.id}`, { cookie: who.admin.cookie, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ id: who.buyer.id, isActive: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, who.buyer.id))).toHaveLength(0);
    expect((await t.call('GET', '/api/auth/user', { cookie: who.buyer.cookie })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { cookie: secondCookie })).status).toBe(401);
    const refused = await t.call('POST', '/api/login', { body: { email: who.buyer.email, password: 'secret123' } });
    expect(refused.status).toBe(403);

    const on = await t.call('PUT', `/api/admin/users/${who.buyer.id}`, { cookie: who.admin.cookie, body: { isActive: true } });
    expect(on.json.isActive).toBe(true);
    expect((await t.call('POST', '/api/login', { body: { email: who.buyer.email, password: 'secret123' } })).status).toBe(200);
  });

  it('an admin cannot deactivate themselves (409), and keeps their session', async () => {
    const who = await cookies();
    const res = await t.call('PUT', `/api/admin/users/${who.admin.id}`, { cookie: who.admin.cookie, body: { isActive: false } });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'cannotDeactivateSelf', message: 'You cannot deactivate your own account' });
    expect((await t.call('GET', '/api/auth/user', { cookie: who.admin.cookie })).status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a non-boolean isActive', async () => {
    const who = await cookies();
    expect((await t.call('PUT', '/api/admin/users/nobody', { cookie: who.admin.cookie, body: { isActive: false } })).status).toBe(404);
    for (const body of [{ isActive: 'false' }, { isActive: 0 }, {}]) {
      const res = await t.call('PUT', `/api/admin/users/${who.buyer.id}`, { cookie: who.admin.cookie, body });
      expect(res.status).toBe(400);
      expect(res.json.issues[0].path).toBe('isActive');
    }
    const longId = await t.call('PUT', `/api/admin/users/${'x'.repeat(65)}`, { cookie: who.admin.cookie, body: { isActive: true } });
    expect(longId.status).toBe(400);
  });
});

describe('admin stores', () => {
  it('lists every store (inactive ones too) with its seller, searchable and paged', async () => {
    const who = await cookies();
    await addStore(who.seller.id, 'b-crafts');
    await addStore(who.seller.id, 'a-hidden', false);
    const res = await t.call('GET', '/api/admin/stores', { cookie: who.admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.map((s: { slug: string }) => s.slug)).toEqual(['a-hidden', 'b-crafts']);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.json[0]).toMatchObject({ isActive: false, seller: { id: who.seller.id, email: who.seller.email } });
    const found = await t.call('GET', `/api/admin/stores?search=${encodeURIComponent('متجر b')}`, { cookie: who.admin.cookie });
    expect(found.json.map((s: { slug: string }) => s.slug)).toEqual(['b-crafts']);
    const paged = await t.call('GET', '/api/admin/stores?limit=1&offset=1', { cookie: who.admin.cookie });
    expect(paged.json.map((s: { slug: string }) => s.slug)).toEqual(['b-crafts']);
    expect((await t.call('GET', '/api/admin/stores?limit=500', { cookie: who.admin.cookie })).status).toBe(400);
  });

  it('hiding a store unlists its products; showing it lists them again', async () => {
    const who = await cookies();
    const { store, product } = await addStore(who.seller.id, 'olive-house');
    const off = await t.call('PUT', `/api/admin/stores/${store.id}`, { cookie: who.admin.cookie, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ id: store.id, isActive: false });
    expect(await isListed(product.id)).toBe(false);
    const on = await t.call('PUT', `/api/admin/stores/${store.id}`, { cookie: who.admin.cookie, body: { isActive: true } });
    expect(on.json.isActive).toBe(true);
    expect(await isListed(product.id)).toBe(true);
    expect((await t.call('PUT', '/api/admin/stores/nope', { cookie: who.admin.cookie, body: { isActive: true } })).status).toBe(404);
    expect((await t.call('PUT', `/api/admin/stores/${store.id}`, { cookie: who.admin.cookie, body: { isActive: 'no' } })).status).toBe(400);
  });
});

/** A buyer checks out one product of each store: one order per store. */
async function checkout(buyerCookie: string, productIds: string[]) {
  for (const productId of productIds) {
    expect((await t.call('POST', '/api/cart', { cookie: buyerCookie, body: { productId, quantity: 1 } })).status).toBeLessThan(300);
  }
  const res = await t.call('POST', '/api/orders', { cookie: buyerCookie, body: { address, paymentMethod: 'cod' } });
  expect(res.status).toBe(201);
  return res.json.orders as { id: string }[];
}

describe('GET /api/admin/orders', () => {
  it('lists the latest orders of every store and buyer, newest first, up to the limit', async () => {
    const who = await cookies();
    const other = await t.signUp('buyer');
    const a = await makeStore(t);
    const b = await makeStore(t);
    const first = await checkout(who.buyer.cookie, [(await makeProduct(t, a.store.id)).id]);
    const second = await checkout(other.cookie, [(await makeProduct(t, a.store.id)).id, (await makeProduct(t, b.store.id)).id]);
    const res = await t.call('GET', '/api/admin/orders?limit=10', { cookie: who.admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.map((o: { id: string }) => o.id)).toEqual([...second.map((o) => o.id).reverse(), first[0]!.id]);
    expect(res.json[0]).toMatchObject({ status: 'pending', totalAmount: '10.00', buyer: { id: other.id } });
    const two = await t.call('GET', '/api/admin/orders?limit=2', { cookie: who.admin.cookie });
    expect(two.json).toHaveLength(2);
    // the admin reads any order through the shared order route, and moves it on
    const detail = await t.call('GET', `/api/orders/${first[0]!.id}`, { cookie: who.admin.cookie });
    expect(detail.status).toBe(200);
    expect(detail.json.allowedTransitions).toEqual(['confirmed', 'cancelled']);
    const moved = await t.call('PUT', `/api/orders/${first[0]!.id}/status`, { cookie: who.admin.cookie, body: { status: 'confirmed' } });
    expect(moved.status).toBe(200);
  });

  it('validates the limit (1..100)', async () => {
    const who = await cookies();
    for (const q of ['limit=0', 'limit=101', 'limit=ten']) {
      expect((await t.call('GET', `/api/admin/orders?${q}`, { cookie: who.admin.cookie })).status).toBe(400);
    }
    const ok = await t.call('GET', '/api/admin/orders', { cookie: who.admin.cookie });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual([]);
  });
});
