import type { QueryClient } from '@tanstack/react-query';
import { cartQueuedWrites } from '../shop/cart-queued.ts';
import { wishlistQueuedWrites } from '../shop/wishlist-queued.ts';
import { orderQueuedWrites } from '../shop/order-queued.ts';
import { listEntries, type OutboxEntry, type QueuedWriteApplier } from './outbox-store.ts';

/** Each entity applies its own queued writes; a new kind of write fails the build until it has one. */
const appliers: Record<OutboxEntry['kind'], QueuedWriteApplier> = {
  cart: cartQueuedWrites,
  wishlist: wishlistQueuedWrites,
  order: orderQueuedWrites,
};

/**
 * On start, the queued writes are laid again over the restored cart, wishlist and orders, so a change made
 * just before the app was closed shows at once even if the cache was saved before it. Every step is
 * idempotent (a change already in the restored cache is not applied twice).
 */
export async function applyPendingWrites(queryClient: QueryClient, kind?: OutboxEntry['kind']) {
  const entries = await listEntries();
  for (const entry of entries) {
    if (!kind || entry.kind === kind) appliers[entry.kind]?.apply(queryClient, entry);
  }
}

const kindOfKey = (head: unknown) => (Object.keys(appliers) as OutboxEntry['kind'][]).find((kind) => appliers[kind].key[0] === head);

/**
 * The same after every fetch of the cart or the wishlist while writes wait: the server does not
 * have them yet, and its answer must not make a change the buyer just made disappear from the
 * screen (on a weak signal the reads can succeed while the writes keep failing).
 */
export function keepPendingWritesShown(queryClient: QueryClient, hasPending: () => boolean): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual || !hasPending()) return;
    const kind = kindOfKey(event.query.queryKey[0]);
    if (kind) void applyPendingWrites(queryClient, kind);
  });
}
