import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { checkouts, orderItems, orders, products, reviews, stores } from '#api/db/tables.ts';
import { addProduct, addStore } from '#api/test/catalogue-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

const post = (productId: string, cookie: string | undefined, body: unknown) => t.call('POST', `/api/products/${productId}/reviews`, { cookie, body });
const productRow = async (id: string) => first(await t.db.select().from(products).where(eq(products.id, id)).limit(1))!;
const storeRow = async (id: string) => first(await t.db.select().from(stores).where(eq(stores.id, id)).limit(1))!;

/** A past order of the buyer containing the product, in the given status. */
async function order(buyerId: string, storeId: string, productId: string, status: 'delivered' | 'shipped') {
  const checkout = first(await t.db.insert(checkouts).values({
    buyerId, paymentMethod: 'cod', governorate: 'amman', city: 'Amman', street: 'x', phone: '+962791234567', subtotalCents: 1000, shippingCents: 500, totalCents: 1500,
  }).returning())!;
  const o = first(await t.db.insert(orders).values({ checkoutId: checkout.id, buyerId, storeId, status, totalCents: 1000 }).returning())!;
  await t.db.insert(orderItems).values({ orderId: o.id, productId, nameEn: 'x', nameAr: 'x', priceCents: 1000, quantity: 1 });
}

describe('POST /api/products/:id/reviews', () => {
  it('adds a review, marks verified purchases, and updates the product and store ratings', async () => {
    const { store } = await addStore(t);
    const p = await addProduct(t, store.id);
    const other = await addProduct(t, store.id);
    const ali = await t.signUp('buyer');
    const huda = await t.signUp('buyer');
    await order(ali.id, store.id, p.id, 'delivered');
    await order(huda.id, store.id, p.id, 'shipped');

    const first = await post(p.id, ali.cookie, { rating: 5, commentEn: 'Lovely work' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ productId: p.id, rating: 5, commentEn: 'Lovely work', commentAr: null, isVerifiedPurchase: true, user: { firstName: 'buyer', lastName: 'Test' } });
    const second = await post(p.id, huda.cookie, { rating: 2, commentAr: 'جيد' });
    expect(second.json.isVerifiedPurchase).toBe(false);
    expect(await productRow(p.id)).toMatchObject({ rating: 3.5, totalReviews: 2 });
    await post(other.id, huda.cookie, { rating: 1, commentEn: 'Not for me' });
    expect((await storeRow(store.id)).rating).toBeCloseTo((5 + 2 + 1) / 3);

    const listed = await t.call('GET', `/api/products/${p.id}`);
    expect(listed.json).toMatchObject({ rating: 3.5, totalReviews: 2 });
  });

  it('replaces the first review of the same user instead of adding another', async () => {
    const { store } = await addStore(t);
    const p = await addProduct(t, store.id);
    const buyer = await t.signUp('buyer');
    expect((await post(p.id, buyer.cookie, { rating: 1, commentEn: 'Late' })).status).toBe(201);
    const again = await post(p.id, buyer.cookie, { rating: 4, commentAr: 'وصل وهو رائع' });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ rating: 4, commentAr: 'وصل وهو رائع', commentEn: null });
    expect(await t.db.select().from(reviews)).toHaveLength(1);
    expect(await productRow(p.id)).toMatchObject({ rating: 4, totalReviews: 1 });
    const list = await t.call('GET', `/api/products/${p.id}/reviews`);
    expect(list.json).toHaveLength(1);
  });

  it('answers 401 to visitors, 403 to the store’s own seller, 404 for hidden or unknown products', async () => {
    const { store, seller } = await addStore(t);
    const p = await addProduct(t, store.id);
    const draft = await addProduct(t, store.id, { status: 'draft' });
    const buyer = await t.signUp('buyer');
    expect((await post(p.id, undefined, { rating: 5, commentEn: 'x' })).status).toBe(401);
    expect((await post(p.id, undefined, {})).status).toBe(401);
    const own = await post(p.id, seller.cookie, { rating: 5, commentEn: 'Best shop ever' });
    expect(own.status).toBe(403);
    expect(own.json.message).toBe('You cannot review products of your own store');
    const otherSeller = await t.signUp('seller');
    expect((await post(p.id, otherSeller.cookie, { rating: 4, commentEn: 'Nice' })).status).toBe(201);
    expect((await post(draft.id, buyer.cookie, { rating: 5, commentEn: 'x' })).status).toBe(404);
    expect((await post(crypto.randomUUID(), buyer.cookie, { rating: 5, commentEn: 'x' })).status).toBe(404);
  });

  it.each([
    [{ rating: 0, commentEn: 'x' }, 'rating'], [{ rating: 6, commentEn: 'x' }, 'rating'], [{ rating: 4.5, commentEn: 'x' }, 'rating'],
    [{ rating: '5', commentEn: 'x' }, 'rating'], [{ rating: 5 }, 'commentAr'], [{ rating: 5, commentEn: '   ' }, 'commentAr'],
    [{ rating: 5, commentEn: 'x'.repeat(2001) }, 'commentEn'],
  ])('answers 400 for %o', async (body, path) => {
    const { store } = await addStore(t);
    const p = await addProduct(t, store.id);
    const buyer = await t.signUp('buyer');
    const res = await post(p.id, buyer.cookie, body);
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path }));
    expect((await productRow(p.id)).totalReviews).toBe(0);
  });
});

describe('GET /api/products/:id/reviews', () => {
  it('lists reviews newest first with their authors, publicly cacheable', async () => {
    const { store } = await addStore(t);
    const p = await addProduct(t, store.id);
    const a = await t.signUp('buyer');
    const b = await t.signUp('buyer');
    await post(p.id, a.cookie, { rating: 3, commentEn: 'first' });
    await new Promise((r) => setTimeout(r, 5));
    await post(p.id, b.cookie, { rating: 4, commentEn: 'second' });
    const res = await t.call('GET', `/api/products/${p.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.json.map((r: { commentEn: string }) => r.commentEn)).toEqual(['second', 'first']);
    expect(res.json[0].user).toEqual({ firstName: 'buyer', lastName: 'Test', profileImageUrl: null });
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect((await t.call('GET', `/api/products/${p.id}/reviews?limit=1&offset=1`)).json).toHaveLength(1);
    expect((await t.call('GET', `/api/products/${p.id}/reviews?limit=500`)).status).toBe(400);
  });

  it('answers 404 for hidden products except to their seller', async () => {
    const { store, seller } = await addStore(t);
    const draft = await addProduct(t, store.id, { status: 'draft' });
    expect((await t.call('GET', `/api/products/${draft.id}/reviews`)).status).toBe(404);
    const own = await t.call('GET', `/api/products/${draft.id}/reviews`, { cookie: seller.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
  });
});
