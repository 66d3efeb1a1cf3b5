import type { Context } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { users } from '#api/db/tables.ts';
import { first } from '#api/db/database.ts';
import { LoginSchema, PasswordChangeSchema, ProfileSchema, RegisterSchema } from '#api/contract/auth.ts';
import { VISITOR_OK_HEADER } from '#api/contract/headers.ts';
import { router, type AppEnv } from '#api/lib/context.ts';
import { valid } from '#api/lib/validate.ts';
import { SESSION_COOKIE, requireUser } from '#api/lib/auth.ts';
import { cameOverHttps } from '#api/lib/https.ts';
import { AppError, badRequest, conflict } from '#api/lib/errors.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { createSession, deleteOtherSessions, deleteSession, deleteUserSessions, findUserByEmail, toUserDto, touchSession } from './auth.service.ts';
import { hashPassword, verifyPassword } from '#api/lib/password.ts';
import { messages } from '#api/contract/messages.ts';
import { abuseRules, charge, clientAddress, refuseWhenSpent } from '#api/lib/abuse-limits.ts';

function setSessionCookie(c: Context<AppEnv>, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: cameOverHttps(c),
    path: '/',
    expires,
  });
}

/** 400 without the current password, 403 with a wrong one: guards the e-mail and password changes. */
async function checkCurrentPassword(user: SessionUser, currentPassword: string | undefined) {
  if (!currentPassword) {
    throw badRequest('currentPasswordRequired', { issues: [{ path: 'currentPassword', code: 'currentPasswordRequired', message: messages.currentPasswordRequired }] });
  }
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError(403, 'wrongCurrentPassword', { issues: [{ path: 'currentPassword', code: 'wrongCurrentPassword', message: messages.wrongCurrentPassword }] });
  }
}

// A dummy hash keeps "no such user" as slow as "wrong password", so timing does not reveal accounts.
// Made on first use, with the work factor in force then.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));

export const authRoutes = router()
  .post('/register', valid('json', RegisterSchema), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    await charge(c.get('limits'), abuseRules.registrationsPerAddress, clientAddress(c));
    if (await findUserByEmail(db, input.email)) throw conflict('emailTaken');
    const passwordHash = await hashPassword(input.password);
    const user = first(await db
      .insert(users)
      .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: input.role })
      .onConflictDoNothing()
      .returning());
    if (!user) throw conflict('emailTaken'); // lost a race with an identical registration
    const session = await createSession(db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(toUserDto(user), 201);
  })
  .post('/login', valid('json', LoginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.get('db');
    // Only failures count: the journeys' and families' many good sign-ins from one address never do.
    const limited: [typeof abuseRules.loginFailuresPerAccount, string][] = [
      [abuseRules.loginFailuresPerAccount, email],
      [abuseRules.loginFailuresPerAddress, clientAddress(c)],
    ];
    await refuseWhenSpent(c.get('limits'), limited);
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !ok) {
      for (const [rule, key] of limited) await c.get('limits').take(rule, key);
      throw new AppError(401, 'invalidCredentials');
    }
    if (!user.isActive) throw new AppError(403, 'accountDeactivated');
    const session = await createSession(db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(toUserDto(user));
  })
  .post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(c.get('db'), token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  })
  .get('/auth/user', async (c) => {
    if (!c.get('user') && c.req.header(VISITOR_OK_HEADER) === '1') return c.body(null, 204);
    const user = requireUser(c);
    const token = getCookie(c, SESSION_COOKIE)!;
    setSessionCookie(c, token, await touchSession(c.get('db'), token));
    return c.json(toUserDto(user));
  })
  .put('/auth/password', valid('json', PasswordChangeSchema), async (c) => {
    const user = requireUser(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    await checkCurrentPassword(user, currentPassword);
    const db = c.get('db');
    await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date().toISOString() }).where(eq(users.id, user.id));
    await deleteOtherSessions(db, user.id, getCookie(c, SESSION_COOKIE)!);
    return c.json({ ok: true });
  })
  // Ends every session of the account, this one included ("sign out on every device").
  .post('/auth/sign-out-everywhere', async (c) => {
    const user = requireUser(c);
    await deleteUserSessions(c.get('db'), user.id);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  })
  .put('/auth/profile', valid('json', ProfileSchema), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    if (input.email !== user.email) await checkCurrentPassword(user, input.currentPassword);
    const db = c.get('db');
    const taken = first(await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, user.id))).limit(1));
    if (taken) throw conflict('emailTaken');
    const updated = first(await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        address: input.address ?? null,
        city: input.city ?? null,
        governorate: input.governorate ?? null,
        phoneNumber: input.phoneNumber ?? null,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.id, user.id))
      .returning());
    return c.json(toUserDto(updated!));
  });
