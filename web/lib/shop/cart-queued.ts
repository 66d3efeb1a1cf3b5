import type { QueryClient } from '@tanstack/react-query';
import type { OutboxEntry, QueuedWriteApplier } from '../offline/outbox-store.ts';
import { findCachedProduct } from '../offline/write-through.ts';
import { cartKeys, type CartLine } from './cart-query.ts';

/** A queued cart write over the cached cart; idempotent (applied again, it changes nothing). */
function applyCartWrite(queryClient: QueryClient, entry: OutboxEntry) {
  const { lineId } = entry;
  queryClient.setQueryData<CartLine[]>(cartKeys.all, (lines) => {
    if (!lines) return lines;
    if (entry.method === 'DELETE') {
      if (lineId) return lines.filter((l) => l.id !== lineId);
      // Emptying the cart; a line's removal queued by an older version (no lineId) shows once it is sent.
      return entry.path === '/api/cart' ? [] : lines;
    }
    const body = (entry.body ?? {}) as { quantity?: number; productId?: string };
    if (entry.method === 'PUT' && lineId && typeof body.quantity === 'number') {
      return lines.map((l) => (l.id === lineId ? { ...l, quantity: body.quantity! } : l));
    }
    // A new line (made with a temporary id): add it once. A merge into an existing line is left to the sync.
    if (entry.method === 'POST' && entry.tempId && body.productId && !lines.some((l) => l.id === entry.tempId || l.productId === body.productId)) {
      const product = findCachedProduct(queryClient, body.productId);
      if (product) return [...lines, { id: entry.tempId, productId: body.productId, quantity: body.quantity ?? 1, available: true, product }];
    }
    return lines;
  });
}

export const cartQueuedWrites: QueuedWriteApplier = { key: cartKeys.all, apply: applyCartWrite };
