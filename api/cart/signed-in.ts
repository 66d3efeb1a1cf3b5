import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/lib/context.ts';
import { requireRole, requireUser } from '#api/lib/auth.ts';

/** Checked before any validator: a visitor gets 401 whatever they send, never a 400. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

/** Sellers and admins only, before any validator: a visitor gets 401, a buyer 403. */
export const sellerOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireRole(c, 'seller');
  await next();
});
