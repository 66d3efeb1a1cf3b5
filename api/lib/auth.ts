import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { and, eq, gt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { sessions, users } from '#api/db/tables.ts';
import { first } from '#api/db/database.ts';
import type { AppEnv, SessionUser } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';

export const SESSION_COOKIE = 'sb_session';
export const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Loads the signed-in user (if any) into `c.get('user')`; an inactive user counts as signed out. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const db = c.get('db');
    const row = first(await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date().toISOString()))).limit(1));
    if (row?.user.isActive) c.set('user', row.user);
  }
  await next();
});

/** Any handler's context: what requireUser reads of it. */
type UserContext = { get: (key: 'user') => SessionUser | null };

/** The signed-in user, or a 401. */
export function requireUser(c: UserContext): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user with one of the roles (admin always passes), else 401/403. */
export function requireRole(c: UserContext, ...roles: SessionUser['role'][]): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin' && !roles.includes(user.role)) throw forbidden();
  return user;
}

export const requireAdmin = (c: UserContext) => requireRole(c, 'admin');
