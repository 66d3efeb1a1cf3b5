import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/lib/context.ts';
import { requireAdmin, requireRole, requireUser } from '#api/lib/auth.ts';

// The route gates every resource uses. Each runs before any validator, so a visitor gets 401 (and a
// signed-in user without the role 403) whatever they send: a 400 never tells someone without access
// what a valid request looks like.

/** Any signed-in user. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

/** Sellers and admins only: a visitor gets 401, a buyer 403. */
export const sellerOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireRole(c, 'seller');
  await next();
});

/** Admins only: a visitor gets 401, a buyer or seller 403. */
export const adminGate = createMiddleware<AppEnv>(async (c, next) => {
  requireAdmin(c);
  await next();
});
