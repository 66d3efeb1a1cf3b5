import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/**
 * Whether the browser reached us over https: the request itself, or behind a reverse proxy that
 * TRUST_PROXY=1 says to believe, its X-Forwarded-Proto. A PUBLIC_URL on https counts too.
 */
export function cameOverHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const env = c.get('env');
  if (env.trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https') return true;
  return env.secureCookies;
}

/** HSTS only on answers sent over https: over plain http a browser ignores it, and localhost must stay usable. */
export const strictTransportSecurity = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (cameOverHttps(c)) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
});
