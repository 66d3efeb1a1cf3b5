import { aclSchema } from '#api/contract/uploads.ts';
import { loadSession, requireUser } from '#api/lib/auth.ts';
import type { Context } from 'hono';
import { router, type AppEnv } from '#api/lib/context.ts';
import { notFound } from '#api/lib/errors.ts';
import { createRateLimiter, enforceRateLimit } from '#api/lib/rate-limit.ts';
import { valid } from '#api/lib/validate.ts';
import { IMMUTABLE_CACHE } from '#api/lib/storage.ts';
import { acceptedNames } from '#api/lib/accept-header.ts';
import { isStoredFormat, PHOTO_CONTENT_TYPES, photoFileKey, type StoredPhotoFormat } from '#api/lib/photo-files.ts';
import {
  createUploadUrl,
  DEFAULT_SERVED_WIDTH,
  findStoredObject,
  isAdvertisedWidth,
  makePublic,
  pickWidth,
  receiveUpload,
} from './objects.service.ts';

/**
 * Uploads per user: a bulk page sends 50 photos at once, so the burst allows two pages' worth; the
 * steady rate keeps one account from filling the disk.
 */
export const uploadLimiter = createRateLimiter({ burst: 120, perMinute: 60 });

// Upload flow under /api/objects. Any signed-in user may upload (store logos, product photos, and
// profile photos later); what a photo may be attached to is checked where it is attached.
export const objectsApiRoutes = router()
  .post('/upload', async (c) => {
    const user = requireUser(c);
    enforceRateLimit(c, uploadLimiter, user.id);
    return c.json({ uploadURL: await createUploadUrl(c.get('db'), user.id, c.get('env').publicUrl) });
  })
  .put('/upload/:token', async (c) => {
    const user = requireUser(c);
    // The app's body limit answers 413 past 10 MB while the bytes stream in.
    const readBytes = async () => Buffer.from(await c.req.arrayBuffer());
    const stored = await receiveUpload(c.get('db'), c.get('storage'), c.req.param('token'), user, readBytes);
    return c.json({ objectPath: stored.objectPath, widths: stored.widths, width: stored.width, height: stored.height });
  })
  .put('/acl', valid('json', aclSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await makePublic(c.get('db'), c.req.valid('json').objectPath, user));
  });

/**
 * Stored photos: `/objects/uploads/<id>/<width>`, and `/objects/uploads/<id>` for the default width, in AVIF when
 * the browser's Accept names it and the photo has that width in it, else WebP (`Vary: Accept`); `<width>.webp` and
 * `<width>.avif` name a format. A width the photo is too small for is answered with its largest one (srcset
 * lists every width). Public photos cache forever (their bytes never change); a photo not yet made public is
 * visible only to its owner, never cached by shared caches.
 */
export const objectsFileRoutes = router()
  .get('/uploads/:id', async (c) => servePhoto(c, c.req.param('id'), DEFAULT_SERVED_WIDTH, null))
  .get('/uploads/:id/:width{[0-9]+}', async (c) => servePhoto(c, c.req.param('id'), advertisedWidth(c.req.param('width')), null))
  .get('/uploads/:id/:file{[0-9]+\\.[a-z]+}', async (c) => {
    const [width, format] = c.req.param('file').split('.') as [string, string];
    if (!isStoredFormat(format)) throw notFound();
    return servePhoto(c, c.req.param('id'), advertisedWidth(width), format);
  });

function advertisedWidth(text: string) {
  const width = Number(text);
  if (!isAdvertisedWidth(width)) throw notFound();
  return width;
}

/** `format` null: the browser's choice, AVIF when it names it (Chromium, Firefox and Safari 16+ do for images). */
async function servePhoto(c: Context<AppEnv>, id: string, requested: number, format: StoredPhotoFormat | null) {
  const row = await findStoredObject(c.get('db'), id);
  if (!row) throw notFound();
  if (!row.isPublic) {
    // /objects is outside /api, so the session is read only for the rare private photo.
    await loadSession(c, async () => {});
    if (c.get('user')?.id !== row.ownerId) throw notFound();
  }
  const width = pickWidth(row.widths, requested);
  const hasAvif = row.avifWidths.includes(width);
  if (format === 'avif' && !hasAvif) throw notFound();
  if (!format) c.header('Vary', 'Accept');
  const served = format ?? (hasAvif && acceptedNames(c.req.header('Accept')).has('image/avif') ? 'avif' : 'webp');
  const key = photoFileKey(row.id, width, served);
  const cdn = c.get('env').publicObjectsUrl;
  // Public photos from the CDN; a short-lived redirect, so moving to another CDN takes effect within a day
  // (docs/decisions/027-photo-storage-backends.md). Private ones never leave through it.
  if (cdn && row.isPublic) {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.redirect(`${cdn}/${key}`, 302);
  }
  const bytes = await c.get('storage').get(key);
  if (!bytes) throw notFound();
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': PHOTO_CONTENT_TYPES[served],
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': row.isPublic ? IMMUTABLE_CACHE : 'private, no-store',
  });
}
