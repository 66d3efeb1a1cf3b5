import * as v from 'valibot';

/** Codes meaning "this field was left empty" in the auth schemas (api/contract/auth.ts). */
const EMPTY_CODES = new Set(['required', 'fillRequired', 'fillAll']);

/** The first issue code of each field, e.g. { email: 'required', password: 'passwordMin' }. */
export function codesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!(field in codes)) codes[field] = issue.message;
  }
  return codes;
}

/**
 * What the toast should say (docs/product.md): empty required fields win, then a short password,
 * then any other problem (shown with its own wording).
 */
export function formProblem(codes: Record<string, string>): 'empty' | 'weakPassword' | 'other' {
  const all = Object.values(codes);
  if (all.some((code) => EMPTY_CODES.has(code))) return 'empty';
  if (all.includes('passwordMin')) return 'weakPassword';
  return 'other';
}

/** Next to a field, "fill all fields" reads oddly: an empty field just says it is required. */
export const fieldCode = (code: string | undefined) => (code && EMPTY_CODES.has(code) ? 'required' : code);
