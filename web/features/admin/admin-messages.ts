import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  CATEGORY_NAME_AR_REQUIRED,
  CATEGORY_NAME_EN_REQUIRED,
  CATEGORY_SLUG_INVALID,
  type AdminMessageCode,
} from '#api/contract/admin.ts';
import { messageForCode, registerErrorMessages } from '#web/lib/error-messages.ts';

const adminCodeMessages: Record<AdminMessageCode, MessageDescriptor> = {
  cannotDeactivateSelf: msg`You cannot deactivate your own account`,
  categorySlugTaken: msg`This slug is already used by another category`,
  categoryNameEnTaken: msg`Another category already has this English name`,
  categoryNameArTaken: msg`Another category already has this Arabic name`,
  categoryHasProducts: msg`This category still has products; move them to another category first`,
};
registerErrorMessages(adminCodeMessages);

// The category schema's own texts (the API answers them as they are; see api/contract/admin.ts).
const categoryTexts: Record<string, MessageDescriptor> = {
  [CATEGORY_NAME_EN_REQUIRED]: msg`English name is required`,
  [CATEGORY_NAME_AR_REQUIRED]: msg`Arabic name is required`,
  [CATEGORY_SLUG_INVALID]: msg`Use lower-case English letters, digits and hyphens`,
};

/** One field problem in the user's language, from the form's own check or from a 400 answer. */
export function categoryIssueText(i18n: I18n, issue: { message: string; code?: string }): string {
  const own = categoryTexts[issue.message];
  if (own) return i18n._(own);
  return messageForCode(i18n, issue.message) ?? (issue.code && issue.code !== 'invalidInput' ? messageForCode(i18n, issue.code) : undefined) ?? issue.message;
}
