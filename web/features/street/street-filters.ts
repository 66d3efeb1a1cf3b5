import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { withQuery } from '#web/lib/api.ts';

// The street page's fixed filter lists (docs/product.md). Category values are category slugs
// (docs/product.md#catalogue: the store list's categoryId accepts a slug); governorates are the stored keys.
export const streetCategories = ['food', 'crafts', 'sewing', 'tutoring', 'coaching'] as const;
export const streetGovernorates = ['amman', 'irbid', 'zarqa', 'karak', 'salt'] as const;

export type StreetCategory = (typeof streetCategories)[number];
export type StreetGovernorate = (typeof streetGovernorates)[number];
export type StreetFilters = { category: StreetCategory | null; governorate: StreetGovernorate | null };

export const noFilters: StreetFilters = { category: null, governorate: null };

export const streetCategoryLabels: Record<StreetCategory, MessageDescriptor> = {
  food: msg`Food`,
  crafts: msg`Crafts`,
  sewing: msg`Sewing`,
  tutoring: msg`Tutoring`,
  coaching: msg`Coaching`,
};

/** One value of a list at a time: choosing the selected value again clears it. */
export const toggleChoice = <T extends string>(current: T | null, value: T | null): T | null =>
  value === null || current === value ? null : value;

/** The store list call of the street page: 50 stores, with the chosen filters only. */
export const streetStoresPath = (filters: StreetFilters) =>
  withQuery('/api/stores', { limit: 50, categoryId: filters.category, governorate: filters.governorate });
