import type { StoreDto } from '#api/contract/catalogue.ts';
import type { Language } from '#web/lib/i18n.tsx';
import { storeHoursText } from '#web/lib/store-place.ts';

/** The spec's fixed 4-star card rating stands in only while a shop has no rating of its own. */
export const PLACEHOLDER_SHOP_RATING = 4;
export const shopRating = (store: Pick<StoreDto, 'rating'>) => (store.rating > 0 ? store.rating : PLACEHOLDER_SHOP_RATING);

const hourFormats: Record<Language, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-JO-u-nu-arab', { hour: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-JO', { hour: 'numeric', hour12: true, timeZone: 'UTC' }),
};

/** The shop's own opening hours when it gave them, else the spec's 9AM-9PM in the user's language. */
export function openingHours(store: Pick<StoreDto, 'operatingHours' | 'openingHours'>, language: Language): string {
  const own = storeHoursText(store, language);
  if (own) return own;
  const hour = (h: number) => hourFormats[language].format(Date.UTC(2020, 0, 1, h));
  return `${hour(9)} – ${hour(21)}`;
}
