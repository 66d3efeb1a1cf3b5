import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** Public catalogue reads: a short shared cache; the ETag middleware adds validation. */
export function publicCache(c: Context, seconds = 30) {
  c.header('Cache-Control', `public, max-age=${seconds}, stale-while-revalidate=300`);
}

/** Anything that depends on who asks. This is also the default for every /api answer. */
export function privateNoStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

/**
 * A private answer a browser may keep but must check every time: a poll repeated while nothing changed
 * costs a 304 with no body (the ETag middleware compares). Vary on the cookie, so another account on the
 * same browser never gets it.
 */
export function privateRevalidate(c: Context) {
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie');
}

/** A conditional GET's If-None-Match names this ETag (the weak comparison HTTP uses for GET: W/ or not). */
export function ifNoneMatch(c: Context, etag: string): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

/** A strong ETag for these bytes. */
export const strongETag = (body: Uint8Array) => `"${createHash('sha1').update(body).digest('base64url')}"`;
