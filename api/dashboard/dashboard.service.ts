import { and, avg, count, eq, inArray, isNull, sum } from 'drizzle-orm';
import { countWhere } from '#api/db/portable-sql.ts';
import { first, type Db } from '#api/db/database.ts';
import { orders, products, reviews, stores, users } from '#api/db/tables.ts';
import { centsToText } from '#api/contract/money.ts';
import type { AdminStatsDto, SellerStatsDto } from '#api/contract/seller.ts';
import { orderCounts } from '#api/orders/orders.service.ts';

/** A seller's totals over her own stores: products (drafts included, deleted not) and orders (see SellerStatsDto). */
export async function sellerStats(db: Db, sellerId: string): Promise<SellerStatsDto> {
  const storeIds = (await db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, sellerId))).map((s) => s.id);
  if (storeIds.length === 0) return { role: 'seller', totalProducts: 0, totalOrders: 0, needsAction: 0 };
  const productCount = first(await db.select({ n: count() }).from(products).where(and(inArray(products.storeId, storeIds), isNull(products.deletedAt))).limit(1));
  const { needsAction, totalOrders } = await orderCounts(db, storeIds);
  return { role: 'seller', totalProducts: productCount?.n ?? 0, totalOrders, needsAction };
}


async function computeAdminStats(db: Db): Promise<AdminStatsDto> {
  const userCounts = first(await db.select({ total: count(), active: countWhere(users.isActive) }).from(users).limit(1));
  const storeCounts = first(await db.select({ total: count(), active: countWhere(stores.isActive) }).from(stores).limit(1));
  const productCount = first(await db.select({ n: count() }).from(products).where(isNull(products.deletedAt)).limit(1));
  const orderCount = first(await db.select({ n: count() }).from(orders).limit(1));
  const revenue = first(await db.select({ cents: sum(orders.totalCents) }).from(orders).where(eq(orders.status, 'delivered')).limit(1));
  const rating = first(await db.select({ value: avg(reviews.rating) }).from(reviews).limit(1));
  return {
    role: 'admin',
    totalUsers: userCounts?.total ?? 0,
    activeUsers: Number(userCounts?.active ?? 0),
    totalStores: storeCounts?.total ?? 0,
    activeStores: Number(storeCounts?.active ?? 0),
    totalProducts: productCount?.n ?? 0,
    totalOrders: orderCount?.n ?? 0,
    totalRevenue: centsToText(Number(revenue?.cents ?? 0)),
    averageRating: Math.round(Number(rating?.value ?? 0) * 10) / 10,
  };
}

// The platform figures scan whole tables; the admin dashboard is opened rarely, so the answer is
// kept for a few seconds per database to keep repeated refreshes from costing a scan each.
const ADMIN_STATS_TTL_MS = 10_000;
const adminCache = new WeakMap<Db, { at: number; stats: AdminStatsDto }>();

export async function adminStats(db: Db, now = Date.now()): Promise<AdminStatsDto> {
  const cached = adminCache.get(db);
  if (cached && now - cached.at < ADMIN_STATS_TTL_MS) return cached.stats;
  const stats = await computeAdminStats(db);
  adminCache.set(db, { at: now, stats });
  return stats;
}
