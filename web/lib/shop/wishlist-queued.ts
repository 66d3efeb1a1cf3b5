import type { QueryClient } from '@tanstack/react-query';
import type { OutboxEntry, QueuedWriteApplier } from '../offline/outbox-store.ts';
import { findCachedProduct } from '../offline/write-through.ts';
import { wishlistKeys, type WishlistEntry } from './wishlist-query.ts';

/** A queued save or removal over the cached wishlist; idempotent. */
function applyWishlistWrite(queryClient: QueryClient, entry: OutboxEntry) {
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

export const wishlistQueuedWrites: QueuedWriteApplier = { key: wishlistKeys.all, apply: applyWishlistWrite };
