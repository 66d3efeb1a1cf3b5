import { PHOTO_WIDTHS } from '#api/contract/photo-widths.ts';

const isStoredObject = (url: string) => url.startsWith('/objects/uploads/');

/** The browser's Data Saver (Save-Data): when on, photos come in their smallest width only. */
export function prefersSavingData(): boolean {
  const connection = typeof navigator !== 'undefined' ? (navigator as Navigator & { connection?: { saveData?: boolean } }).connection : undefined;
  return connection?.saveData === true;
}

/**
 * `src` and `srcSet` for a stored photo; other URLs pass through unchanged. A width's address names no format:
 * the server answers AVIF to a browser that takes it, else WebP (api/objects/objects.routes.ts).
 */
export function photoSources(url: string | null | undefined, preferred = 640, saveData = prefersSavingData()): { src: string; srcSet?: string } {
  if (!url) return { src: '' };
  if (!isStoredObject(url)) return { src: url };
  if (saveData) return { src: `${url}/${PHOTO_WIDTHS[0]}` };
  return {
    src: `${url}/${preferred}`,
    srcSet: PHOTO_WIDTHS.map((w) => `${url}/${w} ${w}w`).join(', '),
  };
}

/**
 * How a list's photo is asked for: the page's largest paint (`lcp`) first, at high priority (the server
 * preloads it); the rest of the first screen (`eager`) at once but low, behind the page's code, which
 * shares a slow phone's connection with them; the others when they come near the screen
 * (docs/decisions/022, "Web, fifth round" and "Web, twenty-eighth round").
 */
export function photoLoading({ eager = false, lcp = false }: { eager?: boolean; lcp?: boolean }) {
  return { loading: eager || lcp ? 'eager' : 'lazy', fetchPriority: lcp ? 'high' : eager ? 'low' : 'auto' } as const;
}
