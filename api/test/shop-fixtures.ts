import { eq } from 'drizzle-orm';
import { products, stores } from '#api/db/schema.ts';
import type { TestApp } from '#api/test/harness.ts';

// Test data written straight to the database, so cart and order tests do not depend on the
// store and product APIs. Only imported by tests.

let counter = 0;

export async function makeStore(t: TestApp, opts: { cliqNumber?: string | null; whatsappNumber?: string | null } = {}) {
  const seller = await t.signUp('seller');
  const n = ++counter;
  const store = t.db
    .insert(stores)
    .values({
      slug: `store-${n}-${crypto.randomUUID().slice(0, 6)}`,
      sellerId: seller.id,
      nameEn: `Store ${n}`,
      nameAr: `متجر ${n}`,
      whatsappNumber: opts.whatsappNumber === undefined ? '+962791234567' : opts.whatsappNumber,
      cliqNumber: opts.cliqNumber === undefined ? `CLIQ${n}` : opts.cliqNumber,
    })
    .returning()
    .get();
  return { seller, store };
}

export function makeProduct(t: TestApp, storeId: string, opts: { priceCents?: number; stock?: number; status?: 'active' | 'draft' } = {}) {
  const n = ++counter;
  const status = opts.status ?? 'active';
  return t.db
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
    .returning()
    .get();
}

export const productRow = (t: TestApp, id: string) => t.db.select().from(products).where(eq(products.id, id)).get()!;
export const storeRow = (t: TestApp, id: string) => t.db.select().from(stores).where(eq(stores.id, id)).get()!;

export const address = { governorate: 'amman', city: 'Amman', street: 'Rainbow St 12', details: 'Floor 2', phone: '0791234567' };
