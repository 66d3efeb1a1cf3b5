import { createMiddleware } from 'hono/factory';
import { and, eq, lt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { idempotencyKeys } from '#api/db/tables.ts';
import { first } from '#api/db/database.ts';
import type { AppEnv } from './context.ts';
import { AppError, badRequest } from './errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const NO_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Requests in progress, by user and key. Two copies of one write can arrive together (the page and
 * the service worker's Background Sync replaying the same outbox): the later one waits for the first
 * to finish, then gets its stored answer. One server process holds the data (SQLite), so an
 * in-memory map covers every request.
 */
const inFlight = new Map<string, Promise<void>>();

/**
 * Honours an `Idempotency-Key` header on writes by signed-in users: the first answer (any status
 * below 500) is stored for 24 hours and replayed for a repeat, without doing the work again.
 * The offline outbox relies on this to replay queued writes safely.
 * A key is bound to its request (method, path and a SHA-256 of the body): the same key with another
 * request answers 422 and does nothing, as the IETF Idempotency-Key draft says (docs/decisions/017).
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key');
  const user = c.var.user;
  if (!key || !user || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (!KEY_PATTERN.test(key)) throw badRequest('invalidInput', { issues: [{ path: 'Idempotency-Key', code: 'invalidInput', message: 'Invalid Idempotency-Key' }] });

  const fingerprint = createHash('sha256').update(new Uint8Array(await c.req.arrayBuffer())).digest('hex');
  const slot = `${user.id} ${key}`;
  // Checked again after each wait: from the loop's end to the `set` below nothing awaits, so the slot is
  // claimed before the stored answer is read (that read awaits the database).
  for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) await running;
  let finish!: () => void;
  inFlight.set(slot, new Promise<void>((resolve) => (finish = resolve)));

  const db = c.var.db;
  const since = new Date(Date.now() - DAY_MS).toISOString();
  try {
    const previous = first(await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key))).limit(1));
    if (previous && previous.createdAt > since) {
      if (previous.method !== c.req.method || previous.path !== c.req.path || previous.fingerprint !== fingerprint) {
        throw new AppError(422, 'idempotencyKeyReused');
      }
      c.header('Idempotent-Replayed', 'true');
      c.header('Cache-Control', 'no-store');
      // An answer without a body (a removal's 204) must be replayed without one: a Response refuses it.
      if (NO_BODY_STATUSES.has(previous.status)) return c.body(null, previous.status as 204);
      return c.body(previous.body, previous.status as 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    }
    await next();
    const status = c.res.status;
    if (status >= 500) return;
    const body = await c.res.clone().text();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, since));
    await db.insert(idempotencyKeys)
      .values({ userId: user.id, key, method: c.req.method, path: c.req.path, fingerprint, status, body })
      .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: { status, body, method: c.req.method, path: c.req.path, fingerprint, createdAt: new Date().toISOString() } });
  } finally {
    inFlight.delete(slot);
    finish();
  }
});
