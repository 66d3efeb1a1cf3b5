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
