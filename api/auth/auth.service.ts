import { and, eq, ne } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { first, type Db } from '#api/db/database.ts';
import { sessions, users } from '#api/db/tables.ts';
import type { UserDto } from '#api/contract/auth.ts';
import { hashToken, SESSION_DAYS } from '#api/lib/auth.ts';
import { hashPassword } from '#api/lib/password.ts';

type UserRow = typeof users.$inferSelect;

export function toUserDto(u: UserRow): UserDto {
  return {
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, isActive: u.isActive,
    address: u.address, city: u.city, governorate: u.governorate, phoneNumber: u.phoneNumber,
    profileImageUrl: u.profileImageUrl, createdAt: u.createdAt,
  };
}

export const findUserByEmail = async (db: Db, email: string) => first(await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1));

/** Creates a session and returns the cookie value (only its hash is stored). */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: expiresAt.toISOString() });
  return { token, expiresAt };
}

/** Sliding expiry: each use of a session pushes its end 30 days out. */
export async function touchSession(db: Db, token: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.tokenHash, hashToken(token)));
  return expiresAt;
}

export const deleteSession = async (db: Db, token: string) => await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
export const deleteUserSessions = async (db: Db, userId: string) => await db.delete(sessions).where(eq(sessions.userId, userId));
/** Ends every session of the user but the one whose cookie is `keepToken`. */
export const deleteOtherSessions = async (db: Db, userId: string, keepToken: string) => await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));

/** Creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or promotes an existing account with that e-mail. */
export async function ensureAdmin(db: Db, email: string, password: string | undefined) {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.update(users).set({ role: 'admin', isActive: true }).where(eq(users.id, existing.id));
    return;
  }
  if (!password) throw new Error('ADMIN_PASSWORD is required to create the admin account');
  await db.insert(users).values({ email: email.toLowerCase(), passwordHash: await hashPassword(password), firstName: 'Admin', lastName: '', role: 'admin' });
}
