import { first, transaction, type Db } from '#api/db/database.ts';
import {
  cartItems, categories, checkouts, orderItems, orderStatusEvents, orders, productImages, products, reviews, stores, wishlistItems,
} from '#api/db/tables.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';
import { createAccounts } from './accounts.ts';
import { attachPhotos, photoRequests, planCatalogue, type PlannedProduct } from './catalogue.ts';
import { average, createHistory, summarise, type HistoryProduct } from './history.ts';
import { makeProductPhotos, makeStoreArt } from './photos.ts';
import { createRandom } from './random.ts';
import { demoBuyerActivity } from './demo-buyer.ts';
import { storeSeeds } from './stores.data.ts';

/** Empty means no catalogue yet: an ADMIN_EMAIL account may already exist (it is created first). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  return !first(await db.select({ id: categories.id }).from(categories).limit(1)) && !first(await db.select({ id: stores.id }).from(stores).limit(1));
}

export type SeedSummary = { stores: number; products: number; reviews: number; orders: number; photos: number; seconds: number };

/**
 * Loads the bilingual demo catalogue into an empty database: accounts, categories, stores with
 * logos and banners, products with photos drawn on the spot, a past of orders and reviews, and the
 * demo buyer's orders, cart and wishlist. The same random seed gives the same catalogue every time.
 */
export async function seedDemoDataIfEmpty(db: Db, storage: ObjectStorage): Promise<SeedSummary | null> {
  if (!(await isCatalogueEmpty(db))) return null;
  const started = performance.now();
  const random = createRandom(20_261_122);
  const now = Date.now();

  const accounts = await createAccounts(db, now);
  const plan = planCatalogue(random, now, accounts.sellerIds);
  const requests = photoRequests(plan.productRows);
  const [photos, storeArt] = await Promise.all([
    makeProductPhotos(db, storage, random, requests),
    makeStoreArt(db, storage, plan.storeRows.map((s, i) => ({ ownerId: s.sellerId, colors: storeSeeds[i]!.colors }))),
  ]);
  plan.storeRows.forEach((s, i) => Object.assign(s, storeArt[i]));
  const images = attachPhotos(plan.productRows, photos);

  const { history, placeOrder, review, productPast } = createHistory(random, now);
  const asHistory = (p: PlannedProduct): HistoryProduct => ({
    id: p.id, storeId: p.storeId, sellerId: p.sellerId, nameEn: p.nameEn, nameAr: p.nameAr, imageUrl: p.imageUrl ?? null,
    priceCents: p.priceCents, createdAt: p.createdAt, hot: !!p.seed.hot,
  });
  for (const p of plan.productRows) if (p.status === 'active') productPast(asHistory(p), accounts.shoppers);
  const extras = demoBuyerActivity(plan.productRows.map(asHistory), accounts, { placeOrder, review }, now);

  // Every figure the app shows is derived from the rows above.
  const { sold, ratings, storeOrders } = summarise(history);
  for (const p of plan.productRows) {
    p.soldCount = sold.get(p.id) ?? 0;
    p.rating = average(ratings.get(p.id) ?? []);
    p.totalReviews = ratings.get(p.id)?.length ?? 0;
  }
  for (const s of plan.storeRows) {
    const storeRatings = plan.productRows.filter((p) => p.storeId === s.id).flatMap((p) => ratings.get(p.id) ?? []);
    s.rating = average(storeRatings);
    s.totalOrders = storeOrders.get(s.id) ?? 0;
  }

  await transaction(db, async (tx) => {
    const insert = async <T>(table: Parameters<typeof tx.insert>[0], rows: T[]) => {
      for (let i = 0; i < rows.length; i += 200) await tx.insert(table).values(rows.slice(i, i + 200) as never);
    };
    await insert(categories, plan.categoryRows);
    await insert(stores, plan.storeRows);
    await insert(products, plan.productRows.map(({ seed: _seed, sellerId: _seller, ...row }) => row));
    await insert(productImages, images);
    await insert(checkouts, history.checkouts);
    await insert(orders, history.orders);
    await insert(orderItems, history.items);
    await insert(orderStatusEvents, history.events);
    await insert(reviews, history.reviews);
    await insert(cartItems, extras.cart);
    await insert(wishlistItems, extras.wishlist);
  });

  const summary: SeedSummary = {
    stores: plan.storeRows.length,
    products: plan.productRows.length,
    reviews: history.reviews.length,
    orders: history.orders.length,
    photos: [...photos.values()].flat().length + storeArt.length * 2,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  console.log(`Demo data loaded: ${summary.stores} stores, ${summary.products} products, ${summary.reviews} reviews, ${summary.orders} orders, ${summary.photos} photos in ${summary.seconds} s`);
  return summary;
}

