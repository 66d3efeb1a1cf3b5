// Test data for the seller-side API tests (stores, products, dashboard). Not a test file itself.
import { categories, storedObjects } from '#api/db/tables.ts';
import type { TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';

export async function addCategory(t: TestApp, slug = `cat-${crypto.randomUUID().slice(0, 6)}`) {
  return first(await t.db.insert(categories).values({ slug, nameEn: `Category ${slug}`, nameAr: `فئة ${slug}` }).returning())!;
}

/** A stored photo row, as the upload flow leaves it (the files themselves are not needed here). */
export async function addPhoto(t: TestApp, ownerId: string) {
  const id = crypto.randomUUID();
  const objectPath = `/objects/uploads/${id}`;
  await t.db.insert(storedObjects).values({ id, ownerId, objectPath, widths: [320], width: 800, height: 600, isPublic: true });
  return objectPath;
}

export const storeBody = (over: Record<string, unknown> = {}) => ({
  nameEn: "Um Ali's Kitchen",
  nameAr: 'مطبخ أم علي',
  descriptionEn: 'Home cooking',
  descriptionAr: 'طبخ بيتي',
  governorate: 'amman',
  phoneNumber: '079 123 4567',
  whatsappNumber: '+962 78 123 4567',
  instagramUrl: 'https://instagram.com/umali',
  deliveryOptions: ['delivery', 'pickup'],
  deliveryAreas: ['amman', 'zarqa'],
  preferredContactMethods: ['whatsapp'],
  featuredProduct: { name: 'Maqluba', price: '7.50' },
  ...over,
});

export async function createStore(t: TestApp, cookie: string, over: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/stores', { cookie, body: storeBody(over) });
  if (res.status !== 201) throw new Error(`createStore failed: ${res.status} ${res.text}`);
  return res.json as { id: string; slug: string; sellerId: string };
}

/** A product body that scores 60+ (both names, both descriptions, price, category). */
export const productBody = (storeId: string, categoryId: string, over: Record<string, unknown> = {}) => ({
  storeId,
  categoryId,
  nameEn: 'Embroidered cushion',
  nameAr: 'وسادة مطرزة',
  descriptionEn: 'Hand-stitched tatreez cushion cover',
  descriptionAr: 'غطاء وسادة بتطريز يدوي',
  price: '12.50',
  stock: 3,
  ...over,
});

export async function createProduct(t: TestApp, cookie: string, body: Record<string, unknown>, path = '/api/products') {
  const res = await t.call('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`createProduct failed: ${res.status} ${res.text}`);
  return res.json as { id: string; status: string };
}
