import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { addEntry, clearOutbox, type OutboxEntry } from './outbox-store.ts';
import { applyPendingWrites, keepPendingWritesShown } from './pending-writes.ts';

const product = (id: string) => ({ id, nameAr: `منتج ${id}`, nameEn: `Product ${id}`, price: '4.50', stock: 9 }) as unknown as ProductDto;
const entry = (over: Partial<OutboxEntry>): Omit<OutboxEntry, 'seq'> => ({ key: crypto.randomUUID(), method: 'POST', path: '/api/cart', kind: 'cart', createdAt: new Date().toISOString(), attempts: 0, ...over });

let client: QueryClient;
beforeEach(async () => {
  await clearOutbox();
  client = new QueryClient();
  client.setQueryData(['/api/products', { limit: 20 }], { products: [product('a'), product('b'), product('c')], total: 3 });
  client.setQueryData(['/api/cart'], [{ id: 'line-c', productId: 'c', quantity: 2, available: true, product: product('c') }]);
  client.setQueryData(['/api/wishlist'], []);
});

describe('applyPendingWrites', () => {
  it('lays queued cart and wishlist writes over the restored data, once', async () => {
    await addEntry(entry({ body: { productId: 'a', quantity: 1 }, tempId: 'tmp-1', productId: 'a' }));
    await addEntry(entry({ method: 'PUT', path: '/api/cart/line-c', body: { quantity: 5 }, lineId: 'line-c' }));
    await addEntry(entry({ kind: 'wishlist', path: '/api/wishlist', body: { productId: 'b' }, productId: 'b' }));
    await applyPendingWrites(client);
    await applyPendingWrites(client);
    expect(client.getQueryData<{ id: string; quantity: number }[]>(['/api/cart'])!.map((l) => [l.id, l.quantity])).toEqual([['line-c', 5], ['tmp-1', 1]]);
    expect(client.getQueryData<{ productId: string }[]>(['/api/wishlist'])!.map((e) => e.productId)).toEqual(['b']);
  });

  it('applies removals and clearing', async () => {
    client.setQueryData(['/api/wishlist'], [{ id: 'w', productId: 'b', createdAt: '', product: product('b') }]);
    await addEntry(entry({ kind: 'wishlist', method: 'DELETE', path: '/api/wishlist/b', productId: 'b' }));
    await addEntry(entry({ method: 'DELETE', path: '/api/cart' }));
    await applyPendingWrites(client);
    expect(client.getQueryData(['/api/wishlist'])).toEqual([]);
    expect(client.getQueryData(['/api/cart'])).toEqual([]);
  });

  it('takes the line from the entry the cart stored, whatever the path says', async () => {
    client.setQueryData(['/api/cart'], [
      { id: 'line-c', productId: 'c', quantity: 2, available: true, product: product('c') },
      { id: 'tmp-9', productId: 'b', quantity: 1, available: true, product: product('b') },
    ]);
    await addEntry(entry({ method: 'PUT', path: '/api/cart/somewhere-else', body: { quantity: 3 }, lineId: 'tmp-9' }));
    await addEntry(entry({ method: 'DELETE', path: '/api/cart/somewhere-else', lineId: 'line-c' }));
    await applyPendingWrites(client);
    expect(client.getQueryData<{ id: string; quantity: number }[]>(['/api/cart'])!.map((l) => [l.id, l.quantity])).toEqual([['tmp-9', 3]]);
  });

  it('never empties the cart for a line removal queued by an older version (no lineId)', async () => {
    client.setQueryData(['/api/cart'], [{ id: 'line-c', productId: 'c', quantity: 2, available: true, product: product('c') }]);
    await addEntry(entry({ method: 'DELETE', path: '/api/cart/line-c' }));
    await applyPendingWrites(client);
    expect(client.getQueryData<unknown[]>(['/api/cart'])).toHaveLength(1);
  });

  it('lays a queued order status over every cached copy of the order', async () => {
    client.setQueryData(['/api/orders', 'detail', 'o1'], { id: 'o1', status: 'pending', allowedTransitions: ['confirmed'] });
    await addEntry(entry({ kind: 'order', method: 'PUT', path: '/api/orders/o1/status', body: { status: 'confirmed' }, orderId: 'o1' }));
    await applyPendingWrites(client, 'cart');
    expect(client.getQueryData<{ status: string }>(['/api/orders', 'detail', 'o1'])!.status).toBe('pending');
    await applyPendingWrites(client, 'order');
    expect(client.getQueryData(['/api/orders', 'detail', 'o1'])).toEqual({ id: 'o1', status: 'confirmed', allowedTransitions: [] });
  });

  it('keeps queued changes shown over a fresh server answer while they wait, and only then', async () => {
    await addEntry(entry({ method: 'PUT', path: '/api/cart/line-c', body: { quantity: 5 }, lineId: 'line-c' }));
    let pending = true;
    const stop = keepPendingWritesShown(client, () => pending);
    const serverCart = [{ id: 'line-c', productId: 'c', quantity: 2, available: true, product: product('c') }];
    await client.fetchQuery({ queryKey: ['/api/cart'], queryFn: async () => serverCart, staleTime: 0 });
    await expect.poll(() => client.getQueryData<{ quantity: number }[]>(['/api/cart'])![0]!.quantity).toBe(5);
    pending = false;
    await client.fetchQuery({ queryKey: ['/api/cart'], queryFn: async () => serverCart, staleTime: 0 });
    await new Promise((r) => setTimeout(r, 20));
    expect(client.getQueryData<{ quantity: number }[]>(['/api/cart'])![0]!.quantity).toBe(2);
    stop();
  });
});
