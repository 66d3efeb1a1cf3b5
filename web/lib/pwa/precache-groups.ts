// What the service worker precaches (docs/decisions/022). The build tags each precached file with a
// group (web/build-plugins.ts precacheGroups); the worker keeps the groups a buyer's offline use needs,
// in her language, and under Save-Data the shell only. Everything else is cached when first used.

/** shell: the app's entry, styles, icons; buyer: the buyer's pages and the code they load; ar/en: that language's words and font files. */
export type PrecacheGroup = 'shell' | 'buyer' | 'ar' | 'en';
export type TaggedEntry = { url: string; revision: string | null; group?: PrecacheGroup };

export const PRECACHE_GROUPS_FILE = 'precache-groups.json';

/**
 * The group of a file copied from public/: the page shell, its favicon and the notifications' icon
 * are the shell; each language's manifest goes with that language. The install icons are left to
 * the browser, which fetches and keeps them itself when the app is installed.
 */
export function publicFileGroup(url: string): PrecacheGroup | undefined {
  if (/^(index\.html|icons\/icon\.svg|icons\/icon-192\.png)$/.test(url)) return 'shell';
  return /^manifest\.(ar|en)\.webmanifest$/.exec(url)?.[1] as PrecacheGroup | undefined;
}

/** The entries to precache for a visitor's language and data choice, without their tags. */
export function precacheFor(entries: TaggedEntry[], options: { language: 'ar' | 'en'; saveData: boolean }) {
  const wanted = (group: PrecacheGroup | undefined) =>
    group === 'shell' || (!options.saveData && (group === 'buyer' || group === options.language));
  return entries.filter((entry) => wanted(entry.group)).map(({ url, revision }) => ({ url, revision }));
}

/** The options the page registered the worker with: `/sw.js?lang=en&lite=1`. */
export function workerScriptUrl(language: 'ar' | 'en', saveData: boolean) {
  return `/sw.js?lang=${language}${saveData ? '&lite=1' : ''}`;
}

export function workerOptions(scriptUrl: string): { language: 'ar' | 'en'; saveData: boolean } {
  const params = new URL(scriptUrl, 'http://localhost').searchParams;
  return { language: params.get('lang') === 'en' ? 'en' : 'ar', saveData: params.get('lite') === '1' };
}
