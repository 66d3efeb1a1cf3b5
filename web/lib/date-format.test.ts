import { describe, expect, it } from 'vitest';
import { formatShortDate } from './date-format.ts';
import { locales } from './format.ts';

describe('formatShortDate', () => {
  it('writes what Intl writes, in both languages, for every day of three years at any hour', () => {
    for (const language of ['ar', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(locales[language], { year: 'numeric', month: 'short', day: 'numeric' });
      for (let day = 0; day < 3 * 366; day++)
        for (const hour of [0, 11, 23]) {
          const date = new Date(Date.UTC(2025, 0, 1 + day, hour, 30));
          expect(formatShortDate(date, language), date.toISOString()).toBe(intl.format(date));
        }
    }
  });
});
