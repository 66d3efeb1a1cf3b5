import webpush from 'web-push';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Env } from '#api/env.ts';
import { orders, pushSubscriptions, sessions, stores } from '#api/db/tables.ts';
import type { PushMessage } from '#api/contract/push.ts';
import type { Logger } from '#api/lib/logger.ts';
import { loadVapidKeys } from './vapid-keys.ts';
import { pushMessage } from './push-texts.ts';

type Options = {
  db: Db;
  env: Pick<Env, 'dataDir' | 'vapid' | 'vapidSubject'>;
  logger: Logger;
  /** Push services speak https; tests run a local one over plain http on the loopback address. */
  allowHttpLoopback?: boolean;
};

const HOUR_SECONDS = 3600;
const SEND_TIMEOUT_MS = 10_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Sends sellers' order alerts through their browsers' push services (docs/decisions/025-web-push.md).
 * Sending never delays or fails the request that caused it: it starts after the answer, failures are
 * logged (the push service's host and status, never the endpoint or keys, which are capabilities), and
 * a subscription the push service says is gone (404, 410) is deleted.
 */
export function createPushSender({ db, env, logger, allowHttpLoopback = false }: Options) {
  const keys = loadVapidKeys(env);
  const vapidDetails = { subject: env.vapidSubject, ...keys };
  const inFlight = new Set<Promise<void>>();

  function acceptsEndpoint(endpoint: string): boolean {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || (allowHttpLoopback && url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  }

  async function deliver(subscription: typeof pushSubscriptions.$inferSelect, message: PushMessage) {
    const host = new URL(subscription.endpoint).host;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: 24 * HOUR_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const response = await fetch(request.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body as Buffer), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        logger.info({ host, status: response.status }, 'push subscription gone: deleted');
      } else if (!response.ok) {
        logger.warn({ host, status: response.status }, 'push service refused an alert');
      }
    } catch (error) {
      logger.warn({ host, reason: (error as Error).name }, 'push alert not sent');
    }
  }

  /** The alerts for these orders, to each store's seller on her browsers with a live session. */
  async function sendFor(kind: PushMessage['kind'], orderIds: string[]) {
    const now = new Date().toISOString();
    const rows = await db
      .select({ order: { id: orders.id, reference: orders.reference }, store: { nameAr: stores.nameAr, nameEn: stores.nameEn }, subscription: pushSubscriptions })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, stores.sellerId))
      .innerJoin(sessions, and(eq(sessions.tokenHash, pushSubscriptions.sessionTokenHash), gt(sessions.expiresAt, now)))
      .where(inArray(orders.id, orderIds));
    return Promise.all(
      rows.map(({ order, store, subscription }) => {
        const facts = { reference: order.reference ?? order.id.slice(0, 8), storeNameAr: store.nameAr, storeNameEn: store.nameEn };
        return deliver(subscription, pushMessage(kind, subscription.language, order.id, facts));
      }),
    );
  }

  return {
    publicKey: keys.publicKey,
    acceptsEndpoint,
    /** Starts sending after the current request has been answered; returns at once. */
    notify(kind: PushMessage['kind'], orderIds: string[]) {
      if (orderIds.length === 0) return;
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendFor(kind, orderIds))
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error }, 'push alerts failed'),
        )
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    /** Resolves when every alert started so far has been sent or given up (tests, shutdown). */
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
