import { describe, expect, it } from 'vitest';
import { formatClockTime, formatShortDate, weekdayName } from './date-format.ts';
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

describe('weekdayName and formatClockTime', () => {
  // Intl's own spaces differ between ICU versions (a narrow no-break space before "PM" in newer ones).
  const spaced = (text: string) => text.replace(/\s/g, ' ');

  it('name the week days from Saturday as Intl does, in both widths and languages', () => {
    for (const language of ['ar', 'en'] as const)
      for (const width of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(locales[language], { weekday: width, timeZone: 'UTC' });
        // 3 January 2026 was a Saturday.
        for (let day = 0; day < 7; day++) expect(weekdayName(day, language, width)).toBe(intl.format(Date.UTC(2026, 0, 3 + day)));
      }
  });

  it('write every half hour of the day as Intl does, in both languages', () => {
    for (const language of ['ar', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(locales[language], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
      for (let half = 0; half < 48; half++) {
        const [hours, minutes] = [Math.floor(half / 2), (half % 2) * 30];
        expect(formatClockTime(hours, minutes, language)).toBe(spaced(intl.format(Date.UTC(2026, 0, 3, hours, minutes))));
      }
    }
  });
});
