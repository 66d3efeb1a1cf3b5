import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import {
  categories, checkouts, orderItems, orders, productImages, products, reviews, storedObjects, stores, users,
} from '#api/db/tables.ts';
import { governorates } from '#api/contract/common.ts';
import { seedDemoDataIfEmpty, type SeedSummary } from './seed.ts';
import { writeStartData } from './start-data.ts';

let t: TestApp;
let summary: SeedSummary | null;

beforeAll(async () => {
  t = await makeTestApp();
  // As at a real start of two processes together: each writes the ADMIN_EMAIL account and the demo data
  // in its turn, so one loads the catalogue and the other finds it there.
  const settings = { adminEmail: 'owner@example.com', adminPassword: 'owner-secret', demoData: true };
  const both = await Promise.all([writeStartData(t.db, t.storage, settings), writeStartData(t.db, t.storage, settings)]);
  expect(both.filter((loaded) => loaded === null)).toHaveLength(1);
  summary = both.find((loaded) => loaded !== null) ?? null;
}, 180_000);
afterAll(() => t.cleanup());

const all = async () => ({
  products: (await t.db.select().from(products)),
  stores: (await t.db.select().from(stores)),
  reviews: (await t.db.select().from(reviews)),
  orders: (await t.db.select().from(orders)),
  items: (await t.db.select().from(orderItems)),
});
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;

