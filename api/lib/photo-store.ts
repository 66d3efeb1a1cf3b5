import type { Db } from '#api/db/client.ts';
import { storedObjects } from '#api/db/schema.ts';
import type { ObjectStorage } from './storage.ts';
import { processPhoto } from './images.ts';

/**
 * Processes a photo and stores every width as `uploads/<id>/<width>.webp`. Returns the object path
 * (`/objects/uploads/<id>`) that products and stores keep; `/objects/uploads/<id>/<width>.webp` serves a width.
 */
export async function storePhoto(db: Db, storage: ObjectStorage, ownerId: string, bytes: Buffer, isPublic = false) {
  const photo = await processPhoto(bytes);
  const id = crypto.randomUUID();
  await Promise.all(photo.variants.map((v) => storage.put(`uploads/${id}/${v.width}.webp`, v.bytes)));
  const objectPath = `/objects/uploads/${id}`;
  db.insert(storedObjects)
    .values({ id, ownerId, objectPath, widths: photo.variants.map((v) => v.width), width: photo.width, height: photo.height, isPublic })
    .run();
  return { id, objectPath, widths: photo.variants.map((v) => v.width), width: photo.width, height: photo.height };
}
