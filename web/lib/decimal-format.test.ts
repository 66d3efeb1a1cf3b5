import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal-format.ts';
import { locales } from './format.ts';

const intl = (value: number, fractionDigits: number, language: 'ar' | 'en') =>
  new Intl.NumberFormat(locales[language], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);

/** Prices, counts and ratings as the app meets them, and the roundings where a decimal's double differs from it. */
function samples(): number[] {
  const values = [0, 0.005, 0.125, 0.5, 1.005, 1.5, 2.5, 2.675, 4.25, 4.62, 9.995, 999.995, 1000, 1234.5, 99999.999, 1e20, 0.1 + 0.2];
  let seed = 11;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 2000; i++) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const places = Math.floor(next() * 5);
    values.push(Math.round(next() * magnitude * 10 ** places) / 10 ** places);
  }
  return values;
}

describe('formatDecimal', () => {
  it('writes what Intl writes, in both languages, for 0, 1 and 2 decimals', () => {
    for (const value of samples())
      for (const fractionDigits of [0, 1, 2])
        for (const language of ['ar', 'en'] as const)
          expect(formatDecimal(value, fractionDigits, language), `${value} (${fractionDigits}, ${language})`).toBe(intl(value, fractionDigits, language));
  });

  it('leaves negative, non-finite and exponent-notation numbers to Intl', () => {
    for (const value of [-3.5, -0.001, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 1e21]) expect(formatDecimal(value, 2, 'ar')).toBeNull();
  });
});
