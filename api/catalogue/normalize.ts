// The one search normaliser (docs/decisions/003). SQLite calls it through the functions that
// api/db/client.ts registers on every connection, so the indexed text and the query go through
// exactly the same code.

import { toAsciiDigits } from '#api/contract/common.ts';

const COMBINING_MARKS = /\p{M}+/gu; // tashkeel, superscript alef, hamza and madda above/below, Latin accents
const TATWEEL = /\u0640/g;
const ALEF_WASLA_AND_FRIENDS = /[\u0671-\u0673\u0675]/g;
const TEH_MARBUTA = /\u0629/g;
const ALEF_MAKSURA_AND_FARSI_YEH = /[\u0649\u06CC]/g;
const KEHEH = /\u06A9/g;

/**
 * Folds the spellings people use interchangeably: NFKD splits أ إ آ ؤ ئ into a base letter plus a
 * combining hamza or madda, and presentation forms (ligatures) into plain letters, so removing the
 * combining marks takes away hamza seats and every diacritic at once. Then ٱ → ا, ة → ه, ى → ي,
 * tatweel removed, lower case; digits in any script become ASCII first (the contract's toAsciiDigits).
 */
export function normalizeSearchText(input: string): string {
  return toAsciiDigits(input)
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_WASLA_AND_FRIENDS, 'ا')
    .replace(TEH_MARBUTA, 'ه')
    .replace(ALEF_MAKSURA_AND_FARSI_YEH, 'ي')
    .replace(KEHEH, 'ك')
    .toLowerCase();
}

/** Words of normalised text: runs of letters and digits. */
export function searchTokens(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

// Clitics written together with the next word: "and the", "with the", "like the", "so the", "for the",
// "the"; and single-letter و ب ل ف ك ("and", "with", "for", "so", "like").
const ARTICLE_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const LETTER_PREFIXES = ['و', 'ب', 'ل', 'ف', 'ك'];

/** The word without a leading definite article (with its clitic), or null. Used on both sides. */
export function withoutArticle(token: string): string | null {
  for (const prefix of ARTICLE_PREFIXES) {
    if (token.startsWith(prefix) && token.length - prefix.length >= 2) return token.slice(prefix.length);
  }
  return null;
}

const ARABIC_WORDS = /[\u0621-\u064A]{3,}/g;
const LETTER_PREFIX_CHARS = new Set(LETTER_PREFIXES);

/**
 * The text stored in the word index: the normalised text followed by the prefix-stripped forms of
 * its Arabic words, so "اثواب" finds "والأثواب" and "عسل" finds "بالعسل". Extra forms only add
 * matches; the original words are still there. (Runs for every indexed product: kept cheap.)
 */
export function searchIndexText(input: string | null | undefined): string {
  if (!input) return '';
  return indexTextOfNormalized(normalizeSearchText(input));
}

/** searchIndexText of text already normalised (normalizeSearchText). */
export function indexTextOfNormalized(normalized: string): string {
  let extra = '';
  for (const token of normalized.match(ARABIC_WORDS) ?? []) {
    const bare = withoutArticle(token);
    if (bare) extra += ` ${bare}`;
    if (LETTER_PREFIX_CHARS.has(token[0]!) && token.length >= 4) {
      const rest = token.slice(1);
      if (rest !== bare) extra += ` ${rest}`;
    }
  }
  return normalized + extra;
}

/** One word of a query in the word index: the token, matched as a prefix or (one letter) whole. */
export type WordPhrase = { token: string; prefix: boolean };

export type SearchQuery = {
  /** FTS5 query for the word index: every word as a prefix (with its article-less form as an alternative). */
  words: string;
  /** FTS5 query for the trigram index (substrings), or null when a word is shorter than 3 characters. */
  trigrams: string | null;
  /** A stable form of the query for cache keys. */
  key: string;
  /**
   * The same queries as data (api/catalogue/search-memory.ts reads them): every group must match, a group
   * matches when one of its phrases does; in FTS5's phrase order (bm25 sums over the phrases in that order).
   */
  wordGroups: WordPhrase[][];
  substringGroups: string[][] | null;
};

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
const quote = (token: string) => `"${token.replaceAll('"', '""')}"`;

/** The distinct normalised words of what a user typed, capped; the same on both engines (api/catalogue/pg/). */
export function searchQueryTokens(input: string): string[] {
  return [...new Set(searchTokens(normalizeSearchText(input)))].slice(0, MAX_WORDS).map((t) => t.slice(0, MAX_WORD_LENGTH));
}

/**
 * A one-letter word is matched whole, not as a prefix: a one-letter prefix would merge the lists of
 * every word starting with that letter, about the whole catalogue (docs/decisions/022).
 */
const asPhrase = (token: string): WordPhrase => ({ token, prefix: [...token].length > 1 });

/** Turns what a user typed into FTS5 queries; null when nothing searchable remains. */
export function buildSearchQuery(input: string): SearchQuery | null {
  const tokens = searchQueryTokens(input);
  if (tokens.length === 0) return null;
  const wordGroups = tokens.map((token) => {
    const bare = withoutArticle(token);
    return bare ? [{ token, prefix: true }, { token: bare, prefix: true }] : [asPhrase(token)];
  });
  const substringGroups = tokens.every((token) => [...token].length >= 3)
    ? tokens.map((token) => {
        const bare = withoutArticle(token);
        return bare && [...bare].length >= 3 ? [token, bare] : [token];
      })
    : null;
  const either = (phrases: string[]) => (phrases.length > 1 ? `(${phrases.join(' OR ')})` : phrases[0]!);
  const words = wordGroups.map((group) => either(group.map(({ token, prefix }) => `${quote(token)}${prefix ? '*' : ''}`))).join(' AND ');
  const trigrams = substringGroups?.map((group) => either(group.map(quote))).join(' AND ') ?? null;
  return { words, trigrams, key: tokens.join(' '), wordGroups, substringGroups };
}
