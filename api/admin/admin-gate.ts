import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/lib/context.ts';
import { requireAdmin } from '#api/lib/auth.ts';

/**
 * Admin only, checked before any validator runs: a visitor gets 401 and a buyer or seller 403
 * whatever they send, so a 400 never tells a non-admin what a valid request looks like.
 */
export const adminGate = createMiddleware<AppEnv>(async (c, next) => {
  requireAdmin(c);
  await next();
});
