import { eq } from 'drizzle-orm';
import { products, stores } from '#api/db/tables.ts';
import type { TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';

// Test data written straight to the database, so cart and order tests do not depend on the
// store and product APIs. Only imported by tests.

let counter = 0;

export async function makeStore(t: TestApp, opts: { cliqNumber?: string | null; whatsappNumber?: string | null } = {}) {
  const seller = await t.signUp('seller');
  const n = ++counter;
  const store = first(await t.db
    .insert(stores)
    .values({
      slug: `store-${n}-${crypto.randomUUID().slice(0, 6)}`,
      sellerId: seller.id,
      nameEn: `Store ${n}`,
      nameAr: `متجر ${n}`,
      whatsappNumber: opts.whatsappNumber === undefined ? '+962791234567' : opts.whatsappNumber,
      cliqNumber: opts.cliqNumber === undefined ? `CLIQ${n}` : opts.cliqNumber,
    })
    .returning())!;
  return { seller, store };
}

export async function makeProduct(t: TestApp, storeId: string, opts: { priceCents?: number; stock?: number; status?: 'active' | 'draft' } = {}) {
  const n = ++counter;
  const status = opts.status ?? 'active';
  return first(await t.db
    .insert(products)
    .values({
      storeId,
      nameEn: `Product ${n}`,
      nameAr: `منتج ${n}`,
      priceCents: opts.priceCents ?? 1000,
      stock: opts.stock ?? 10,
      status,
      isListed: status === 'active',
      imageUrl: `/objects/uploads/p${n}`,
    })
    .returning())!;
}

export const productRow = async (t: TestApp, id: string) => first(await t.db.select().from(products).where(eq(products.id, id)).limit(1))!;
export const storeRow = async (t: TestApp, id: string) => first(await t.db.select().from(stores).where(eq(stores.id, id)).limit(1))!;

export const address = { governorate: 'amman', city: 'Amman', street: 'Rainbow St 12', details: 'Floor 2', phone: '0791234567' };
