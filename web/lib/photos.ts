import { PHOTO_WIDTHS } from '#api/contract/photo-widths.ts';

const isStoredObject = (url: string) => url.startsWith('/objects/uploads/');

/** The browser's Data Saver (Save-Data): when on, photos come in their smallest width only. */
export function prefersSavingData(): boolean {
  const connection = typeof navigator !== 'undefined' ? (navigator as Navigator & { connection?: { saveData?: boolean } }).connection : undefined;
  return connection?.saveData === true;
}

/** `src` and `srcSet` for a stored photo; other URLs pass through unchanged. */
export function photoSources(url: string | null | undefined, preferred = 640, saveData = prefersSavingData()): { src: string; srcSet?: string } {
  if (!url) return { src: '' };
  if (!isStoredObject(url)) return { src: url };
  if (saveData) return { src: `${url}/${PHOTO_WIDTHS[0]}.webp` };
  return {
    src: `${url}/${preferred}.webp`,
    srcSet: PHOTO_WIDTHS.map((w) => `${url}/${w}.webp ${w}w`).join(', '),
  };
}
