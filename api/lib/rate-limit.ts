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

type Bucket = { tokens: number; updatedAt: number };

/**
 * A per-key token bucket in memory. One process serves the app (SQLite), so memory is the right place;
 * a restart forgives everyone, which is fine for a guard against runaway clients and cost.
 */
export function createRateLimiter({ burst, perMinute, maxKeys = 10_000 }: RateLimitOptions) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;

  /** Takes one token for `key`; when none is left, says how many seconds until the next one. */
  function take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const previous = buckets.get(key);
    const tokens = previous ? Math.min(burst, previous.tokens + (now - previous.updatedAt) * refillPerMs) : burst;
    buckets.delete(key); // re-inserted below: the Map's order stays least-recently-used first
    if (tokens < 1) {
      buckets.set(key, { tokens, updatedAt: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
    }
    buckets.set(key, { tokens: tokens - 1, updatedAt: now });
    if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
    return { ok: true };
  }

  return { take, reset: () => buckets.clear() };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Charges one request to `key`; over the limit it is a 429 with `Retry-After`. */
export function enforceRateLimit(c: Context, limiter: RateLimiter, key: string) {
  const result = limiter.take(key);
  if (result.ok) return;
  c.header('Retry-After', String(result.retryAfterSeconds));
  throw new AppError(429, 'tooManyRequests', { retryAfterSeconds: result.retryAfterSeconds });
}
