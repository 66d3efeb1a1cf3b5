import { validator } from 'hono/validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { AppError } from './errors.ts';
import { isMessageCode, messages } from '#api/contract/messages.ts';

/** Turns valibot issues into the API's `{ path, message, code }` list. */
export function toIssues(issues: v.BaseIssue<unknown>[]) {
  return issues.map((issue) => {
    const code = isMessageCode(issue.message) ? issue.message : undefined;
    return {
      path: v.getDotPath(issue) ?? '',
      code: code ?? 'invalidInput',
      message: code ? messages[code] : issue.message,
    };
  });
}

/**
 * Where the first text holding U+0000 is in a request part, or null. PostgreSQL's text cannot store that
 * character (SQLite's can), and nobody types it: it is refused as input on both engines alike.
 */
function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Validates one part of the request with a valibot schema from the contract; a failure is a 400
 * with field issues. Malformed JSON is also a 400 (Hono raises it before the schema runs).
 */
export function valid<Target extends keyof ValidationTargets, S extends v.GenericSchema>(target: Target, schema: S) {
  // The declared input is what a client sends (the schema's input); the app's calls are typed from it (docs/decisions/026).
  type Check = (value: v.InferInput<S>) => v.InferOutput<S>;
  return validator<v.InferInput<S>, string, string, Target, string, Check>(target, (value) => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new AppError(400, 'invalidInput', { issues: toIssues(result.issues) });
    // on what the schema let through: its shape is bounded, unlike a hostile body's nesting
    const nul = nulCharacterPath(result.output);
    if (nul !== null) throw new AppError(400, 'invalidInput', { issues: [{ path: nul, code: 'invalidInput', message: 'Text may not contain the NUL character' }] });
    return result.output as v.InferOutput<S>;
  });
}
