import type { Messages } from '@lingui/core';
import { PAGE_WORDS_ID, type PageWords } from '#api/contract/page-words.ts';

// A page the server rendered carries its catalogs' messages: the app starts without a request for each
// catalog, and the first screen's requests leave room for its photos (docs/decisions/022, "Web, thirtieth round").

let words: PageWords | null = null;

/** Takes the page's words out of the document, once, before the app loads its language (web/main.tsx). */
export function takePageWords(): void {
  const script = document.getElementById(PAGE_WORDS_ID);
  if (!script?.textContent) return;
  words = JSON.parse(script.textContent) as PageWords;
  script.remove();
}

/** A catalog's messages when the page brought them in this language. */
export function pageWords(catalog: string, language: PageWords['language']): Messages | undefined {
  return words?.language === language ? (words.catalogs[catalog] as Messages | undefined) : undefined;
}
