import { eq, lt, sql } from 'drizzle-orm';
import { asPg, first, isPostgres, transaction, type Db } from '#api/db/database.ts';
import { rateLimitBuckets } from '#api/db/tables.ts';
import type { Env } from '#api/env.ts';
import { bucketLevel, bucketVerdict, memoryRateLimitStore, type RateLimitStore, type RateRule, type Verdict } from './rate-limit.ts';

/** The database answers through promises (docs/decisions/029-asynchronous-data-access.md). */
type DatabaseRateLimitStore = { take(rule: RateRule, key: string, now?: number): Promise<Verdict>; peek(rule: RateRule, key: string, now?: number): Promise<Verdict> };

/** Forgotten rows are swept every this many takes in a process: cheap through the full_at index. */
const SWEEP_EVERY = 500;

/**
 * The abuse limits' token buckets in the database, so every server process on it counts together
 * (docs/decisions/027-photo-storage-backends.md, "Several processes on one database"). The same arithmetic as the memory
 * store; each take is one transaction that holds the bucket before it reads it, so two processes never both
 * spend the last token: on SQLite an IMMEDIATE transaction takes the write lock first (a deferred one could
 * read, then fail to upgrade its lock); PostgreSQL's transactions lock nothing they read, so the takes of one
 * bucket queue on a transaction-scoped advisory lock of that bucket's own (docs/decisions/030).
 */
export function databaseRateLimitStore(db: Db): DatabaseRateLimitStore {
  let takes = 0;
  const read = async (from: Db, bucketKey: string) => first(await from.select({ tokens: rateLimitBuckets.tokens, updatedAt: rateLimitBuckets.updatedAt }).from(rateLimitBuckets).where(eq(rateLimitBuckets.key, bucketKey)).limit(1));

  async function take(rule: RateRule, key: string, now = Date.now()) {
    const bucketKey = `${rule.name} ${key}`;
    const verdict = await transaction(
      db,
      async (tx) => {
        if (isPostgres(tx)) await asPg(tx).execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucketKey}))`);
        const tokens = bucketLevel(await read(tx, bucketKey), rule, now);
        const result = bucketVerdict(tokens, rule);
        const left = result.ok ? tokens - 1 : tokens;
        const fullAt = Math.ceil(now + (rule.burst - left) / (rule.perMinute / 60_000));
        await tx.insert(rateLimitBuckets)
          .values({ key: bucketKey, tokens: left, updatedAt: now, fullAt })
          .onConflictDoUpdate({ target: rateLimitBuckets.key, set: { tokens: left, updatedAt: now, fullAt } });
        return result;
      },
    );
    takes += 1;
    if (takes % SWEEP_EVERY === 0) await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.fullAt, now));
    return verdict;
  }

  return {
    take,
    peek: async (rule: RateRule, key: string, now = Date.now()) => bucketVerdict(bucketLevel(await read(db, `${rule.name} ${key}`), rule, now), rule),
  };
}

/** The store RATE_LIMIT_STORE asks for: this process's memory (the default) or the shared database. */
export function createRateLimitStore(env: Pick<Env, 'rateLimitStore'>, db: Db): RateLimitStore {
  return env.rateLimitStore === 'database' ? databaseRateLimitStore(db) : memoryRateLimitStore();
}
