import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { first, type Db } from '#api/db/database.ts';
import { orderItems, productImages, products, storedObjects, stores, users } from '#api/db/tables.ts';
import type { ObjectStorage } from './storage.ts';
import { processPhoto } from './images.ts';
import { photoFileKey, photoFileKeys, STORED_PHOTO_FORMATS } from './photo-files.ts';

/**
 * Processes a photo and stores every width as `uploads/<id>/<width>.webp`, and the phones' widths as `.avif` too
 * (api/lib/photo-files.ts). Returns the object path (`/objects/uploads/<id>`) that products and stores keep;
 * `/objects/uploads/<id>/<width>` serves a width.
 */
export async function storePhoto(db: Db, storage: ObjectStorage, ownerId: string, bytes: Buffer, isPublic = false) {
  const photo = await processPhoto(bytes);
  const id = crypto.randomUUID();
  await Promise.all(
    photo.variants.flatMap((v) => STORED_PHOTO_FORMATS.flatMap((format) => {
      const bytes = v.files[format];
      return bytes ? [storage.put(photoFileKey(id, v.width, format), bytes)] : [];
    })),
  );
  const widths = photo.variants.map((v) => v.width);
  const avifWidths = photo.variants.filter((v) => v.files.avif).map((v) => v.width);
  const objectPath = `/objects/uploads/${id}`;
  await db.insert(storedObjects)
    .values({ id, ownerId, objectPath, widths, avifWidths, width: photo.width, height: photo.height, isPublic });
  return { id, objectPath, widths, width: photo.width, height: photo.height };
}

/** Is anything still showing this photo: a product not deleted, a store, a profile, or a past order's line? */
async function isPhotoInUse(db: Db, objectPath: string) {
  const uses = [
    db.select({ one: sql`1` }).from(productImages).innerJoin(products, eq(products.id, productImages.productId)).where(and(eq(productImages.url, objectPath), isNull(products.deletedAt))),
    db.select({ one: sql`1` }).from(stores).where(or(eq(stores.logoUrl, objectPath), eq(stores.bannerUrl, objectPath))),
    db.select({ one: sql`1` }).from(users).where(eq(users.profileImageUrl, objectPath)),
    // A past order's line keeps showing the photo it was bought with.
    db.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.imageUrl, objectPath)),
  ];
  for (const query of uses) if ((await query.limit(1)).length > 0) return true;
  return false;
}

/**
 * Deletes, among `objectPaths`, the photos nothing shows any more: every stored width, then the row.
 * Called after a product is deleted or loses photos. A store that fails keeps the row (the photo still
 * serves what is left) and the write that called this still succeeds; the count of failures is returned.
 */
export async function deleteUnusedPhotos(db: Db, storage: ObjectStorage, objectPaths: Iterable<string>) {
  let deleted = 0;
  let failed = 0;
  for (const objectPath of new Set(objectPaths)) {
    const row = first(await db.select().from(storedObjects).where(eq(storedObjects.objectPath, objectPath)).limit(1));
    if (!row || (await isPhotoInUse(db, objectPath))) continue;
    try {
      await Promise.all(photoFileKeys(row).map((key) => storage.delete(key)));
      await db.delete(storedObjects).where(eq(storedObjects.id, row.id));
      deleted += 1;
    } catch {
      failed += 1;
    }
  }
  return { deleted, failed };
}
