import type { I18n } from '@lingui/core';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { CITIES, cityName, dayRuns, WEEK_DAYS, type OpeningHours, type WeekDay } from '#api/contract/store-place.ts';
import { NO_BREAK_SPACE } from './format.ts';
import { formatClockTime, weekdayName } from './date-format.ts';
import { governorateLabel } from './governorates.ts';
import type { Language } from './i18n.tsx';

// Written from tables, not Intl: a store's page would build nine Intl date formats while it hydrates
// (web/lib/date-format.ts). WEEK_DAYS runs from Saturday, as the tables do.

/** A day's name in the reader's language ("Saturday", "السبت"). */
export const weekDayName = (day: WeekDay, language: Language, width: 'short' | 'long' = 'long') => weekdayName(WEEK_DAYS.indexOf(day), language, width);

/** "18:30" as the reader says it: "6:30 PM", "٦:٣٠ م" (kept on one line). */
export function formatClock(hhmm: string, language: Language): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return formatClockTime(h, m, language, NO_BREAK_SPACE);
}

/** Opening and closing time choices, every half hour, labelled in the reader's language. */
export function timeOptions(language: Language): { value: string; label: string }[] {
  return Array.from({ length: 48 }, (_, i) => {
    const value = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
    return { value, label: formatClock(value, language) };
  });
}

/** "Sat–Thu 9:00 AM–6:00 PM" / "السبت–الخميس ٩:٠٠ ص–٦:٠٠ م": days and times in the reader's language and digits. */
export function formatOpeningHours(hours: OpeningHours, language: Language): string {
  const dayName = (day: WeekDay) => weekDayName(day, language, 'short');
  // Every day reads "Sat–Fri": the one wording the tour's 3D labels can show too (they have no translator).
  const days = dayRuns(hours.days)
    .map(([from, to]) => (from === to ? dayName(from) : `${dayName(from)}–${dayName(to)}`))
    .join(language === 'ar' ? '، ' : ', ');
  return `${days} ${formatClock(hours.opens, language)}–${formatClock(hours.closes, language)}`;
}

/** The store's hours to show: structured ones in the reader's language, else the text typed before them. */
export function storeHoursText(store: Pick<StoreDto, 'openingHours' | 'operatingHours'>, language: Language): string {
  if (store.openingHours) return formatOpeningHours(store.openingHours, language);
  return store.operatingHours?.trim() ?? '';
}

/** "Khalda, Amman" in the reader's language; a city named like its governorate is said once. */
export function storePlace(store: Pick<StoreDto, 'city' | 'governorate'>, i18n: I18n, language: Language): string {
  const region = governorateLabel(i18n, store.governorate);
  const city = cityName(store.city, language);
  const sameAsRegion = store.city === store.governorate || city === region;
  return [sameAsRegion ? null : city, region].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
}

/**
 * City options for the store form's select, in the reader's alphabetical order. A city typed before the
 * list existed (`current`, not on it) is offered as it was typed, so the form shows what is saved.
 */
export function cityOptions(language: Language, current = ''): { value: string; label: string }[] {
  const options = CITIES.map((c) => ({ value: c.key, label: c[language] })).sort((a, b) => a.label.localeCompare(b.label, language));
  return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;
}
