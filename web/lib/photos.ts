/** Widths stored for every uploaded photo (api/lib/images.ts PHOTO_WIDTHS). */
const WIDTHS = [320, 640, 1280];

const isStoredObject = (url: string) => url.startsWith('/objects/uploads/');

/** `src` and `srcSet` for a stored photo; other URLs pass through unchanged. */
export function photoSources(url: string | null | undefined, preferred = 640): { src: string; srcSet?: string } {
  if (!url) return { src: '' };
  if (!isStoredObject(url)) return { src: url };
  return {
    src: `${url}/${preferred}.webp`,
    srcSet: WIDTHS.map((w) => `${url}/${w}.webp ${w}w`).join(', '),
  };
}