describe('demo data', () => {
  it('loads once, even when the ADMIN_EMAIL account already exists', async () => {
    expect(summary).not.toBeNull();
    const owners = await t.db.select({ role: users.role }).from(users).where(eq(users.email, 'owner@example.com'));
    expect(owners).toEqual([{ role: 'admin' }]);
    console.log(`seed: ${JSON.stringify(summary)}`);
    expect(await seedDemoDataIfEmpty(t.db, t.storage)).toBeNull();
  });

  it('has the categories of both documents, with slugs', async () => {
    const slugs = (await t.db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    for (const slug of ['food', 'crafts', 'sewing', 'tutoring', 'coaching', 'handmade', 'electronics', 'fashion', 'beauty', 'home-and-garden', 'health-and-wellness', 'embroidery']) {
      expect(slugs).toContain(slug);
    }
  });

  it('has at least 12 active stores across governorates, with normalised numbers and free slugs', async () => {
    const { stores: rows } = await all();
    const active = rows.filter((s) => s.isActive);
    expect(active.length).toBeGreaterThanOrEqual(12);
    expect(new Set(active.map((s) => s.governorate)).size).toBeGreaterThanOrEqual(10);
    for (const s of rows) {
      expect(governorates).toContain(s.governorate);
      expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.phoneNumber).toMatch(/^\+9627[789]\d{7}$/);
      if (s.whatsappNumber) expect(s.whatsappNumber).toMatch(/^\+9627[789]\d{7}$/);
      if (s.cliqNumber) expect(s.cliqNumber).toMatch(/^\+9627[789]\d{7}$/);
      expect(s.deliveryOptions.length).toBeGreaterThan(0);
      expect(s.deliveryAreas.length).toBeGreaterThan(0);
      expect(s.logoUrl).toMatch(/^\/objects\/uploads\//);
    }
    expect(new Set(rows.map((s) => s.slug)).size).toBe(rows.length);
  });

  it('has at least 120 listed, bilingual products with prices, sales, low stock and hot deals', async () => {
    const { products: rows } = await all();
    const listed = rows.filter((p) => p.isListed);
    expect(listed.length).toBeGreaterThanOrEqual(120);
    for (const p of rows) {
      expect(p.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(p.descriptionAr).toMatch(/[\u0600-\u06FF]/);
      expect(p.nameEn).toMatch(/[A-Za-z]/);
      expect(p.nameEn).not.toMatch(/[\u0600-\u06FF]/);
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
    }
    expect(listed.filter((p) => p.isOnSale).length).toBeGreaterThanOrEqual(10);
    expect(listed.some((p) => p.stock === 0)).toBe(true);
    expect(listed.filter((p) => p.stock > 0 && p.stock < 5).length).toBeGreaterThanOrEqual(3);
    expect(listed.filter((p) => p.totalReviews > 50).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps isListed, isOnSale and imageUrl right, with product_images rows', async () => {
    const { products: rows, stores: storeRows } = await all();
    const storeActive = new Map(storeRows.map((s) => [s.id, s.isActive]));
    const images = await t.db.select().from(productImages);
    for (const p of rows) {
      expect(p.isListed).toBe(p.status === 'active' && p.deletedAt === null && storeActive.get(p.storeId) === true);
      expect(p.isOnSale).toBe(p.originalPriceCents !== null && p.originalPriceCents > p.priceCents);
      const own = images.filter((i) => i.productId === p.id).sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(p.imageUrl).toBe(own[0]!.url);
    }
    expect(rows.some((p) => p.status === 'draft' && !p.isListed)).toBe(true);
    expect(rows.some((p) => p.status === 'active' && !p.isListed)).toBe(true); // the inactive store's
  });

  it('derives ratings, review counts, sold counts and store figures from the rows behind them', async () => {
    const { products: rows, stores: storeRows, reviews: reviewRows, orders: orderRows, items } = await all();
    const status = new Map(orderRows.map((o) => [o.id, o.status]));
    for (const p of rows) {
      const own = reviewRows.filter((r) => r.productId === p.id).map((r) => r.rating);
      expect(p.totalReviews).toBe(own.length);
      expect(p.rating).toBeCloseTo(own.length ? mean(own) : 0, 9);
      const sold = items.filter((i) => i.productId === p.id && status.get(i.orderId) !== 'cancelled').reduce((n, i) => n + i.quantity, 0);
      expect(p.soldCount).toBe(sold);
    }
    for (const s of storeRows) {
      const ids = new Set(rows.filter((p) => p.storeId === s.id).map((p) => p.id));
      const own = reviewRows.filter((r) => ids.has(r.productId)).map((r) => r.rating);
      expect(s.rating).toBeCloseTo(own.length ? mean(own) : 0, 9);
      expect(s.totalOrders).toBe(orderRows.filter((o) => o.storeId === s.id && o.status !== 'cancelled').length);
    }
  });

  it('writes orders whose totals add up, in every status', async () => {
    const { orders: orderRows, items } = await all();
    expect(new Set(orderRows.map((o) => o.status))).toEqual(new Set(['pending', 'confirmed', 'shipped', 'delivered', 'cancelled']));
    for (const o of orderRows) {
      const lines = items.filter((i) => i.orderId === o.id);
      expect(o.totalCents).toBe(lines.reduce((n, i) => n + i.priceCents * i.quantity, 0));
    }
    for (const c of (await t.db.select().from(checkouts))) {
      expect(c.totalCents).toBe(c.subtotalCents + c.shippingCents);
      expect(c.shippingCents).toBe(c.subtotalCents >= 5000 ? 0 : 500);
    }
  });

  it('stores every photo in storage at each of its widths', async () => {
    const objects = await t.db.select().from(storedObjects);
    expect(objects.length).toBe(summary!.photos);
    for (const o of objects) {
      expect(o.isPublic).toBe(true);
      for (const width of o.widths) {
        const bytes = await t.storage.get(`${o.objectPath.replace('/objects/', '')}/${width}.webp`);
        expect(bytes?.subarray(8, 12).toString()).toBe('WEBP');
      }
    }
  });

  it('lets the documented demo accounts sign in with their roles; the seller owns two stores', async () => {
    for (const [email, password, role] of [['buyer@souqbayti.jo', 'buyer123', 'buyer'], ['seller@souqbayti.jo', 'seller123', 'seller'], ['admin@souqbayti.jo', 'admin123', 'admin']]) {
      const res = await t.call('POST', '/api/login', { body: { email, password } });
      expect(res.status).toBe(200);
      expect(res.json.role).toBe(role);
    }
    const seller = (await t.db.select().from(users)).find((u) => u.email === 'seller@souqbayti.jo')!;
    expect((await all()).stores.filter((s) => s.sellerId === seller.id)).toHaveLength(2);
    const shopper = await t.call('POST', '/api/login', { body: { email: 'shopper01@souqbayti.jo', password: 'locked' } });
    expect(shopper.status).toBe(401);
  });
});
