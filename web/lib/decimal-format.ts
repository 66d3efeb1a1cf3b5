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
  let integer = whole;
  let decimals = fraction.padEnd(fractionDigits, '0');
  if (fraction.length > fractionDigits) {
    let digits = BigInt(whole + fraction.slice(0, fractionDigits));
    if (fraction[fractionDigits]! >= '5') digits += 1n;
    const text = digits.toString().padStart(fractionDigits + 1, '0');
    integer = text.slice(0, text.length - fractionDigits);
    decimals = text.slice(text.length - fractionDigits);
  }
  const symbols = SYMBOLS[language];
  const grouped = integer.length > 3 ? integer.replace(/\B(?=(\d{3})+$)/g, symbols.group) : integer;
  const written = fractionDigits > 0 ? `${grouped}${symbols.decimal}${decimals}` : grouped;
  return toLanguageDigits(written, language);
}

/** ASCII digits in the language's own (Arabic-Indic in Arabic). */
export function toLanguageDigits(text: string, language: keyof typeof SYMBOLS): string {
  if (language === 'en') return text;
  const { digits } = SYMBOLS[language];
  let written = '';
  for (const char of text) written += char >= '0' && char <= '9' ? digits[char.charCodeAt(0) - 48] : char;
  return written;
}
