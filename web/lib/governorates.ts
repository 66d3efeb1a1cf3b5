import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { governorates, type Governorate } from '#api/contract/common.ts';

/**
 * Labels of Jordan's 13 governorates (the stored values are the lower-case keys of the contract).
 * Used by the profile, checkout address, store forms and store filters.
 */
export const governorateLabels: Record<Governorate, MessageDescriptor> = {
  amman: msg`Amman`,
  zarqa: msg`Zarqa`,
  irbid: msg`Irbid`,
  salt: msg`Salt`,
  madaba: msg`Madaba`,
  ajloun: msg`Ajloun`,
  jerash: msg`Jerash`,
  mafraq: msg`Mafraq`,
  balqa: msg`Balqa`,
  karak: msg`Karak`,
  tafilah: msg`Tafilah`,
  maan: msg`Ma'an`,
  aqaba: msg`Aqaba`,
};

/** The 'all' choice of store delivery areas. */
export const allGovernoratesLabel = msg`All governorates`;

export const isGovernorate = (value: unknown): value is Governorate =>
  typeof value === 'string' && (governorates as readonly string[]).includes(value);

/** The label of a stored governorate key in the current language ('' when empty, the key itself when unknown). */
export function governorateLabel(i18n: I18n, value: string | null | undefined): string {
  if (!value) return '';
  if (value === 'all') return i18n._(allGovernoratesLabel);
  return isGovernorate(value) ? i18n._(governorateLabels[value]) : value;
}

/** Options for a select, in the contract's order (Amman first, as people expect). */
export function governorateOptions(i18n: I18n): { value: Governorate; label: string }[] {
  return governorates.map((value) => ({ value, label: i18n._(governorateLabels[value]) }));
}
