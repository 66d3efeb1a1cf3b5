/**
 * The formats every photo is stored in. AVIF carries the same look in a quarter to two fifths fewer bytes
 * than WebP (docs/decisions/022, "Web, twenty-third round"), and every browser a buyer is likely to hold
 * takes it; WebP stays for the rest and for the `<width>.webp` addresses pages already hold.
 */
export const STORED_PHOTO_FORMATS = ['avif', 'webp'] as const;
/**
 * AVIF up to the widths phones draw (cards 320–480, a product page 640–800): its encoder costs several times
 * WebP's, and the two widest files would double it again for tablets and desktops, which get WebP.
 */
export const AVIF_MAX_WIDTH = 800;
export type StoredPhotoFormat = (typeof STORED_PHOTO_FORMATS)[number];

export const isStoredFormat = (name: string): name is StoredPhotoFormat => (STORED_PHOTO_FORMATS as readonly string[]).includes(name);

export const PHOTO_CONTENT_TYPES: Record<StoredPhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Where one width of a stored photo is kept in object storage. */
export const photoFileKey = (id: string, width: number, format: StoredPhotoFormat) => `uploads/${id}/${width}.${format}`;

/** Every file a stored photo's row accounts for: each width in WebP, and those it lists in AVIF. */
export function photoFileKeys(row: { id: string; widths: number[]; avifWidths: number[] }): string[] {
  return [...row.widths.map((width) => photoFileKey(row.id, width, 'webp')), ...row.avifWidths.map((width) => photoFileKey(row.id, width, 'avif'))];
}
