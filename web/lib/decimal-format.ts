/**
 * Grouped numbers with a fixed count of decimals, as `Intl.NumberFormat` writes them for the app's two
 * locales (en-JO, and ar-JO with Arabic-Indic digits), without building one: the first Intl number
 * format a page builds loads the locale's data, 55–130 ms on a phone 4× slower than this machine, in
 * the task that hydrates the page (docs/decisions/022, "Web, sixth round"). Prices, counts and ratings
 * are this simple shape; anything else (negative, not finite, in exponent notation) returns null and
 * the caller uses Intl.
 */
const SYMBOLS = {
  en: { digits: '0123456789', group: ',', decimal: '.' },
  ar: { digits: '٠١٢٣٤٥٦٧٨٩', group: '\u066c', decimal: '\u066b' },
} as const;

export function formatDecimal(value: number, fractionDigits: number, language: keyof typeof SYMBOLS): string | null {
  // Intl rounds the shortest decimal that reads back as the same double ("1.005", not 1.00499…), half
  // away from zero: so does this, on that decimal's digits.
  const shortest = String(value);
  if (!(value >= 0) || !Number.isFinite(value) || shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  const kept = fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  let digits = BigInt(whole + kept);
  if ((fraction[fractionDigits] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(fractionDigits + 1, '0');
  const integer = text.slice(0, text.length - fractionDigits);
  const symbols = SYMBOLS[language];
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  const written = fractionDigits > 0 ? `${grouped}${symbols.decimal}${text.slice(-fractionDigits)}` : grouped;
  return toLanguageDigits(written, language);
}

/** ASCII digits in the language's own (Arabic-Indic in Arabic). */
export function toLanguageDigits(text: string, language: keyof typeof SYMBOLS): string {
  const { digits } = SYMBOLS[language];
  return language === 'en' ? text : text.replace(/\d/g, (digit) => digits[Number(digit)]!);
}
