import type { QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '#api/contract/orders.ts';
import { cartKeys, type CartLine } from '../shop/cart-query.ts';
import { wishlistKeys, type WishlistEntry } from '../shop/wishlist-query.ts';
import { orderKeys, showOrderStatus } from '../shop/order-keys.ts';
import { listEntries, type OutboxEntry } from './outbox-store.ts';
import { findCachedProduct } from './write-through.ts';

/**
 * On start, the queued writes are laid again over the restored cart, wishlist and orders, so a change made
 * just before the app was closed shows at once even if the cache was saved before it. Every step is
 * idempotent (a change already in the restored cache is not applied twice).
 */
export async function applyPendingWrites(queryClient: QueryClient, kind?: OutboxEntry['kind']) {
  const entries = await listEntries();
  for (const entry of entries) {
    if (kind && entry.kind !== kind) continue;
    if (entry.kind === 'wishlist') applyWishlist(queryClient, entry);
    else if (entry.kind === 'order') applyOrderStatus(queryClient, entry);
    else applyCart(queryClient, entry);
  }
}

/**
 * The same after every fetch of the cart or the wishlist while writes wait: the server does not
 * have them yet, and its answer must not make a change the buyer just made disappear from the
 * screen (on a weak signal the reads can succeed while the writes keep failing).
 */
export function keepPendingWritesShown(queryClient: QueryClient, hasPending: () => boolean): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual || !hasPending()) return;
    const head = event.query.queryKey[0];
    if (head === cartKeys.all[0]) void applyPendingWrites(queryClient, 'cart');
    else if (head === wishlistKeys.all[0]) void applyPendingWrites(queryClient, 'wishlist');
    else if (head === orderKeys.all[0]) void applyPendingWrites(queryClient, 'order');
  });
}

function applyOrderStatus(queryClient: QueryClient, entry: OutboxEntry) {
  const status = (entry.body as { status?: OrderStatus } | undefined)?.status;
  if (entry.orderId && status) showOrderStatus(queryClient, entry.orderId, status);
}

function applyWishlist(queryClient: QueryClient, entry: OutboxEntry) {
  const productId = entry.productId;
  if (!productId) return;
  queryClient.setQueryData<WishlistEntry[]>(wishlistKeys.all, (list) => {
    if (!list) return list;
    if (entry.method === 'DELETE') return list.filter((e) => e.productId !== productId);
    if (list.some((e) => e.productId === productId)) return list;
    const product = findCachedProduct(queryClient, productId);
    return product ? [{ id: `tmp-${entry.key}`, productId, createdAt: entry.createdAt, product }, ...list] : list;
  });
}

function applyCart(queryClient: QueryClient, entry: OutboxEntry) {
  const lineId = /\/api\/cart\/([^/?]+)/.exec(entry.path)?.[1];
  queryClient.setQueryData<CartLine[]>(cartKeys.all, (lines) => {
    if (!lines) return lines;
    if (entry.method === 'DELETE') return lineId ? lines.filter((l) => l.id !== decodeURIComponent(lineId)) : [];
    const body = (entry.body ?? {}) as { quantity?: number; productId?: string };
    if (entry.method === 'PUT' && lineId && typeof body.quantity === 'number') {
      return lines.map((l) => (l.id === decodeURIComponent(lineId) ? { ...l, quantity: body.quantity! } : l));
    }
    // A new line (made with a temporary id): add it once. A merge into an existing line is left to the sync.
    if (entry.method === 'POST' && entry.tempId && body.productId && !lines.some((l) => l.id === entry.tempId || l.productId === body.productId)) {
      const product = findCachedProduct(queryClient, body.productId);
      if (product) return [...lines, { id: entry.tempId, productId: body.productId, quantity: body.quantity ?? 1, available: true, product }];
    }
    return lines;
  });
}
