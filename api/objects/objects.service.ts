import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { first, type Db } from '#api/db/database.ts';
import { storedObjects, uploadUrls } from '#api/db/tables.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { hashToken } from '#api/lib/auth.ts';
import { forbidden, notFound } from '#api/lib/errors.ts';
import { PHOTO_WIDTHS } from '#api/contract/photo-widths.ts';
import { storePhoto } from '#api/lib/photo-store.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';

/** Long enough to pick and send a 10 MB photo on a slow phone connection, short enough to be useless later. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const UPLOAD_PATH_PREFIX = '/api/objects/upload/';
const OBJECT_PATH = /^\/objects\/uploads\/([0-9a-f-]{36})$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh single-use upload URL bound to `userId`; only the token's sha-256 is kept. */
export async function createUploadUrl(db: Db, userId: string, publicUrl?: string) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  // Expired tokens are useless: clear this user's old ones while we are here (indexed by user).
  (await db.delete(uploadUrls).where(and(eq(uploadUrls.userId, userId), lt(uploadUrls.expiresAt, new Date(now).toISOString()))));
  await db.insert(uploadUrls).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now + UPLOAD_URL_TTL_MS).toISOString() });
  const path = `${UPLOAD_PATH_PREFIX}${token}`;
  return publicUrl ? new URL(path, publicUrl).toString() : path;
}

/**
 * Claims the token for this upload before the (slow) photo work, so two racing PUTs cannot both use it.
 * Unknown, expired or used tokens are 404 (nothing to tell a guesser); another user's token is 403.
 */
async function claimToken(db: Db, token: string, user: SessionUser) {
  if (!TOKEN.test(token)) throw notFound();
  const tokenHash = hashToken(token);
  const claimed = await db
    .update(uploadUrls)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(uploadUrls.tokenHash, tokenHash), eq(uploadUrls.userId, user.id), isNull(uploadUrls.usedAt), gt(uploadUrls.expiresAt, new Date().toISOString())))
    .returning({ tokenHash: uploadUrls.tokenHash });
  if (claimed.length === 1) return tokenHash;
  const row = first(await db.select({ userId: uploadUrls.userId }).from(uploadUrls).where(eq(uploadUrls.tokenHash, tokenHash)).limit(1));
  if (row && row.userId !== user.id) throw forbidden();
  throw notFound();
}

/**
 * Stores the bytes sent to an upload URL. The token is checked before the body is read (a wrong one
 * costs no 10 MB read); a rejected photo (413/415) gives the token back for a retry.
 */
export async function receiveUpload(db: Db, storage: ObjectStorage, token: string, user: SessionUser, readBytes: () => Promise<Buffer>) {
  const tokenHash = await claimToken(db, token, user);
  try {
    const stored = await storePhoto(db, storage, user.id, await readBytes());
    await db.update(uploadUrls).set({ objectId: stored.id }).where(eq(uploadUrls.tokenHash, tokenHash));
    return stored;
  } catch (err) {
    await db.update(uploadUrls).set({ usedAt: null }).where(eq(uploadUrls.tokenHash, tokenHash));
    throw err;
  }
}

/** The stored object an ACL call names: its `/objects/uploads/<id>` path, or the upload URL it came through. */
async function resolveObjectId(db: Db, objectPathOrUrl: string): Promise<string | null> {
  let path = objectPathOrUrl;
  try {
    path = new URL(objectPathOrUrl, 'http://local').pathname;
  } catch {
    return null;
  }
  const direct = OBJECT_PATH.exec(path);
  if (direct) return direct[1]!;
  if (!path.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const token = path.slice(UPLOAD_PATH_PREFIX.length);
  if (!TOKEN.test(token)) return null;
  return first(await db.select({ objectId: uploadUrls.objectId }).from(uploadUrls).where(eq(uploadUrls.tokenHash, hashToken(token))).limit(1))?.objectId ?? null;
}

/** Makes the caller's photo public (buyers can see it); someone else's is 403, unknown 404. */
export async function makePublic(db: Db, objectPathOrUrl: string, user: SessionUser) {
  const id = await resolveObjectId(db, objectPathOrUrl);
  const row = id ? first(await db.select().from(storedObjects).where(eq(storedObjects.id, id)).limit(1)) : undefined;
  if (!row) throw notFound();
  if (row.ownerId !== user.id) throw forbidden();
  if (!row.isPublic) await db.update(storedObjects).set({ isPublic: true }).where(eq(storedObjects.id, row.id));
  return { objectPath: row.objectPath };
}

/** The stored width to serve for a requested one: the smallest stored width at least as wide, else the largest. */
export function pickWidth(stored: number[], requested: number): number {
  const sorted = [...stored].sort((a, b) => a - b);
  return sorted.find((w) => w >= requested) ?? sorted[sorted.length - 1]!;
}

export const DEFAULT_SERVED_WIDTH = 640;
export const isAdvertisedWidth = (w: number) => (PHOTO_WIDTHS as readonly number[]).includes(w);

/** The row of a stored photo by id, or null (ids that are not UUIDs never reach the database). */
export async function findStoredObject(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  return first(await db.select().from(storedObjects).where(eq(storedObjects.objectPath, `/objects/uploads/${id}`)).limit(1)) ?? null;
}
