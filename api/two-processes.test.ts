import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { first } from '#api/db/database.ts';
import { cartItems, products } from '#api/db/tables.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { solidPhoto } from '#api/test/photos.ts';
import { startS3Server } from '#api/test/s3-server.ts';
import { startServer, type ServerProcess } from '#api/test/server-process.ts';
import { address } from '#api/test/shop-fixtures.ts';
import { addCategory, createStore, productBody } from '#api/test/seller-fixtures.ts';

// Two real server processes behind one (imaginary) proxy, on one database and one S3 bucket: what one
// process writes, the other sees at once (README "Growing beyond one box"). On the PostgreSQL run the two
// share a database of the run's cluster; on the SQLite run they share the data folder's file.

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const servers: ServerProcess[] = [];
let categoryId: string;
let seller: { id: string; cookie: string };
let storeId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await makeTestApp();
  const settings = { ...s3.env, RATE_LIMIT_STORE: 'database', LOG_REQUESTS: '0', ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}) };
  // Started together, as a deployment starts its replicas: they take turns to migrate.
  servers.push(...(await Promise.all([startServer(t.dataDir, settings), startServer(t.dataDir, settings)])));
  categoryId = (await addCategory(t)).id;
  seller = await t.signUp('seller');
  storeId = (await createStore(t, seller.cookie)).id;
}, 120_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await t?.cleanup();
  await s3?.close();
});

const [one, other] = [0, 1] as const;
async function call(server: 0 | 1, method: string, url: string, opts: { cookie?: string; body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}), ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(servers[server]!.base + url, { method, headers, body: opts.body !== undefined ? JSON.stringify(opts.body) : opts.raw });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined };
}

async function listedProduct(over: Record<string, unknown> = {}) {
  const res = await call(one, 'POST', '/api/products', { cookie: seller.cookie, body: productBody(storeId, categoryId, { status: 'active', ...over }) });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

async function buyer() {
  const email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await call(other, 'POST', '/api/register', { body: { email, password: 'secret123', firstName: 'Buyer', lastName: 'Test', role: 'buyer' } });
  expect(res.status).toBe(201);
  return { id: res.json.id as string, cookie: res.headers.get('set-cookie')!.split(';')[0]! };
}

// A ceiling, not a wait: the servers hash real passwords, slow on a shared two-core machine.
describe('two server processes on one database and one bucket', { timeout: 60_000 }, () => {
  it('share sessions and cart lines: what one writes the other answers at once', async () => {
    const productId = await listedProduct();
    const { cookie } = await buyer();
    expect((await call(one, 'POST', '/api/cart', { cookie, body: { productId, quantity: 2 } })).status).toBeLessThan(300);
    const cart = await call(other, 'GET', '/api/cart', { cookie });
    expect(cart.status).toBe(200);
    expect(JSON.stringify(cart.json)).toContain(productId);
  });

  it("show a price changed through one on the product's page through the other", async () => {
    const productId = await listedProduct({ price: '12.50' });
    expect((await call(other, 'GET', `/api/products/${productId}`)).json.price).toBe('12.50');
    const changed = await call(one, 'PUT', `/api/products/${productId}`, { cookie: seller.cookie, body: productBody(storeId, categoryId, { status: 'active', price: '9.75' }) });
    expect(changed.status).toBe(200);
    expect((await call(other, 'GET', `/api/products/${productId}`)).json.price).toBe('9.75');
  });

  it('serve through one a photo uploaded through the other, from the one bucket', async () => {
    const upload = await call(one, 'POST', '/api/objects/upload', { cookie: seller.cookie });
    const url = new URL(upload.json.uploadURL as string, servers[one]!.base).pathname;
    const stored = await call(other, 'PUT', url, { cookie: seller.cookie, raw: new Uint8Array(await solidPhoto({ r: 200, g: 90, b: 40 })), headers: { 'content-type': 'image/jpeg' } });
    expect(stored.status).toBe(200);
    const acl = await call(one, 'PUT', '/api/objects/acl', { cookie: seller.cookie, body: { objectPath: url } });
    expect(acl.status).toBe(200);
    const photo = await fetch(`${servers[other]!.base}${acl.json.objectPath}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  });

  it('apply an idempotent write once, replayed through the other, in turn or at the same time', async () => {
    const productId = await listedProduct({ stock: 50 });
    const { id, cookie } = await buyer();
    const add = (server: 0 | 1, key: string) => call(server, 'POST', '/api/cart', { cookie, body: { productId, quantity: 1 }, headers: { 'Idempotency-Key': key } });
    const quantity = async () => first(await t.db.select({ n: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, id)).limit(1))?.n;

    const firstAdd = await add(one, 'replay-in-turn-1');
    const replay = await add(other, 'replay-in-turn-1');
    expect(replay.status).toBe(firstAdd.status);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await quantity()).toBe(1);

    const together = await Promise.all([add(one, 'replay-together-1'), add(other, 'replay-together-1')]);
    // the line exists now: both answer the one update's status, replayed to whichever came second
    expect(together[0]!.status).toBeLessThan(300);
    expect(together[1]!.status).toBe(together[0]!.status);
    expect(together[1]!.text).toBe(together[0]!.text);
    expect(together.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(await quantity()).toBe(2);
  });

  it('count a rate limit across both (wrong passwords for one account)', async () => {
    const login = (server: 0 | 1) => call(server, 'POST', '/api/login', { body: { email: 'target@example.com', password: 'wrong-guess' } });
    // Ten failures allowed per account (docs/decisions/017): five through each process.
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await login(i % 2 ? other : one)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect([(await login(one)).status, (await login(other)).status]).toEqual([429, 429]);
  });

  it('never oversell the last items to buyers checking out at once through both', async () => {
    const STOCK = 3;
    const productId = await listedProduct({ stock: STOCK });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    for (const [i, b] of buyers.entries()) {
      expect((await call(i % 2 ? other : one, 'POST', '/api/cart', { cookie: b.cookie, body: { productId, quantity: 1 } })).status).toBeLessThan(300);
    }
    const checkouts = await Promise.all(buyers.map((b, i) => call(i % 2 ? one : other, 'POST', '/api/orders', { cookie: b.cookie, body: { address, paymentMethod: 'cod' } })));
    const statuses = checkouts.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(STOCK).fill(201), ...Array(buyers.length - STOCK).fill(409)]);
    const row = first(await t.db.select({ stock: products.stock, sold: products.soldCount }).from(products).where(eq(products.id, productId)).limit(1));
    expect(row).toEqual({ stock: 0, sold: STOCK });
  });

  it('leave nothing behind in the data folder on PostgreSQL but what SQLite needs', () => {
    // On PostgreSQL the data folder holds no database file: the processes keep nothing of their own.
    expect(fs.readdirSync(t.dataDir).some((f) => f.endsWith('.db'))).toBe(!t.databaseUrl);
  });
});
