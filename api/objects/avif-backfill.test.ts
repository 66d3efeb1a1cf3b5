import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { first } from '#api/db/database.ts';
import { storedObjects } from '#api/db/tables.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { cameraPhoto, solidPhoto } from '#api/test/photos.ts';
import { uploadPhoto } from '#api/test/upload-photo.ts';
import { photoFileKey } from '#api/lib/photo-files.ts';
import { addAvifToOlderPhotos, backfillWidths } from './avif-backfill.ts';
import { uploadLimiter } from './objects.routes.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  uploadLimiter.reset();
});
afterEach(() => t.cleanup());

const idOf = (objectPath: string) => objectPath.split('/').pop()!;
const rowOf = async (objectPath: string) => first(await t.db.select().from(storedObjects).where(eq(storedObjects.objectPath, objectPath)))!;

/** A photo as it was stored before AVIF: its WebP files only, and a row that lists no AVIF width. */
async function storedBeforeAvif(cookie: string, bytes: Buffer) {
  const objectPath = await uploadPhoto(t, cookie, bytes);
  const row = await rowOf(objectPath);
  for (const width of row.avifWidths) await t.storage.delete(photoFileKey(row.id, width, 'avif'));
  await t.db.update(storedObjects).set({ avifWidths: [] }).where(eq(storedObjects.id, row.id));
  return objectPath;
}

const chromium = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };

describe('addAvifToOlderPhotos', () => {
  it('draws the phones\' widths below the widest stored one, and nothing as wide as its source', () => {
    expect(backfillWidths([320, 400, 480, 640, 720, 800, 960, 1280])).toEqual([320, 400, 480, 640, 720, 800]);
    expect(backfillWidths([320, 640, 1280])).toEqual([320, 640]);
    expect(backfillWidths([320, 400, 480, 640])).toEqual([320, 400, 480]);
    expect(backfillWidths([320])).toEqual([]);
  });

  it('gives older photos their AVIF files, which the server then answers, and is safe to run again', async () => {
    const seller = await t.signUp('seller');
    const large = await storedBeforeAvif(seller.cookie, await cameraPhoto(2000, 1500));
    const small = await storedBeforeAvif(seller.cookie, await solidPhoto({ r: 200, g: 90, b: 20 }, 'jpeg', 500, 400));
    const tiny = await storedBeforeAvif(seller.cookie, await solidPhoto({ r: 20, g: 90, b: 200 }, 'jpeg', 300, 200));
    const lost = await storedBeforeAvif(seller.cookie, await solidPhoto({ r: 90, g: 20, b: 200 }, 'jpeg', 1600, 1200));
    const lostRow = await rowOf(lost);
    await t.storage.delete(photoFileKey(lostRow.id, 1280, 'webp'));
    const recent = await uploadPhoto(t, seller.cookie, await solidPhoto({ r: 1, g: 2, b: 3 }, 'jpeg', 1000, 800));
    const recentRow = await rowOf(recent);
    expect((await t.app.request(`${large}/400`, { headers: chromium })).headers.get('content-type')).toBe('image/webp');

    const report = await addAvifToOlderPhotos(t.db, t.storage);

    expect(report).toEqual({ photos: 2, files: 6 + 3, missing: 1 });
    expect((await rowOf(large)).avifWidths).toEqual([320, 400, 480, 640, 720, 800]);
    // 500 × 400 is stored up to its own 500 px (kept as 640): the widths below it are drawn from that file.
    expect((await rowOf(small)).avifWidths).toEqual([320, 400, 480]);
    expect((await rowOf(tiny)).avifWidths).toEqual([]);
    expect((await rowOf(lost)).avifWidths).toEqual([]);
    expect(await rowOf(recent)).toEqual(recentRow);
    for (const width of [320, 720, 800]) {
      const kept = await t.storage.get(photoFileKey(idOf(large), width, 'avif'));
      const meta = await sharp(kept!).metadata();
      expect([meta.format, meta.compression, Math.max(meta.width!, meta.height!)]).toEqual(['heif', 'av1', width]);
      expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined]);
      const served = await t.app.request(`${large}/${width}`, { headers: chromium });
      expect(served.headers.get('content-type')).toBe('image/avif');
      expect(Buffer.from(await served.arrayBuffer()).equals(kept!)).toBe(true);
    }
    // Its widest widths, and a browser that does not take AVIF, still get WebP.
    expect((await t.app.request(`${large}/1280`, { headers: chromium })).headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request(`${large}/400`, { headers: { accept: 'image/webp,*/*' } })).headers.get('content-type')).toBe('image/webp');

    expect(await addAvifToOlderPhotos(t.db, t.storage)).toEqual({ photos: 0, files: 0, missing: 1 });
  });
});
