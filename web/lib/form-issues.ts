import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { ApiError } from './api.ts';
import { messageForCode } from './error-messages.ts';

/**
 * One problem of one field, the same whether the shared schema found it in the form or the server
 * answered it in a 400: `path` as the schema names it ('address.city'), `code` the message code
 * ('required'), `message` the text to fall back on (the server's English, else the code).
 * Why one helper and not a form library: docs/decisions/026-layers-forms-typed-client.md
 */
export type FieldIssue = { path: string; code: string; message: string };

type IssueSource = readonly v.BaseIssue<unknown>[] | unknown;

/** The issues of a failed `v.safeParse` with a contract schema, or of a server 400 (an ApiError); else []. */
export function formIssues(source: IssueSource): FieldIssue[] {
  if (Array.isArray(source)) {
    // The contract's schemas carry message codes as their messages (api/contract/messages.ts).
    return (source as v.BaseIssue<unknown>[]).map((issue) => ({ path: v.getDotPath(issue) ?? '', code: issue.message, message: issue.message }));
  }
  if (!(source instanceof ApiError) || !source.body?.issues) return [];
  return source.body.issues.map((issue) => ({ path: issue.path, code: issue.code ?? issue.message, message: issue.message }));
}

/** The first issue of each field as `{ path: text }`; `text` defaults to the issue's code. */
export function byField(issues: readonly FieldIssue[], text: (issue: FieldIssue) => string = (issue) => issue.code): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path] ??= text(issue);
  return fields;
}

/** `{ path: code }` of the first issue of each field, for forms that translate when they draw. */
export const fieldCodes = (source: IssueSource) => byField(formIssues(source));

/** `{ path: text }` in the user's language: the code's translation, else the server's text. */
export function fieldMessages(i18n: I18n, source: IssueSource): Record<string, string> {
  return byField(formIssues(source), (issue) => messageForCode(i18n, issue.code) ?? issue.message);
}
