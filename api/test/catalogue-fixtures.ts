import { categories, products, stores } from '#api/db/tables.ts';
import type { TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';

// Catalogue test data written straight to the database (the seller API is tested elsewhere).
// Only imported by tests.

let counter = 0;
const next = () => ++counter;

export async function addCategory(t: TestApp, slug = `cat-${next()}`) {
  return first(await t.db.insert(categories).values({ slug, nameEn: `Category ${slug}`, nameAr: `فئة ${slug}` }).returning())!;
}

type StoreOver = Partial<typeof stores.$inferInsert>;

export async function addStore(t: TestApp, over: StoreOver = {}, seller?: { id: string; cookie: string }) {
  const owner = seller ?? (await t.signUp('seller'));
  const n = next();
  const store = first(await t.db
    .insert(stores)
    .values({ slug: `store-${n}`, sellerId: owner.id, nameEn: `Store ${n}`, nameAr: `متجر ${n}`, whatsappNumber: '+962791234567', ...over })
    .returning())!;
  return { store, seller: owner };
}

type ProductOver = Partial<typeof products.$inferInsert>;

/** A product with its derived flags set the way the product service sets them. */
export async function addProduct(t: TestApp, storeId: string, over: ProductOver = {}, storeActive = true) {
  const n = next();
  const values = { storeId, nameEn: `Product ${n}`, nameAr: `منتج ${n}`, priceCents: 1000, stock: 5, ...over };
  const status = values.status ?? 'active';
  const isOnSale = values.originalPriceCents != null && values.originalPriceCents > values.priceCents;
  const isListed = status === 'active' && !values.deletedAt && storeActive;
  return first(await t.db.insert(products).values({ isOnSale, isListed, ...values }).returning())!;
}

/** ISO time `minutes` ago: lets tests order products by creation. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
