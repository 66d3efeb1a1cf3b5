import type { cartItems, wishlistItems } from '#api/db/tables.ts';
import type { DemoAccounts } from './accounts.ts';
import type { createHistory, HistoryProduct, OrderLine } from './history.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Tools = Pick<ReturnType<typeof createHistory>, 'placeOrder' | 'review'>;

/**
 * What the documented demo buyer has done: one order in each status (one checkout spans two
 * stores, and two orders reach the demo seller's stores), a review, a cart and a wishlist.
 */
export function demoBuyerActivity(products: HistoryProduct[], accounts: DemoAccounts, tools: Tools, now: number) {
  const byName = (nameEn: string) => {
    const product = products.find((p) => p.nameEn === nameEn);
    if (!product) throw new Error(`Demo data: no product named ${nameEn}`);
    return product;
  };
  const line = (nameEn: string, quantity: number): OrderLine => ({ product: byName(nameEn), quantity });
  const buyer = accounts.buyer;

  const delivered = tools.placeOrder(buyer, [line('Date Maamoul (1 kg)', 2), line('Dead Sea Mud Soap', 3)], 'delivered', now - 20 * DAY);
  tools.review(byName('Date Maamoul (1 kg)'), buyer.id, delivered + 2 * DAY, true, 1);
  tools.placeOrder(buyer, [line('Tatreez Cushion Cover (45 cm)', 1)], 'shipped', now - 4 * DAY);
  tools.placeOrder(buyer, [line('Homemade Makdous (1 kg jar)', 2)], 'confirmed', now - 2 * DAY);
  tools.placeOrder(buyer, [line('Mosaic Coasters (set of 4)', 1), line('Orange Blossom Soy Candle', 2)], 'pending', now - 2 * HOUR);
  tools.placeOrder(buyer, [line('Linen Kimono Abaya', 1)], 'cancelled', now - 10 * DAY);

  const at = new Date(now - DAY).toISOString();
  const cart: (typeof cartItems.$inferInsert)[] = [
    { userId: buyer.id, productId: byName('Olive Wood Phone Stand').id, quantity: 1, createdAt: at, updatedAt: at },
    { userId: buyer.id, productId: byName('Wild Za\'atar Blend (500 g)').id, quantity: 2, createdAt: at, updatedAt: at },
  ];
  const wishlist: (typeof wishlistItems.$inferInsert)[] = ['Embroidered Silk Shawl', 'Tree of Life Mosaic Panel', 'Bedouin Beaded Necklace']
    .map((name) => ({ userId: buyer.id, productId: byName(name).id, createdAt: at }));
  return { cart, wishlist };
}
