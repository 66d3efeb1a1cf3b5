import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, formatRating, parseLocalizedNumber } from './format.ts';

describe('formatPrice', () => {
  it('shows Arabic-Indic digits, two decimals and د.أ in Arabic', () => {
    expect(formatPrice('12.5', 'ar')).toBe('١٢٫٥٠\u00a0د.أ');
    expect(formatPrice(7, 'ar')).toBe('٧٫٠٠\u00a0د.أ');
    expect(formatPrice('1234.5', 'ar')).toBe('١٬٢٣٤٫٥٠\u00a0د.أ');
  });

  it('shows JOD and two decimals in English', () => {
    expect(formatPrice('12.5', 'en')).toBe('JOD\u00a012.50');
    expect(formatPrice(0.1 + 0.2, 'en')).toBe('JOD\u00a00.30');
    expect(formatPrice('1234.5', 'en')).toBe('JOD\u00a01,234.50');
  });

  it('shows dollars for USD', () => {
    expect(formatPrice('3', 'en', 'USD')).toBe('$3.00');
    expect(formatPrice('3', 'ar', 'USD')).toBe('٣٫٠٠\u00a0$');
  });

  it('never shows NaN for a bad amount', () => {
    expect(formatPrice('abc', 'en')).toBe('JOD\u00a00.00');
  });
});

describe('formatNumber, formatRating, formatDate', () => {
  it('groups digits in the language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toBe('١٢٬٣٤٥');
  });

  it('shows ratings to one decimal', () => {
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.62, 'ar')).toBe('٤٫٦');
  });

  it('keeps an amount and a date on one line (no breakable space inside)', () => {
    expect(formatPrice('15', 'ar')).not.toMatch(/ /);
    expect(formatPrice('15', 'en')).not.toMatch(/ /);
    expect(formatDate('2026-11-24T10:00:00.000Z', 'ar')).not.toMatch(/ /);
    expect(formatDate('2026-11-24T10:00:00.000Z', 'en')).not.toMatch(/ /);
  });

  it('writes dates in the language', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z', 'en')).toMatch(/Mar.*2026/);
    expect(formatDate('2026-03-05T10:00:00.000Z', 'ar')).toMatch(/٢٠٢٦/);
  });
});

describe('parseLocalizedNumber', () => {
  it('reads ASCII, Arabic-Indic and Persian digits and the Arabic separators', () => {
    expect(parseLocalizedNumber('12.5')).toBe(12.5);
    expect(parseLocalizedNumber('١٢٫٥')).toBe(12.5);
    expect(parseLocalizedNumber('١٬٢٣٤')).toBe(1234);
    expect(parseLocalizedNumber('۳')).toBe(3);
    expect(parseLocalizedNumber('abc')).toBeNaN();
  });
});
