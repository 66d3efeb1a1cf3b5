import { toLanguageDigits } from './decimal-format.ts';
import type { Language } from './i18n.tsx';

// Month names as Intl writes them with `month: 'short'` for en-JO and ar-JO (the Levantine names).
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
};

/**
 * A day as `Intl.DateTimeFormat` writes it with { year, month: 'short', day } in the app's locales
 * ("Nov 24, 2026", "٢٤ تشرين الثاني ٢٠٢٦"), in the device's time zone as Intl's default is, without
 * building one: the first Intl date format a page builds loads the locale's data, 90–150 ms on a
 * phone 4× slower than this machine, in the task that hydrates a product's reviews
 * (docs/decisions/022, "Web, sixth round").
 */
export function formatShortDate(date: Date, language: Language): string {
  const [day, month, year] = [date.getDate(), date.getMonth(), date.getFullYear()];
  const text = language === 'en' ? `${MONTHS.en[month]} ${day}, ${year}` : `${day} ${MONTHS.ar[month]} ${year}`;
  return toLanguageDigits(text, language);
}

// Week days from Saturday, as Intl writes them (`weekday: 'short' | 'long'`); Arabic has one width.
const AR_WEEKDAYS = ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'];
const WEEKDAYS: Record<Language, Record<'short' | 'long', readonly string[]>> = {
  en: {
    short: ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    long: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  },
  ar: { short: AR_WEEKDAYS, long: AR_WEEKDAYS },
};

/** A week day's name, counted from Saturday (0) to Friday (6), as Intl writes it: a store's hours. */
export const weekdayName = (fromSaturday: number, language: Language, width: 'short' | 'long'): string => WEEKDAYS[language][width][fromSaturday]!;

/**
 * A time of day on a 12-hour clock as Intl writes it with { hour: 'numeric', minute: '2-digit' }
 * ("6:30 PM", "٦:٣٠ م"); the space before the period is the caller's to choose.
 */
export function formatClockTime(hours: number, minutes: number, language: Language, space = ' '): string {
  const period = language === 'en' ? (hours < 12 ? 'AM' : 'PM') : hours < 12 ? 'ص' : 'م';
  return toLanguageDigits(`${hours % 12 || 12}:${String(minutes).padStart(2, '0')}${space}${period}`, language);
}
