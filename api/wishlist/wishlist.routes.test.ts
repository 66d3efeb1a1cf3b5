import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { products, wishlistItems } from '#api/db/tables.ts';
import { makeProduct, makeStore } from '#api/test/shop-fixtures.ts';

let t: TestApp;
let buyer: { id: string; cookie: string };
let storeId: string;
beforeEach(async () => {
  t = await makeTestApp();
  buyer = await t.signUp('buyer');
  storeId = (await makeStore(t)).store.id;
});
afterEach(() => t.cleanup());

const save = (productId: unknown, cookie = buyer.cookie) => t.call('POST', '/api/wishlist', { cookie, body: { productId } });
const list = (cookie = buyer.cookie) => t.call('GET', '/api/wishlist', { cookie });

describe('wishlist', () => {
  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/wishlist')).status).toBe(401);
    expect((await t.call('POST', '/api/wishlist', { body: {} })).status).toBe(401);
    expect((await t.call('DELETE', '/api/wishlist/x')).status).toBe(401);
  });

  it('saves a product once, lists it with its product, and removes it', async () => {
    const p = await makeProduct(t, storeId, { priceCents: 800 });
    const first = await save(p.id);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ productId: p.id, product: { id: p.id, price: '8.00', store: { id: storeId } } });
    expect(first.json.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await save(p.id)).status).toBe(200);
    const saved = await list();
    expect(saved.json).toHaveLength(1);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('DELETE', `/api/wishlist/${p.id}`, { cookie: buyer.cookie })).status).toBe(204);
    expect((await list()).json).toEqual([]);
    // removing again is harmless (a repeated heart click or a replayed offline write)
    expect((await t.call('DELETE', `/api/wishlist/${p.id}`, { cookie: buyer.cookie })).status).toBe(204);
  });

  it('refuses unknown and draft products (404) and bad bodies (400)', async () => {
    expect((await save('missing')).status).toBe(404);
    expect((await save((await makeProduct(t, storeId, { status: 'draft' })).id)).status).toBe(404);
    expect((await save(42)).status).toBe(400);
    expect((await save('')).status).toBe(400);
    expect(await t.db.select().from(wishlistItems)).toHaveLength(0);
  });

  it('keeps users apart and hides withdrawn products', async () => {
    const p = await makeProduct(t, storeId);
    await save(p.id);
    const other = await t.signUp('buyer');
    expect((await list(other.cookie)).json).toEqual([]);
    await t.call('DELETE', `/api/wishlist/${p.id}`, { cookie: other.cookie });
    expect((await list()).json).toHaveLength(1);
    await t.db.update(products).set({ isListed: false }).where(eq(products.id, p.id));
    expect((await list()).json).toEqual([]);
  });
});
