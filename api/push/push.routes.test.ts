import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { createLogger } from '#api/lib/logger.ts';
import { pushSubscriptions } from '#api/db/tables.ts';
import { address, makeProduct, makeStore } from '#api/test/shop-fixtures.ts';
import { decryptWebPush, makeBrowserKeys, startFakePushService, verifyVapid, type BrowserKeys } from '#api/test/fake-push-service.ts';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let logLines: string[];

beforeEach(async () => {
  logLines = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => { logLines.push(String(chunk)); done(); } });
  t = await makeTestApp({}, createLogger('info', sink), { pushToLocalService: true });
  pushService = await startFakePushService();
});
afterEach(async () => {
  await t.push.settled();
  await pushService.close();
  t.cleanup();
});

async function subscribe(cookie: string, language: 'ar' | 'en' = 'ar') {
  const browser = makeBrowserKeys();
  const endpoint = pushService.endpoint();
  const res = await t.call('POST', '/api/push/subscriptions', { cookie, body: { endpoint, keys: browser.json, language } });
  expect(res.status).toBe(201);
  return { browser, endpoint };
}

/** The message the fake push service received for this subscription, checked and decrypted. */
function messageFor(endpoint: string, browser: BrowserKeys) {
  const requests = pushService.received.filter((r) => r.path === new URL(endpoint).pathname);
  expect(requests).toHaveLength(1);
  const { headers, body } = requests[0]!;
  expect(headers['content-encoding']).toBe('aes128gcm');
  expect(Number(headers.ttl)).toBeGreaterThan(0);
  const vapid = verifyVapid(headers.authorization, pushService.origin);
  return { vapid, message: JSON.parse(decryptWebPush(body, browser)) as Record<string, string> };
}

async function buyFrom(storeIds: string[]) {
  const buyer = await t.signUp('buyer');
  for (const storeId of storeIds) await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId: (await makeProduct(t, storeId)).id, quantity: 1 } });
  const placed = await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, paymentMethod: 'cod' } });
  expect(placed.status).toBe(201);
  return { buyer, orders: placed.json.orders as { id: string; reference: string; storeId: string }[] };
}

describe('VAPID keys', () => {
  it('are made at the first start, kept in DATA_DIR readable by the server only, and reused', async () => {
    const seller = await t.signUp('seller');
    const res = await t.call('GET', '/api/push/public-key', { cookie: seller.cookie });
    expect(res.status).toBe(200);
    expect(res.json.publicKey).toMatch(/^[\w-]{87}$/);
    const file = path.join(t.dataDir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(res.json.publicKey);

    // The next start reads the same pair: browsers' subscriptions are bound to it.
    expect(loadVapidKeys({ dataDir: t.dataDir }).publicKey).toBe(res.json.publicKey);
  });

  it('come from the settings when the operator gives them', async () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'C'.repeat(43) };
    const app = await makeTestApp(keys);
    expect(app.push.publicKey).toBe(keys.VAPID_PUBLIC_KEY);
    expect(fs.existsSync(path.join(app.dataDir, VAPID_KEYS_FILE))).toBe(false);
    app.cleanup();
  });
});

describe('subscriptions', () => {
  it('are for sellers only', async () => {
    const body = { endpoint: pushService.endpoint(), keys: makeBrowserKeys().json, language: 'ar' };
    expect((await t.call('POST', '/api/push/subscriptions', { body })).status).toBe(401);
    expect((await t.call('POST', '/api/push/subscriptions', { cookie: (await t.signUp('buyer')).cookie, body })).status).toBe(403);
    expect((await t.call('GET', '/api/push/public-key')).status).toBe(401);
  });

  it('refuse what no browser would send, with a field message', async () => {
    const seller = await t.signUp('seller');
    const keys = makeBrowserKeys().json;
    const bad = [
      { endpoint: 'not a url', keys, language: 'ar' },
      { endpoint: pushService.endpoint(), keys: { p256dh: 'short', auth: keys.auth }, language: 'ar' },
      { endpoint: pushService.endpoint(), keys: { p256dh: keys.p256dh }, language: 'ar' },
      { endpoint: pushService.endpoint(), keys, language: 'fr' },
    ];
    for (const body of bad) {
      const res = await t.call('POST', '/api/push/subscriptions', { cookie: seller.cookie, body });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('invalidInput');
    }
    const res = await t.call('POST', '/api/push/subscriptions', { cookie: seller.cookie, body: bad[1] });
    expect(res.json.issues[0]).toMatchObject({ path: 'keys.p256dh', code: 'pushSubscriptionInvalid' });
  });

  it('must point at an https push service (plain http only to a local test service)', async () => {
    const strict = await makeTestApp();
    const seller = await strict.signUp('seller');
    const body = { endpoint: pushService.endpoint(), keys: makeBrowserKeys().json, language: 'en' };
    const res = await strict.call('POST', '/api/push/subscriptions', { cookie: seller.cookie, body });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('pushSubscriptionInvalid');
    strict.cleanup();
    const here = await t.signUp('seller');
    const remote = await t.call('POST', '/api/push/subscriptions', { cookie: here.cookie, body: { ...body, endpoint: 'http://push.example.com/x' } });
    expect(remote.json.code).toBe('pushSubscriptionInvalid');
  });
});

