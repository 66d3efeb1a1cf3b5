import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import type { UserDto } from '#api/contract/auth.ts';
import type { CartLineDto, WishlistEntryDto } from '#api/contract/cart.ts';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { clearOutbox, listEntries } from '#web/lib/offline/outbox-store.ts';
import { useOutboxCount, useOutboxSync } from '#web/lib/offline/outbox.ts';
import { useCart, useCartActions } from './cart.ts';
import { useWishlist } from './wishlist.ts';

import type * as Persistence from '#web/lib/offline/query-persister.ts';

// Issue 19: cart and wishlist writes made while the app is open and the connection drops (or only
// fails) go into the IndexedDB outbox at once, with their Idempotency-Key, and reach the server once.

vi.mock('#web/lib/offline/query-persister.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Persistence>()),
  queryPersister: { persistClient: async () => {}, restoreClient: async () => undefined, removeClient: async () => {} },
}));

const user = { id: 'u1', email: 'rana@example.jo', firstName: 'Rana', lastName: '', role: 'buyer', isActive: true } as UserDto;
const product = (id: string) => ({ id, nameEn: `Soap ${id}`, nameAr: `صابون ${id}`, price: '4.50', stock: 9, images: [], store: { id: 's1' } }) as unknown as ProductDto;

type Write = { method: string; path: string; key: string | null; body: unknown };
let cart: CartLineDto[] = [];
let wishlist: WishlistEntryDto[] = [];
let writes: Write[] = [];
/** How the next writes fail at the network level: before reaching the server, or after it did the work. */
let failing: 'none' | 'before' | 'answer-lost' = 'none';

async function record(request: Request, apply: (body: unknown) => Response): Promise<Response> {
  if (failing === 'before') return HttpResponse.error();
  const body = request.method === 'DELETE' ? undefined : await request.json();
  writes.push({ method: request.method, path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key'), body });
  const answer = apply(body);
  return failing === 'answer-lost' ? HttpResponse.error() : answer;
}

const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json(user)),
  http.get('/api/cart', () => HttpResponse.json(cart)),
  http.get('/api/wishlist', () => HttpResponse.json(wishlist)),
  http.get('/api/products/:id', ({ params }) => HttpResponse.json(product(String(params.id)))),
  http.put('/api/cart/:id', ({ request, params }) =>
    record(request, (body) => {
      cart = cart.map((l) => (l.id === params.id ? { ...l, quantity: (body as { quantity: number }).quantity } : l));
      return HttpResponse.json(cart.find((l) => l.id === params.id));
    })),
  http.delete('/api/cart/:id', ({ request, params }) =>
    record(request, () => {
      cart = cart.filter((l) => l.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    })),
  http.post('/api/wishlist', ({ request }) =>
    record(request, (body) => {
      const productId = (body as { productId: string }).productId;
      wishlist = [...wishlist, { id: `w-${productId}`, productId, createdAt: '', product: product(productId) }];
      return HttpResponse.json(wishlist.at(-1), { status: 201 });
    })),
);

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A cart line's quantity buttons and a heart, wired to the app's real hooks and outbox sync. */
function Shop() {
  useOutboxSync();
  const waiting = useOutboxCount();
  const lines = useCart().data ?? [];
  const { setQuantity, remove } = useCartActions();
  const { toggle, isSaved } = useWishlist();
  return (
    <div>
      <p data-testid="waiting">{waiting}</p>
      {lines.map((line) => (
        <div key={line.id} data-testid={`line-${line.productId}`}>
          <span>{`${line.productId}×${line.quantity}`}</span>
          <button type="button" onClick={() => setQuantity(line.id, line.quantity + 1)}>{`more ${line.productId}`}</button>
          <button type="button" onClick={() => remove(line.id)}>{`remove ${line.productId}`}</button>
        </div>
      ))}
      <button type="button" onClick={() => toggle('p3')}>{isSaved('p3') ? 'saved p3' : 'save p3'}</button>
    </div>
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await clearOutbox();
  cart = [
    { id: 'l1', productId: 'p1', quantity: 1, available: true, product: product('p1') },
    { id: 'l2', productId: 'p2', quantity: 1, available: true, product: product('p2') },
  ];
  wishlist = [];
  writes = [];
  failing = 'none';
  setBrowserOnline(true);
});
afterEach(() => {
  server.resetHandlers();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

async function renderShop() {
  const page = await renderPage(<Shop />, { language: 'en' });
  await screen.findByText('p1×1');
  // The product the heart saves is one the app has seen (for the optimistic entry).
  page.queryClient.setQueryData(['/api/products', 'p3'], product('p3'));
  return page;
}

const queued = async () => (await listEntries()).map((e) => `${e.method} ${e.path}`);

describe('cart and wishlist writes while the app is open', () => {
  it('go into the outbox at once when the connection drops, and are sent once, in order, when it returns', async () => {
    await renderShop();
    setBrowserOnline(false);

    fireEvent.click(screen.getByRole('button', { name: 'more p1' }));
    await screen.findByText('p1×2');
    fireEvent.click(screen.getByRole('button', { name: 'remove p2' }));
    fireEvent.click(screen.getByRole('button', { name: 'save p3' }));

    // Queued in IndexedDB (not paused in memory), each with its own key, and counted for the user.
    await waitFor(async () => expect(await queued()).toEqual(['PUT /api/cart/l1', 'DELETE /api/cart/l2', 'POST /api/wishlist']));
    const keys = (await listEntries()).map((e) => e.key);
    expect(new Set(keys).size).toBe(3);
    await waitFor(() => expect(screen.getByTestId('waiting').textContent).toBe('3'));
    expect(screen.queryByTestId('line-p2')).toBeNull();
    expect(screen.getByRole('button', { name: 'saved p3' })).toBeTruthy();
    expect(writes).toEqual([]);

    setBrowserOnline(true);
    await waitFor(() => expect(screen.getByTestId('waiting').textContent).toBe('0'));
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['PUT /api/cart/l1', 'DELETE /api/cart/l2', 'POST /api/wishlist']);
    expect(writes.map((w) => w.key)).toEqual(keys);
    expect(cart.map((l) => [l.productId, l.quantity])).toEqual([['p1', 2]]);
    expect(wishlist.map((w) => w.productId)).toEqual(['p3']);
  });

  it('queue when requests fail at the network level although the browser says online, then retry by themselves', async () => {
    await renderShop();
    failing = 'before';
    fireEvent.click(screen.getByRole('button', { name: 'more p1' }));
    await waitFor(async () => expect(await queued()).toEqual(['PUT /api/cart/l1']));
    expect(await screen.findByText('Saved on this phone')).toBeTruthy();
    expect(screen.getByText('p1×2')).toBeTruthy();

    failing = 'none';
    // No 'online' event comes on a weak signal: the page tries again on its own.
    await waitFor(() => expect(screen.getByTestId('waiting').textContent).toBe('0'));
    expect(writes.map((w) => [w.path, w.body])).toEqual([['/api/cart/l1', { quantity: 2 }]]);
  }, 20_000);

  it('send a write whose answer was lost again with the same key (the server does it once)', async () => {
    await renderShop();
    failing = 'answer-lost';
    fireEvent.click(screen.getByRole('button', { name: 'save p3' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    await waitFor(async () => expect(await queued()).toEqual(['POST /api/wishlist']));

    failing = 'none';
    await waitFor(() => expect(screen.getByTestId('waiting').textContent).toBe('0'));
    expect(writes.map((w) => w.key)).toEqual([writes[0]!.key, writes[0]!.key]);
  }, 20_000);
});
