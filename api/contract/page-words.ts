// The words a page rendered by the server brings inside its HTML (api/pages/prerender.ts), read by the app as it
// starts (web/lib/page-words.ts). A module of its own, without schemas: the app's first page imports it.

/** The id of the JSON script element that carries them. */
export const PAGE_WORDS_ID = 'prerendered-words';

/** `catalogs`: each catalog the page uses, by the build's name for it (a feature's folder, or `app`), in `language`. */
export type PageWords = { language: 'ar' | 'en'; catalogs: Record<string, Record<string, unknown>> };
