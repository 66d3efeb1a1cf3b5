import type { I18n } from '@lingui/core';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { governorateLabel } from '#web/lib/governorates.ts';

/** docs/product.md: a store without a governorate is labelled Amman. */
export const storeGovernorateLabel = (i18n: I18n, store: Pick<StoreDto, 'governorate'>) => governorateLabel(i18n, store.governorate || 'amman');

/** The spec's fixed 4.8 stands in only while a store has no rating of its own yet. */
export const PLACEHOLDER_RATING = 4.8;
export const quickViewRating = (store: Pick<StoreDto, 'rating'>) => (store.rating > 0 ? store.rating : PLACEHOLDER_RATING);

/** Delivery badge: what the store really offers (delivery or shipping), or pickup only. */
export function deliveryKind(store: Pick<StoreDto, 'deliveryOptions'>): 'delivery' | 'pickup' | null {
  const options = store.deliveryOptions ?? [];
  if (options.includes('delivery') || options.includes('shipping')) return 'delivery';
  if (options.includes('pickup')) return 'pickup';
  return null;
}
