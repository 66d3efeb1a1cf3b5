import type { I18n } from '@lingui/core';
import { messageForCode } from '#web/lib/error-messages.ts';

export type FieldCodes = Record<string, string>;

/**
 * The translated error of a field; list fields also report an item's problem
 * ('deliveryAreas.3' shows under deliveryAreas).
 */
export function fieldErrorText(i18n: I18n, codes: FieldCodes, field: string): string | undefined {
  const code = codes[field] ?? Object.entries(codes).find(([path]) => path.startsWith(`${field}.`))?.[1];
  if (!code) return undefined;
  return messageForCode(i18n, code) ?? code;
}
