import type { Context } from 'hono';
import { AppError } from './errors.ts';

export type RateLimitOptions = {
  /** requests allowed at once (the bucket size) */
  burst: number;
  /** steady rate the bucket refills at */
  perMinute: number;
  /** forget idle keys after this many to bound memory (oldest first) */
  maxKeys?: number;
};

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A named limit: `burst` at once, refilled at `perMinute`. */
export type RateRule = { name: string; burst: number; perMinute: number };

/**
 * Where the counters live. In memory for the one-process server of today; a multi-process
 * deployment backs this same interface with the database or Redis (docs/decisions/017), so the
 * methods may answer through a promise.
 */
export interface RateLimitStore {
  /** Takes one token from the rule's bucket for `key`, or says in how many seconds one is back. */
  take(rule: RateRule, key: string, now?: number): Verdict | Promise<Verdict>;
  /** The same answer without taking: for limits charged only on failure (wrong passwords). */
  peek(rule: RateRule, key: string, now?: number): Verdict | Promise<Verdict>;
}

export type Bucket = { tokens: number; updatedAt: number };
type Rate = Omit<RateRule, 'name'>;

/** A bucket's tokens at `now`: refilled since it was last written, never above the burst; a new bucket is full. */
export const bucketLevel = (previous: Bucket | undefined, rule: Rate, now: number) =>
  previous ? Math.min(rule.burst, previous.tokens + (now - previous.updatedAt) * (rule.perMinute / 60_000)) : rule.burst;

// The tolerance: a client coming back after exactly Retry-After passes despite float rounding.
export const bucketVerdict = (tokens: number, rule: Rate): Verdict =>
  tokens >= 1 - 1e-9 ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.round((1 - tokens) / (rule.perMinute / 60_000)) / 1000)) };

/** Token buckets in a Map kept least-recently-used first, so the oldest idle keys go past `maxKeys`. */
function tokenBuckets(maxKeys: number) {
  const buckets = new Map<string, Bucket>();
  const level = (key: string, rule: Rate, now: number) => bucketLevel(buckets.get(key), rule, now);
  return {
    take(key: string, rule: Omit<RateRule, 'name'>, now: number): Verdict {
      const tokens = level(key, rule, now);
      buckets.delete(key); // re-inserted below: the Map's order stays least-recently-used first
      const result = bucketVerdict(tokens, rule);
      buckets.set(key, { tokens: result.ok ? tokens - 1 : tokens, updatedAt: now });
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      return result;
    },
    peek: (key: string, rule: Omit<RateRule, 'name'>, now: number) => bucketVerdict(level(key, rule, now), rule),
    clear: () => buckets.clear(),
  };
}

/** The in-memory RateLimitStore: a restart forgives everyone, fine for a guard against abuse. */
export function memoryRateLimitStore(maxKeys = 50_000): RateLimitStore & { reset(): void } {
  const buckets = tokenBuckets(maxKeys);
  return {
    take: (rule, key, now = Date.now()) => buckets.take(`${rule.name} ${key}`, rule, now),
    peek: (rule, key, now = Date.now()) => buckets.peek(`${rule.name} ${key}`, rule, now),
    reset: () => buckets.clear(),
  };
}

/** A single per-key limit in memory (uploads, AI analysis). */
export function createRateLimiter({ burst, perMinute, maxKeys = 10_000 }: RateLimitOptions) {
  const buckets = tokenBuckets(maxKeys);
  return {
    take: (key: string, now = Date.now()) => buckets.take(key, { burst, perMinute }, now),
    reset: () => buckets.clear(),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** A 429 with `Retry-After` (onError sets the header) and the code the app translates. */
export function tooMany(retryAfterSeconds: number, code: 'tooManyRequests' | 'tooManyAttempts' = 'tooManyRequests') {
  return new AppError(429, code, { retryAfterSeconds });
}

/** Charges one request to `key`; over the limit it is a 429 with `Retry-After`. */
export function enforceRateLimit(c: Context, limiter: RateLimiter, key: string) {
  const result = limiter.take(key);
  if (result.ok) return;
  c.header('Retry-After', String(result.retryAfterSeconds));
  throw tooMany(result.retryAfterSeconds);
}
