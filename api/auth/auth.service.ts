import { and, eq, ne } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '#api/db/client.ts';
import { sessions, users } from '#api/db/schema.ts';
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

export const findUserByEmail = (db: Db, email: string) => db.select().from(users).where(eq(users.email, email.toLowerCase())).get();

/** Creates a session and returns the cookie value (only its hash is stored). */
export function createSession(db: Db, userId: string): { token: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: expiresAt.toISOString() }).run();
  return { token, expiresAt };
}

/** Sliding expiry: each use of a session pushes its end 30 days out. */
export function touchSession(db: Db, token: string): Date {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  db.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.tokenHash, hashToken(token))).run();
  return expiresAt;
}

export const deleteSession = (db: Db, token: string) => db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).run();
export const deleteUserSessions = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId)).run();
/** Ends every session of the user but the one whose cookie is `keepToken`. */
export const deleteOtherSessions = (db: Db, userId: string, keepToken: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))).run();

/** Creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or promotes an existing account with that e-mail. */
export async function ensureAdmin(db: Db, email: string, password: string | undefined) {
  const existing = findUserByEmail(db, email);
  if (existing) {
    db.update(users).set({ role: 'admin', isActive: true }).where(eq(users.id, existing.id)).run();
    return;
  }
  if (!password) throw new Error('ADMIN_PASSWORD is required to create the admin account');
  db.insert(users).values({ email: email.toLowerCase(), passwordHash: await hashPassword(password), firstName: 'Admin', lastName: '', role: 'admin' }).run();
}
