// A store's web address (slug) and English name as sellers type them, shared by the API and the store
// form: the form suggests and checks with the same rules the server applies.
import * as v from 'valibot';

/** First-level app paths: a store slug must never shadow one (the app serves stores at /{slug}). */
export const RESERVED_SLUGS = new Set([
  'api', 'auth', 'login', 'cart', 'products', 'product', 'stores', 'store', 'seller', 'sell', 'admin', 'street', 'objects',
  'profile', 'orders', 'checkout', 'wishlist', 'mainpage1', 'category', 'reorder', 'track', 'how-it-works', 'seller-guide',
  'buyer-guide', 'faq', 'contact', 'returns', 'shipping', 'support', 'privacy', 'terms', 'cookies', 'assets', 'icons',
  'fonts', 'sw', 'manifest', 'index', 'robots', 'favicon', 'workbox', 'offline',
]);

/** Words that say nothing about whose store it is: never a store's whole address. */
export const GENERIC_SLUGS = new Set([
  'shop', 'store', 'my-shop', 'my-store', 'shops', 'stores', 'home', 'market', 'souq', 'bayti', 'souq-bayti', 'business',
  'online-shop', 'online-store', 'page', 'new', 'test', 'handmade', 'crafts', 'kitchen', 'food', 'products',
]);

export const SLUG_MIN = 3;
export const SLUG_MAX = 60;

/** Lower-case ASCII words joined by hyphens; empty when nothing Latin is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

const letters: Record<string, string> = {
  'ا': 'a', 'أ': 'a', 'إ': 'i', 'آ': 'aa', 'ء': '', 'ؤ': 'o', 'ئ': 'e', 'ب': 'b', 'ت': 't', 'ث': 'th', 'ج': 'j', 'ح': 'h', 'خ': 'kh',
  'د': 'd', 'ذ': 'th', 'ر': 'r', 'ز': 'z', 'س': 's', 'ش': 'sh', 'ص': 's', 'ض': 'd', 'ط': 't', 'ظ': 'z', 'ع': 'a', 'غ': 'gh',
  'ف': 'f', 'ق': 'q', 'ك': 'k', 'ل': 'l', 'م': 'm', 'ن': 'n', 'ه': 'h', 'ة': 'a', 'ى': 'a',
};

/**
 * A readable Latin spelling of an Arabic name ("بيت الزعتر" → "Bit Al-zatr"), a starting point the seller
 * edits: Arabic script leaves most vowels out, so waw and ya read as o and i inside a word and as w and y
 * at its start, a word opening on two consonants gets an a between them, and the articles al- and lil-
 * keep their hyphen. Latin letters and digits pass through.
 */
export function transliterateArabic(text: string): string {
  return text
    .replace(/[\u064B-\u0652\u0640]/g, '') // short-vowel marks and tatweel
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const article = word.length > 3 ? (word.startsWith('ال') ? 'al-' : word.startsWith('لل') ? 'lil-' : '') : '';
      const body = article ? word.slice(2) : word;
      let out = '';
      [...body].forEach((ch, i) => {
        if (ch === 'و') out += i === 0 ? 'w' : 'o';
        else if (ch === 'ي') out += i === 0 ? 'y' : 'i';
        else out += letters[ch] ?? (/[a-z0-9]/i.test(ch) ? ch : '');
      });
      if (/^[^aeiou][^aeiouy]/.test(out) && !/^(kh|sh|th|gh)/.test(out)) out = `${out[0]}a${out.slice(1)}`;
      const latin = article + out;
      return latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .filter((word) => word.replace(/-/g, ''))
    .join(' ');
}

/** A store address from the names: the English name's words, else the Arabic name spelled in Latin. */
export function suggestSlug(nameEn: string, nameAr: string): string {
  const fromEn = slugify(nameEn);
  const base = fromEn && !GENERIC_SLUGS.has(fromEn) ? fromEn : slugify(`${nameEn} ${transliterateArabic(nameAr)}`);
  return base;
}

/** Why a typed address cannot be used (a message code), or null when it can. */
export function slugProblem(slug: string): 'invalidSlug' | 'genericSlug' | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return 'invalidSlug';
  if (GENERIC_SLUGS.has(slug) || RESERVED_SLUGS.has(slug)) return 'genericSlug';
  return null;
}

/** The store address typed in the form: optional (the server suggests one), lower-cased, checked. */
export const optionalSlugSchema = v.optional(
  v.pipe(
    v.nullable(v.string('invalidSlug')),
    v.transform((s) => (s == null || s.trim() === '' ? undefined : slugify(s.trim()) || s.trim())),
    v.optional(v.pipe(v.string(), v.check((s) => slugProblem(s) !== 'invalidSlug', 'invalidSlug'), v.check((s) => slugProblem(s) !== 'genericSlug', 'genericSlug'))),
  ),
);

/** The English name must have Latin letters (buyers reading English and the address need them). */
export const hasLatinLetters = (text: string) => /[A-Za-z]/.test(text);
