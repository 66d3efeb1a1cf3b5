import type { categories, productImages, products, stores } from '#api/db/tables.ts';
import { normaliseJordanPhone } from '#api/contract/phone.ts';
import { uniqueSlug } from '#api/lib/slug.ts';
import type { ArtKind } from './art.ts';
import { categorySeeds } from './categories.data.ts';
import type { Random } from './random.ts';
import type { ProductSeed } from './seed-types.ts';
import { storeSeeds } from './stores.data.ts';

const DAY = 86_400_000;
const cents = (dinars: number) => Math.round(dinars * 100);
const phone = (text: string | undefined) => (text ? normaliseJordanPhone(text) : null);

export type PlannedProduct = typeof products.$inferInsert & { id: string; createdAt: string; seed: ProductSeed; sellerId: string };

/**
 * Turns the data tables into rows (ids, slugs, normalised numbers, cents, dates, visibility flags).
 * Photos are attached afterwards (attachPhotos); ratings and sales come from the history.
 */
export function planCatalogue(random: Random, now: number, sellerIds: Record<string, string>) {
  const categoryRows: (typeof categories.$inferInsert & { id: string })[] = categorySeeds.map((c, i) => ({
    id: crypto.randomUUID(), ...c, sortOrder: i, createdAt: new Date(now - 500 * DAY).toISOString(),
  }));
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const idOf = (slug: string) => {
    const id = categoryId.get(slug);
    if (!id) throw new Error(`Demo data: unknown category slug ${slug}`);
    return id;
  };

  const taken = new Set<string>();
  const storeRows: (typeof stores.$inferInsert & { id: string })[] = [];
  const productRows: PlannedProduct[] = [];
  for (const s of storeSeeds) {
    const storeId = crypto.randomUUID();
    const sellerId = sellerIds[s.owner];
    if (!sellerId) throw new Error(`Demo data: unknown seller ${s.owner}`);
    const isActive = s.isActive ?? true;
    const ages = s.products.map((x) => (x.hot ? random.int(150, 240) : random.int(12, 220)));
    const storeCreated = new Date(now - (Math.max(...ages) + random.int(5, 30)) * DAY).toISOString();
    const slug = uniqueSlug(s.nameEn, (candidate) => taken.has(candidate));
    taken.add(slug);
    storeRows.push({
      id: storeId, slug, sellerId, categoryId: idOf(s.category), nameEn: s.nameEn, nameAr: s.nameAr,
      descriptionEn: s.descriptionEn, descriptionAr: s.descriptionAr, isActive, isOpen: isActive, governorate: s.governorate, city: s.city,
      phoneNumber: phone(s.phone), whatsappNumber: phone(s.whatsapp), cliqNumber: phone(s.cliq),
      instagramUrl: s.instagram ?? null, facebookUrl: s.facebook ?? null, openingHours: s.hours, specialServices: s.services ?? null,
      deliveryOptions: s.delivery, deliveryAreas: s.areas, preferredContactMethods: s.contact,
      featuredProductName: s.featured?.name ?? null, featuredProductPriceCents: s.featured ? cents(s.featured.price) : null,
      createdAt: storeCreated, updatedAt: storeCreated,
    });
    s.products.forEach((seed, i) => {
      const status = seed.draft ? 'draft' : 'active';
      const priceCents = cents(seed.price);
      const originalPriceCents = seed.was ? cents(seed.was) : null;
      const createdAt = new Date(now - ages[i]! * DAY - random.int(0, 86_000) * 1000).toISOString();
      productRows.push({
        id: crypto.randomUUID(), storeId, sellerId, seed, categoryId: idOf(seed.category ?? s.category),
        nameEn: seed.nameEn, nameAr: seed.nameAr, descriptionEn: seed.descriptionEn, descriptionAr: seed.descriptionAr,
        priceCents, originalPriceCents, currency: 'JOD', stock: seed.stock ?? random.int(6, 40), status,
        attributes: seed.attributes ?? {},
        isOnSale: originalPriceCents != null && originalPriceCents > priceCents,
        isListed: status === 'active' && isActive,
        createdAt, updatedAt: createdAt,
      });
    });
  }
  return { categoryRows, storeRows, productRows };
}

/** How many products use each kind of picture, and who first sells it (the photos' owner). */
export function photoRequests(productRows: PlannedProduct[]) {
  const byKind = new Map<ArtKind, { kind: ArtKind; uses: number; ownerId: string }>();
  for (const p of productRows) {
    const entry = byKind.get(p.seed.art) ?? { kind: p.seed.art, uses: 0, ownerId: p.sellerId };
    entry.uses++;
    byKind.set(p.seed.art, entry);
  }
  return [...byKind.values()];
}

/** One to three photos per product from its kind's set, rotated so neighbours do not look alike. */
export function attachPhotos(productRows: PlannedProduct[], photos: Map<ArtKind, string[]>) {
  const seen = new Map<ArtKind, number>();
  const images: (typeof productImages.$inferInsert)[] = [];
  for (const p of productRows) {
    const set = photos.get(p.seed.art) ?? [];
    const n = seen.get(p.seed.art) ?? 0;
    seen.set(p.seed.art, n + 1);
    const ordered = set.map((_, i) => set[(n + i) % set.length]!).slice(0, 1 + (n % 3));
    p.imageUrl = ordered[0] ?? null;
    ordered.forEach((url, position) => images.push({ productId: p.id, url, position, createdAt: p.createdAt }));
  }
  return images;
}
