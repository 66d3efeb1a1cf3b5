import type { checkouts, orderItems, orderStatusEvents, orders, reviews } from '#api/db/tables.ts';
import type { Random } from './random.ts';
import { commentsByRating } from './reviews.data.ts';

// The demo's past: orders placed by shoppers, and the reviews they wrote after delivery. Sold
// counts, ratings and order totals are then derived from these rows, so every figure the app
// shows agrees with the data behind it.

export type HistoryProduct = {
  id: string; storeId: string; sellerId: string; nameEn: string; nameAr: string; imageUrl: string | null;
  priceCents: number; createdAt: string; hot: boolean;
};
export type HistoryBuyer = { id: string; governorate: string; city: string; address: string; phone: string };

type Status = (typeof orders.$inferInsert)['status'] & string;
export type OrderLine = { product: HistoryProduct; quantity: number };

export type History = {
  checkouts: (typeof checkouts.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  events: (typeof orderStatusEvents.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
};

const DAY = 86_400_000;
const FREE_SHIPPING_CENTS = 5000;
const SHIPPING_CENTS = 500;
const FORWARD: Status[] = ['pending', 'confirmed', 'shipped', 'delivered'];

export function createHistory(random: Random, now: number) {
  const history: History = { checkouts: [], orders: [], items: [], events: [], reviews: [] };
  const iso = (t: number) => new Date(Math.min(t, now - 60_000)).toISOString();

  /**
   * One checkout with one order per store, moved to `status` step by step (a day or two apart).
   * Shipping follows the cart rule on the whole checkout. Returns the time it reached its status.
   */
  function placeOrder(buyer: HistoryBuyer, lines: OrderLine[], status: Status, placedAt: number): number {
    const subtotal = lines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0);
    const shipping = subtotal >= FREE_SHIPPING_CENTS ? 0 : SHIPPING_CENTS;
    const paymentMethod = random.chance(0.7) ? 'cod' : 'cliq';
    const checkoutId = crypto.randomUUID();
    const cliqReference = paymentMethod === 'cliq' ? `CLQ${random.int(100000, 999999)}` : null;
    history.checkouts.push({
      id: checkoutId, buyerId: buyer.id, paymentMethod, cliqReference,
      governorate: buyer.governorate, city: buyer.city, street: buyer.address, details: null, phone: buyer.phone,
      subtotalCents: subtotal, shippingCents: shipping, totalCents: subtotal + shipping, createdAt: iso(placedAt),
    });
    const steps = status === 'cancelled' ? ['pending', ...(random.chance(0.5) ? ['confirmed'] : []), 'cancelled'] as Status[] : FORWARD.slice(0, FORWARD.indexOf(status) + 1);
    let reached = placedAt;
    for (const storeId of new Set(lines.map((l) => l.product.storeId))) {
      const storeLines = lines.filter((l) => l.product.storeId === storeId);
      const orderId = crypto.randomUUID();
      const seller = storeLines[0]!.product.sellerId;
      let t = placedAt;
      steps.forEach((step, i) => {
        if (i > 0) t += random.between(0.3, 2) * DAY;
        const actorId = step === 'pending' || (step === 'cancelled' && random.chance(0.6)) ? buyer.id : seller;
        history.events.push({ orderId, status: step, actorId, createdAt: iso(t) });
      });
      reached = Math.max(reached, t);
      history.orders.push({
        // Demo references count up from SB-1000 (new checkouts pick unused random ones).
        id: orderId, reference: `SB-${1000 + history.orders.length}`, cliqReference, checkoutId, buyerId: buyer.id, storeId, status,
        totalCents: storeLines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0), createdAt: iso(placedAt), updatedAt: iso(t),
      });
      for (const l of storeLines) {
        history.items.push({
          orderId, productId: l.product.id, nameEn: l.product.nameEn, nameAr: l.product.nameAr, imageUrl: l.product.imageUrl,
          priceCents: l.product.priceCents, quantity: l.quantity,
        });
      }
    }
    return reached;
  }

  function review(product: HistoryProduct, userId: string, at: number, verified: boolean, mood: number) {
    const roll = random.next();
    const rating = roll < mood ? 5 : roll < mood + 0.25 ? 4 : roll < mood + 0.33 ? 3 : 2;
    const [commentEn, commentAr] = random.pick(commentsByRating[rating as 2 | 3 | 4 | 5]);
    history.reviews.push({ productId: product.id, userId, rating, commentEn, commentAr, isVerifiedPurchase: verified, createdAt: iso(at), updatedAt: iso(at) });
  }

  const quantity = () => (random.chance(0.75) ? 1 : random.chance(0.8) ? 2 : 3);

  /** A product's past: reviewed purchases (most of them verified), plus purchases nobody reviewed. */
  function productPast(product: HistoryProduct, shoppers: HistoryBuyer[]) {
    const created = Date.parse(product.createdAt);
    const span = Math.max(now - 3 * DAY - created, DAY);
    const reviewCount = product.hot ? random.int(52, 68) : random.chance(0.15) ? 0 : random.chance(0.45) ? random.int(1, 4) : random.int(5, 12);
    const mood = random.between(0.45, 0.8); // share of 5-star reviews for this product
    const reviewers = random.shuffle(shoppers).slice(0, reviewCount);
    for (const buyer of reviewers) {
      const placed = created + DAY + random.next() * span;
      if (random.chance(0.9)) {
        const delivered = placeOrder(buyer, [{ product, quantity: quantity() }], 'delivered', placed);
        review(product, buyer.id, delivered + random.between(0.5, 8) * DAY, true, mood);
      } else {
        review(product, buyer.id, placed, false, mood);
      }
    }
    for (let i = random.int(0, 6); i > 0; i--) {
      const buyer = random.pick(shoppers);
      const roll = random.next();
      if (roll < 0.12) placeOrder(buyer, [{ product, quantity: quantity() }], random.pick(['pending', 'confirmed', 'shipped'] as Status[]), now - random.between(0.1, 4) * DAY);
      else placeOrder(buyer, [{ product, quantity: quantity() }], roll < 0.18 ? 'cancelled' : 'delivered', created + DAY + random.next() * span);
    }
  }

  return { history, placeOrder, review, productPast };
}

/** Sold count (non-cancelled quantities), rating and review count per product; rating and orders per store. */
export function summarise(history: History) {
  const status = new Map(history.orders.map((o) => [o.id!, o.status]));
  const sold = new Map<string, number>();
  for (const item of history.items) {
    if (status.get(item.orderId) !== 'cancelled') sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
  }
  const ratings = new Map<string, number[]>();
  for (const r of history.reviews) ratings.set(r.productId, [...(ratings.get(r.productId) ?? []), r.rating]);
  const storeOrders = new Map<string, number>();
  for (const o of history.orders) if (o.status !== 'cancelled') storeOrders.set(o.storeId, (storeOrders.get(o.storeId) ?? 0) + 1);
  return { sold, ratings, storeOrders };
}

export const average = (list: number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0);
