import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { ApiError } from '#web/lib/api.ts';
import { messageForCode } from '#web/lib/error-messages.ts';

export type FieldCodes = Record<string, string>;

/** The first issue code of each field path, e.g. { nameEn: 'nameEnMin', 'featuredProduct.price': 'invalidMoney' }. */
export function codesFromIssues(issues: readonly v.BaseIssue<unknown>[]): FieldCodes {
  const codes: FieldCodes = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in codes)) codes[path] = issue.message;
  }
  return codes;
}

/** Field codes of a server 400 (the same codes as the shared schema), or {}. */
export function codesFromServer(error: unknown): FieldCodes {
  if (!(error instanceof ApiError) || !error.body?.issues) return {};
  const codes: FieldCodes = {};
  for (const issue of error.body.issues) if (!(issue.path in codes)) codes[issue.path] = issue.code ?? issue.message;
  return codes;
}

/**
 * The translated error of a field; list fields also report an item's problem
 * ('deliveryAreas.3' shows under deliveryAreas).
 */
export function fieldErrorText(i18n: I18n, codes: FieldCodes, field: string): string | undefined {
  const code = codes[field] ?? Object.entries(codes).find(([path]) => path.startsWith(`${field}.`))?.[1];
  if (!code) return undefined;
  return messageForCode(i18n, code) ?? code;
}