describe('alerts', () => {
  it('tell each store’s seller of a new order: encrypted for her browser, VAPID-signed, in her language, naming the reference', async () => {
    const a = await makeStore(t);
    const b = await makeStore(t);
    const subA = await subscribe(a.seller.cookie, 'ar');
    const subB = await subscribe(b.seller.cookie, 'en');
    const { orders } = await buyFrom([a.store.id, b.store.id]);
    await t.push.settled();

    const orderA = orders.find((o) => o.storeId === a.store.id)!;
    const orderB = orders.find((o) => o.storeId === b.store.id)!;
    const inArabic = messageFor(subA.endpoint, subA.browser);
    expect(inArabic.vapid.publicKey).toBe((await t.call('GET', '/api/push/public-key', { cookie: a.seller.cookie })).json.publicKey);
    expect(inArabic.message).toMatchObject({ kind: 'newOrder', language: 'ar', reference: orderA.reference, url: `/orders/${orderA.id}` });
    expect(inArabic.message.title).toContain('طلب جديد');
    expect(inArabic.message.title).toContain(orderA.reference);
    expect(inArabic.message.body).toContain(a.store.nameAr);

    const inEnglish = messageFor(subB.endpoint, subB.browser).message;
    expect(inEnglish).toMatchObject({ kind: 'newOrder', language: 'en', reference: orderB.reference, title: `New order ${orderB.reference}` });
    // One alert each: a seller hears only of her own store's order.
    expect(pushService.received).toHaveLength(2);
  });

  it('tell the seller when the buyer cancels, not when she cancels herself', async () => {
    const { seller, store } = await makeStore(t);
    const { buyer, orders } = await buyFrom([store.id]);
    await t.push.settled();
    const { browser, endpoint } = await subscribe(seller.cookie, 'en');
    await t.call('PUT', `/api/orders/${orders[0]!.id}/status`, { cookie: buyer.cookie, body: { status: 'cancelled' } });
    await t.push.settled();
    expect(messageFor(endpoint, browser).message).toMatchObject({ kind: 'orderCancelled', reference: orders[0]!.reference, title: `Order ${orders[0]!.reference} cancelled` });

    const second = await buyFrom([store.id]);
    await t.push.settled();
    const before = pushService.received.length;
    expect((await t.call('PUT', `/api/orders/${second.orders[0]!.id}/status`, { cookie: seller.cookie, body: { status: 'cancelled' } })).status).toBe(200);
    await t.push.settled();
    expect(pushService.received).toHaveLength(before);
  });

  it('delete a subscription the push service says is gone (410), and log no keys or endpoint', async () => {
    const { seller, store } = await makeStore(t);
    const { endpoint, browser } = await subscribe(seller.cookie);
    pushService.markGone(endpoint);
    await buyFrom([store.id]);
    await t.push.settled();
    expect(pushService.received).toHaveLength(1);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
    const logs = logLines.join('\n');
    expect(logs).toContain('push subscription gone');
    for (const secret of [new URL(endpoint).pathname, browser.json.p256dh, browser.json.auth]) expect(logs).not.toContain(secret);
  });

  it('stop when she turns them off, signs out, or her session ends elsewhere', async () => {
    const { seller, store } = await makeStore(t);
    const off = await subscribe(seller.cookie);
    expect((await t.call('DELETE', '/api/push/subscriptions', { cookie: seller.cookie, body: { endpoint: off.endpoint } })).status).toBe(204);
    await subscribe(seller.cookie);
    expect((await t.call('POST', '/api/logout', { cookie: seller.cookie })).status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, seller.id))).toHaveLength(0);

    await buyFrom([store.id]);
    await t.push.settled();
    expect(pushService.received).toHaveLength(0);
  });

  it('cannot be turned off for another seller', async () => {
    const a = await makeStore(t);
    const b = await makeStore(t);
    const { endpoint } = await subscribe(a.seller.cookie);
    expect((await t.call('DELETE', '/api/push/subscriptions', { cookie: b.seller.cookie, body: { endpoint } })).status).toBe(204);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('never delay or fail the order when the push service is unreachable', async () => {
    const { seller, store } = await makeStore(t);
    const { endpoint } = await subscribe(seller.cookie);
    await pushService.close();
    const { orders } = await buyFrom([store.id]);
    expect(orders).toHaveLength(1);
    await t.push.settled();
    expect(logLines.join('\n')).toContain('push alert not sent');
    expect(logLines.join('\n')).not.toContain(new URL(endpoint).pathname);
    pushService = await startFakePushService(); // afterEach closes it
  });
});
