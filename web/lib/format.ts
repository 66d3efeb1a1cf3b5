import { normaliseNumberInput } from '#api/contract/numbers.ts';
import { formatDecimal } from './decimal-format.ts';
import { formatShortDate } from './date-format.ts';
import type { Language } from './i18n.tsx';

/** Intl locales of the app's languages (Arabic with Arabic-Indic digits). */
export const locales: Record<Language, string> = { ar: 'ar-JO-u-nu-arab', en: 'en-JO' };

/**
 * Joins the parts of a price or a date: a narrow screen may wrap a line between words but never
 * inside an amount ("١٥٫٠٠ / د.أ") or a date (docs/decisions/021-phone-first-screens.md).
 */
export const NO_BREAK_SPACE = '\u00a0';
const keepTogether = (text: string) => text.replace(/ /g, NO_BREAK_SPACE);

// Building an Intl formatter costs far more than using one, and a list formats dozens of numbers: each
// (language, digits) pair is built once (the server's page rendering spent ~5 % of its time here).
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
const numberFormat = (language: Language, fractionDigits: number) =>
  formatter(`n${language}${fractionDigits}`, () => new Intl.NumberFormat(locales[language], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }));

/** A number in the language's digits and grouping; Intl only for what formatDecimal leaves to it. */
const decimal = (value: number, language: Language, fractionDigits: number) =>
  formatDecimal(value, fractionDigits, language) ?? numberFormat(language, fractionDigits).format(value);

/** "12.50" → "١٢٫٥٠ د.أ." in Arabic, "JOD 12.50" in English: always 2 decimals. */
export function formatPrice(amount: string | number, language: Language, currency: 'JOD' | 'USD' = 'JOD'): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const number = decimal(Number.isFinite(value) ? value : 0, language, 2);
  if (currency === 'USD') return language === 'ar' ? `${number}${NO_BREAK_SPACE}$` : `$${number}`;
  return language === 'ar' ? `${number}${NO_BREAK_SPACE}د.أ` : `JOD${NO_BREAK_SPACE}${number}`;
}

/** Quantities and counts with the locale's digits and grouping. */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return decimal(value, language, fractionDigits);
}

/** Ratings to one decimal. */
export const formatRating = (value: number, language: Language) => formatNumber(value, language, 1);

const dateOptions = {
  dateTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const dateFormat = (language: Language, kind: keyof typeof dateOptions) =>
  formatter(`d${language}${kind}`, () => new Intl.DateTimeFormat(locales[language], dateOptions[kind]));

export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  return keepTogether(Number.isNaN(date.getTime()) ? '' : formatShortDate(date, language));
}

/** "24 Nov 2026, 07:12" in the page's language and digits (when cached data was last fetched). */
export function formatDateTime(time: number | string, language: Language): string {
  return dateFormat(language, 'dateTime').format(new Date(time));
}

/** Parses a number typed in ASCII or Arabic-Indic digits (and the Arabic decimal separator). */
export function parseLocalizedNumber(text: string): number {
  return Number(normaliseNumberInput(text));
}
