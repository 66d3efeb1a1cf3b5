/** Codes meaning "this field was left empty" in the auth schemas (api/contract/auth.ts). */
const EMPTY_CODES = new Set(['required', 'fillRequired', 'fillAll']);

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
