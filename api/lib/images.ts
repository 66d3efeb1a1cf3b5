import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_WIDTHS } from '#api/contract/photo-widths.ts';
import { AppError } from './errors.ts';
import { AVIF_MAX_WIDTH, type StoredPhotoFormat } from './photo-files.ts';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: a 10 MB file may still claim billions of pixels. 50 MP covers any phone. */
export const MAX_PHOTO_PIXELS = 50_000_000;

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Judges a photo by its first bytes, never by its name or declared type. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Size first (413), then type by bytes (415). Every photo entry point starts here. */
export function assertPhotoBytes(bytes: Uint8Array): PhotoFormat {
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError(413, 'tooLarge');
  const format = sniffPhotoFormat(bytes);
  if (!format) throw new AppError(415, 'unsupportedMediaType');
  return format;
}

/**
 * A sharp pipeline for untrusted bytes: pixel limit, EXIF orientation applied, transparency flattened on
 * white (product photos on a transparent PNG should not turn black), sRGB 8-bit. sharp keeps no metadata
 * unless asked, and raw output carries none at all.
 */
export function openPhoto(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
}

/** Runs a decode and turns sharp's failures into the API's answers: too many pixels 413, anything else 415. */
export async function decodePhoto<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const text = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(text)) throw new AppError(413, 'tooLarge');
    throw new AppError(415, 'unsupportedMediaType');
  }
}

// Qualities that look alike: sharp's own defaults pair AVIF 50 with WebP 80; 55 keeps a seller's fine
// detail (embroidery, lettering) a little closer. Effort 1 costs a fifth of effort 2's time for 1–3% more bytes.
const encoders: Record<StoredPhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
  webp: (image) => image.webp({ quality: 78, effort: 2 }),
};

/** One stored file: the image at `width` on its longest side, in `format`, as every photo is kept. */
export const encodePhotoFile = (image: Sharp, width: number, format: StoredPhotoFormat) =>
  encoders[format](image.resize({ width, height: width, fit: 'inside' })).toBuffer();

export type ProcessedPhoto = {
  width: number;
  height: number;
  variants: { width: number; files: Partial<Record<StoredPhotoFormat, Buffer>> & { webp: Buffer } }[];
};

/**
 * Checks and re-encodes a photo: size and type by bytes (413/415), pixel limit, orientation applied,
 * every piece of metadata (EXIF, GPS, ICC, XMP) dropped, AVIF and WebP at each width not larger than the photo.
 * Decodes once (JPEG shrink-on-load makes that cheap) into raw pixels, and derives every width from them.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  assertPhotoBytes(bytes);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
  const base: { data: Buffer; info: OutputInfo } = await decodePhoto(() =>
    openPhoto(bytes)
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } };
  const longest = Math.max(width, height);
  const targets = PHOTO_WIDTHS.filter((w) => w < longest);
  const encode = (w: number, format: StoredPhotoFormat) => encodePhotoFile(sharp(base.data, raw), w, format);
  const variants = await Promise.all(
    [...targets, longest].map(async (w) => {
      const [avif, webp] = await Promise.all([w <= AVIF_MAX_WIDTH ? encode(w, 'avif') : undefined, encode(w, 'webp')]);
      return { width: w === longest ? (PHOTO_WIDTHS.find((p) => p >= longest) ?? largest) : w, files: avif ? { avif, webp } : { webp } };
    }),
  );
  // Keep one file per advertised width; the photo's own size stands in for widths above it.
  const byWidth = new Map(variants.map((v) => [v.width, v]));
  return { width, height, variants: [...byWidth.values()].sort((a, b) => a.width - b.width) };
}
