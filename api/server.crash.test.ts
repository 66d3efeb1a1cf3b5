import { and, eq, ne, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from '#api/db/client.ts';
import { asDb, closeDatabase, isPostgres } from '#api/db/database.ts';
import { openPostgres } from '#api/db/pg/client.ts';
import { cartItems, orderItems, orders, products, reviews } from '#api/db/tables.ts';
import { makeTestApp } from '#api/test/harness.ts';
import { startServer, type ServerProcess } from '#api/test/server-process.ts';
import { address, makeProduct, makeStore } from '#api/test/shop-fixtures.ts';

const CLIENTS = 6;
const PRODUCTS = 4;
const STOCK = 25;

let dataDir: string;
let server: ServerProcess | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A shop with a few scarce products and buyers already signed in, written before the server starts. */
async function prepareShop() {
  const t = await makeTestApp();
  const { store } = await makeStore(t);
  const productIds: string[] = [];
  for (let i = 0; i < PRODUCTS; i += 1) productIds.push((await makeProduct(t, store.id, { stock: STOCK, priceCents: 1250 })).id);
  const buyers = await Promise.all(Array.from({ length: CLIENTS }, () => t.signUp('buyer')));
  await closeDatabase(t.db);
  return { dataDir: t.dataDir, databaseUrl: t.databaseUrl, productIds, buyers };
}

type Acknowledged = { cartAdds: string[]; orderIds: string[]; reviews: Map<string, number> };

/** One buyer's stream: add to the cart, sometimes check out, sometimes review; records every 2xx. */
async function buyerStream(base: string, cookie: string, productIds: string[], client: number, stop: () => boolean, acked: Acknowledged) {
  const send = async (method: string, url: string, body: unknown) => {
    const res = await fetch(base + url, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  };
  for (let seq = 0; !stop(); seq += 1) {
    const productId = productIds[(client + seq) % productIds.length]!;
    try {
      const add = await send('POST', '/api/cart', { productId, quantity: 1 + (seq % 2) });
      if (add.status < 300) acked.cartAdds.push(productId);
      if (seq % 3 === 2) {
        const order = await send('POST', '/api/orders', { address, paymentMethod: 'cod' });
        if (order.status < 300) acked.orderIds.push(...order.json.orders.map((o: { id: string }) => o.id));
      }
      if (seq % 4 === 1) {
        const review = await send('POST', `/api/products/${productId}/reviews`, { rating: 1 + (seq % 5), commentEn: `client ${client} write ${seq}` });
        if (review.status < 300) acked.reviews.set(productId, seq);
      }
    } catch {
      return; // the server is gone: whatever had no answer counts as not acknowledged
    }
  }
}

describe('crash during writes', () => {
  it('after SIGKILL mid-stream and a restart, every acknowledged write is there, stock never below 0, integrity ok', async () => {
    const shop = await prepareShop();
    dataDir = shop.dataDir;
    server = await startServer(dataDir, shop.databaseUrl ? { DATABASE_URL: shop.databaseUrl } : {});
    const base = server.base;
    const acked = shop.buyers.map((): Acknowledged => ({ cartAdds: [], orderIds: [], reviews: new Map() }));
    let killed = false;
    const streams = shop.buyers.map((b, i) => buyerStream(base, b.cookie, shop.productIds, i, () => killed, acked[i]!));

    // Kill once enough has been acknowledged that the crash lands in the middle of the stream.
    await expect.poll(() => acked.reduce((n, a) => n + a.cartAdds.length, 0), { timeout: 30_000, interval: 20 }).toBeGreaterThan(60);
    server.child.kill('SIGKILL');
    killed = true;
    await server.exited;
    await Promise.all(streams);

    server = await startServer(dataDir, shop.databaseUrl ? { DATABASE_URL: shop.databaseUrl } : {});
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const db = shop.databaseUrl ? asDb(await openPostgres(shop.databaseUrl, { maxConnections: 2 })) : openDatabase(path.join(dataDir, DATABASE_FILE));
    try {
      if (!isPostgres(db)) expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
      const stocks = (await db.select({ stock: products.stock }).from(products)).map((p) => p.stock);
      expect(Math.min(...stocks)).toBeGreaterThanOrEqual(0);
      // Stock given out equals stock sold: no order without its stock taken, nor the reverse.
      const [sold] = await db.select({ n: sql`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
        .from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(ne(orders.status, 'cancelled'));
      expect(stocks.reduce((a, b) => a + b, 0) + sold!.n).toBe(PRODUCTS * STOCK);

      let acknowledgedOrders = 0;
      for (const [i, buyer] of shop.buyers.entries()) {
        const a = acked[i]!;
        const stored = new Set((await db.select({ id: orders.id }).from(orders).where(eq(orders.buyerId, buyer.id))).map((o) => o.id));
        for (const id of a.orderIds) expect(stored.has(id)).toBe(true);
        acknowledgedOrders += a.orderIds.length;
        // A cart line is either still in the cart or was checked out into an order.
        const inCart = await db.select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, buyer.id));
        const ordered = await db.select({ productId: orderItems.productId }).from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orders.buyerId, buyer.id));
        const held = new Set([...inCart, ...ordered].map((row) => row.productId));
        for (const productId of a.cartAdds) expect(held.has(productId)).toBe(true);
        for (const [productId, seq] of a.reviews) {
          const [review] = await db.select({ comment: reviews.commentEn }).from(reviews).where(and(eq(reviews.userId, buyer.id), eq(reviews.productId, productId)));
          expect(Number(String(review?.comment).split(' ').at(-1))).toBeGreaterThanOrEqual(seq);
        }
      }
      expect(acknowledgedOrders).toBeGreaterThan(0);
    } finally {
      await closeDatabase(db);
    }
  }, 90_000);
});
