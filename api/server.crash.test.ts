import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '#api/db/client.ts';
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
  t.db.$client.close();
  return { dataDir: t.dataDir, productIds, buyers };
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
    server = await startServer(dataDir);
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

    server = await startServer(dataDir);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const sqlite = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const stocks = sqlite.prepare('SELECT stock FROM products').pluck().all() as number[];
      expect(Math.min(...stocks)).toBeGreaterThanOrEqual(0);
      // Stock given out equals stock sold: no order without its stock taken, nor the reverse.
      const sold = sqlite.prepare("SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.status != 'cancelled'").pluck().get() as number;
      expect(stocks.reduce((a, b) => a + b, 0) + sold).toBe(PRODUCTS * STOCK);

      const orderExists = sqlite.prepare('SELECT count(*) FROM orders WHERE id = ?').pluck();
      const heldBy = sqlite.prepare(
        `SELECT product_id FROM cart_items WHERE user_id = ?
         UNION SELECT oi.product_id FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.buyer_id = ?`,
      ).pluck();
      const reviewSeq = sqlite.prepare('SELECT comment_en FROM reviews WHERE user_id = ? AND product_id = ?').pluck();
      let acknowledgedOrders = 0;
      shop.buyers.forEach((buyer, i) => {
        const a = acked[i]!;
        for (const id of a.orderIds) expect(orderExists.get(id)).toBe(1);
        acknowledgedOrders += a.orderIds.length;
        // A cart line is either still in the cart or was checked out into an order.
        const held = new Set(heldBy.all(buyer.id, buyer.id) as string[]);
        for (const productId of a.cartAdds) expect(held.has(productId)).toBe(true);
        for (const [productId, seq] of a.reviews) {
          const stored = String(reviewSeq.get(buyer.id, productId));
          expect(Number(stored.split(' ').at(-1))).toBeGreaterThanOrEqual(seq);
        }
      });
      expect(acknowledgedOrders).toBeGreaterThan(0);
    } finally {
      sqlite.close();
    }
  }, 90_000);
});
