import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './context.ts';
import { tooMany, type RateLimitStore, type RateRule } from './rate-limit.ts';

// The limits and why these numbers: docs/decisions/017-abuse-limits-and-csp.md.
const perHour = (n: number) => n / 60;
export const abuseRules = {
  /** Wrong passwords for one account: 10 in 15 minutes. */
  loginFailuresPerAccount: { name: 'login-account', burst: 10, perMinute: 10 / 15 },
  /** Wrong passwords from one address: far more, since mobile networks put many people behind one. */
  loginFailuresPerAddress: { name: 'login-address', burst: 100, perMinute: 100 / 15 },
  registrationsPerAddress: { name: 'register-address', burst: 50, perMinute: perHour(50) },
  reviewsPerUser: { name: 'reviews-user', burst: 20, perMinute: perHour(20) },
  checkoutsPerUser: { name: 'checkouts-user', burst: 30, perMinute: perHour(30) },
} satisfies Record<string, RateRule>;

/**
 * The client's address: the socket's peer, or behind a reverse proxy (TRUST_PROXY=1) the address
 * that proxy appended last to X-Forwarded-For. In-process calls (tests, the pre-render) have none.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('env').trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** 429 when the rule's bucket for `key` is empty; charges it otherwise. */
export async function charge(store: RateLimitStore, rule: RateRule, key: string) {
  const verdict = await store.take(rule, key);
  if (!verdict.ok) throw tooMany(verdict.retryAfterSeconds, rule.name.startsWith('login') ? 'tooManyAttempts' : 'tooManyRequests');
}

/** 429 when any of the rules' buckets is empty, without charging (failed sign-ins are charged afterwards). */
export async function refuseWhenSpent(store: RateLimitStore, checks: [RateRule, string][]) {
  for (const [rule, key] of checks) {
    const verdict = await store.peek(rule, key);
    if (!verdict.ok) throw tooMany(verdict.retryAfterSeconds, 'tooManyAttempts');
  }
}
