import { toAsciiDigits } from '#api/contract/common.ts';
import type { StoreDto } from '#api/contract/catalogue.ts';

/**
 * Folds the spellings people mix up (docs/decisions/003): alef forms, taa marbuta, alef maqsura,
 * hamza seats, diacritics and tatweel, Arabic-Indic digits, letter case.
 */
export function foldForMatch(text: string): string {
  return toAsciiDigits(text)
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The street search box filters the cards already loaded, by name in either language
 * (the spec attaches no call to it): every word typed must appear in the name.
 */
export function filterStoresByName<T extends Pick<StoreDto, 'nameAr' | 'nameEn'>>(stores: T[], query: string): T[] {
  const words = foldForMatch(query).split(' ').filter(Boolean);
  if (words.length === 0) return stores;
  return stores.filter((store) => {
    const names = foldForMatch(`${store.nameAr} ${store.nameEn}`);
    return words.every((word) => names.includes(word));
  });
}
