import sharp from 'sharp';
import type { Db } from '#api/db/client.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';
import { storePhoto } from '#api/lib/photo-store.ts';
import { drawBanner, drawLogo, drawScene, palettes, type ArtKind } from './art.ts';
import type { Random } from './random.ts';

/** Rasterises SVG to a JPEG (as a phone would upload it) and stores it through the real photo pipeline. */
async function storeSvg(db: Db, storage: ObjectStorage, ownerId: string, svg: string): Promise<string> {
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const stored = await storePhoto(db, storage, ownerId, jpeg, true);
  return stored.objectPath;
}

/** Runs jobs a few at a time: sharp already uses every core per image, more at once only queues. */
async function inPool<T>(jobs: (() => Promise<T>)[], size = 3): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, jobs.length) }, worker));
  return results;
}

export type PhotoRequest = { kind: ArtKind; uses: number; ownerId: string };

/**
 * Draws a small set of distinct photos per kind (one per five products of that kind, one to three)
 * and answers, per kind, the object paths to share among its products.
 */
export async function makeProductPhotos(db: Db, storage: ObjectStorage, random: Random, requests: PhotoRequest[]) {
  const jobs: { kind: ArtKind; run: () => Promise<string> }[] = [];
  for (const { kind, uses, ownerId } of requests) {
    const variants = Math.min(3, Math.max(1, Math.ceil(uses / 5)));
    for (let v = 0; v < variants; v++) {
      const svg = drawScene(kind, palettes[v % palettes.length]!, random);
      jobs.push({ kind, run: () => storeSvg(db, storage, ownerId, svg) });
    }
  }
  const paths = await inPool(jobs.map((j) => j.run));
  const byKind = new Map<ArtKind, string[]>();
  jobs.forEach((job, i) => byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), paths[i]!]));
  return byKind;
}

/** A logo and a banner per store, in the store's two colours. */
export async function makeStoreArt(db: Db, storage: ObjectStorage, stores: { ownerId: string; colors: [string, string] }[]) {
  const jobs = stores.flatMap((s) => [
    () => storeSvg(db, storage, s.ownerId, drawLogo(s.colors[0], s.colors[1])),
    () => storeSvg(db, storage, s.ownerId, drawBanner(s.colors[0], s.colors[1])),
  ]);
  const paths = await inPool(jobs);
  return stores.map((_, i) => ({ logoUrl: paths[i * 2]!, bannerUrl: paths[i * 2 + 1]! }));
}
