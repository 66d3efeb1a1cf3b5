import { asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#api/db/database.ts';
import { storedObjects } from '#api/db/tables.ts';
import { encodePhotoFile, MAX_PHOTO_PIXELS } from '#api/lib/images.ts';
import { AVIF_MAX_WIDTH, photoFileKey } from '#api/lib/photo-files.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';

/**
 * The AVIF files a photo stored before AVIF can have: the phones' widths below its widest stored one. Each is
 * drawn from that widest WebP, so shrinking it smooths the WebP's own artefacts away; a width as wide as the
 * source would only stack a second loss on the first, so it stays WebP.
 */
export function backfillWidths(widths: number[]): number[] {
  const widest = Math.max(...widths);
  return widths.filter((w) => w <= AVIF_MAX_WIDTH && w < widest);
}

export type BackfillReport = { photos: number; files: number; missing: number };

/**
 * Adds AVIF files to photos stored before AVIF (README, "Upgrades"). One photo at a time, in id order, so it
 * can run beside a serving server and be stopped and run again: a photo gets its row's `avifWidths` only after
 * its files are written, and a photo that already has them is passed over.
 */
export async function addAvifToOlderPhotos(db: Db, storage: ObjectStorage, onPhoto: (report: BackfillReport) => void = () => {}) {
  const report: BackfillReport = { photos: 0, files: 0, missing: 0 };
  let after = '';
  for (;;) {
    const batch = await db
      .select({ id: storedObjects.id, widths: storedObjects.widths, avifWidths: storedObjects.avifWidths })
      .from(storedObjects)
      .where(gt(storedObjects.id, after))
      .orderBy(asc(storedObjects.id))
      .limit(100);
    if (batch.length === 0) return report;
    after = batch[batch.length - 1]!.id;
    for (const row of batch) {
      const targets = row.avifWidths.length > 0 ? [] : backfillWidths(row.widths);
      if (targets.length === 0) continue;
      const source = await storage.get(photoFileKey(row.id, Math.max(...row.widths), 'webp'));
      if (!source) {
        report.missing += 1;
        continue;
      }
      for (const width of targets) {
        const image = sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS });
        await storage.put(photoFileKey(row.id, width, 'avif'), await encodePhotoFile(image, width, 'avif'));
      }
      await db.update(storedObjects).set({ avifWidths: targets }).where(eq(storedObjects.id, row.id));
      report.photos += 1;
      report.files += targets.length;
      onPhoto(report);
    }
  }
}
