import { createMiddleware } from 'hono/factory';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { idempotencyKeys } from '#api/db/tables.ts';
import { first, type Db } from '#api/db/database.ts';
import type { AppEnv } from './context.ts';
import { AppError, badRequest } from './errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const NO_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Requests in progress in this process, by user and key. Two copies of one write can arrive together (the
 * page and the service worker's Background Sync replaying the same outbox): the later one waits for the
 * first to finish, then gets its stored answer.
 */
const inFlight = new Map<string, Promise<void>>();

/**
 * A key whose first request is still being answered, by this process or another one on the same database
 * (README "Growing beyond one box"): its row is claimed with this status before the work starts.
 */
const CLAIMED = 0;
/** How long a copy waits for another process to finish the first request, and how often it looks. */
const CLAIM_WAIT_MS = 15_000;
const CLAIM_POLL_MS = 25;
/** A claim this old was left by a process that died mid-request: the key is free again. */
const ABANDONED_CLAIM_MS = 60_000;

type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/**
 * Honours an `Idempotency-Key` header on writes by signed-in users: the first answer (any status
 * below 500) is stored for 24 hours and replayed for a repeat, without doing the work again.
 * The offline outbox relies on this to replay queued writes safely.
 * A key is bound to its request (method, path and a SHA-256 of the body): the same key with another
 * request answers 422 and does nothing, as the IETF Idempotency-Key draft says (docs/decisions/017).
 * Several processes may share the database: the first request claims the key's row (an insert that only
 * one of them wins), and a copy that finds the claim waits for the stored answer.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key');
  const user = c.get('user');
  if (!key || !user || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (!KEY_PATTERN.test(key)) throw badRequest('invalidInput', { issues: [{ path: 'Idempotency-Key', code: 'invalidInput', message: 'Invalid Idempotency-Key' }] });

  const fingerprint = createHash('sha256').update(new Uint8Array(await c.req.arrayBuffer())).digest('hex');
  const slot = `${user.id} ${key}`;
  // Checked again after each wait: from the loop's end to the `set` below nothing awaits, so the slot is
  // claimed before the stored answer is read (that read awaits the database).
  for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) await running;
  let finish!: () => void;
  inFlight.set(slot, new Promise<void>((resolve) => (finish = resolve)));

  const db = c.get('db');
  const mine = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
  const request = { method: c.req.method, path: c.req.path, fingerprint };
  try {
    const since = new Date(Date.now() - DAY_MS).toISOString();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, since));
    const previous = await claimOrWait(db, { userId: user.id, key, ...request }, mine);
    if (previous) {
      if (previous.method !== request.method || previous.path !== request.path || previous.fingerprint !== fingerprint) {
        throw new AppError(422, 'idempotencyKeyReused');
      }
      c.header('Idempotent-Replayed', 'true');
      c.header('Cache-Control', 'no-store');
      // An answer without a body (a removal's 204) must be replayed without one: a Response refuses it.
      if (NO_BODY_STATUSES.has(previous.status)) return c.body(null, previous.status as 204);
      return c.body(previous.body, previous.status as 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    }
    let stored = false;
    try {
      await next();
      const status = c.res.status;
      if (status < 500) {
        const body = await c.res.clone().text();
        await db.update(idempotencyKeys).set({ status, body, createdAt: new Date().toISOString() }).where(mine);
        stored = true;
      }
    } finally {
      // A failure is not an answer to replay: the key is free for a retry.
      if (!stored) await db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.status, CLAIMED)));
    }
  } finally {
    inFlight.delete(slot);
    finish();
  }
});

/**
 * Claims the key for this request and answers undefined, or answers the stored answer of an earlier request
 * with the key, waiting while another process is still working on it (409 if that takes too long).
 */
async function claimOrWait(db: Db, claim: Omit<StoredAnswer, 'status' | 'body' | 'createdAt'>, mine: SQL | undefined): Promise<StoredAnswer | undefined> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const won = await db.insert(idempotencyKeys).values({ ...claim, status: CLAIMED, body: '' }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (won.length > 0) return undefined;
    const previous = first(await db.select().from(idempotencyKeys).where(mine).limit(1));
    if (previous && previous.status !== CLAIMED) return previous;
    if (previous && Date.parse(previous.createdAt) < Date.now() - ABANDONED_CLAIM_MS) {
      await db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.status, CLAIMED), eq(idempotencyKeys.createdAt, previous.createdAt)));
      continue;
    }
    // A claim whose request differs is refused at once; the same request waits for the answer.
    if (previous && (previous.method !== claim.method || previous.path !== claim.path || previous.fingerprint !== claim.fingerprint)) return previous;
    if (Date.now() > deadline) throw new AppError(409, 'idempotencyKeyInProgress');
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}
