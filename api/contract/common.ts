import * as v from 'valibot';

export const governorates = [
  'amman', 'zarqa', 'irbid', 'salt', 'madaba', 'ajloun', 'jerash', 'mafraq', 'balqa', 'karak', 'tafilah', 'maan', 'aqaba',
] as const;
export type Governorate = (typeof governorates)[number];

export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];

// The typed-number normalisers live in numbers.ts (no schemas: the app's first page uses them).
export { normaliseNumberInput, toAsciiDigits } from './numbers.ts';

/** Ids are UUIDs: the pattern keeps a route's /:id from swallowing other one-segment paths. */
export const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const idSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** A trimmed text field; empty after trimming counts as missing (`undefined`). */
export const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s == null ? undefined : s.trim() || undefined)),
      v.optional(v.pipe(v.string(), v.maxLength(max, 'tooLong'))),
    ),
  );

export const requiredText = (min: number, max: number, minMessage = 'required') =>
  v.pipe(v.string('required'), v.trim(), v.minLength(min, minMessage), v.maxLength(max, 'tooLong'));

export const governorateSchema = v.picklist(governorates, 'invalidGovernorate');

/** Query-string integer with bounds (query values arrive as text). */
export const queryInt = (min: number, max: number, fallback: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'invalidWholeNumber'), v.toNumber(), v.minValue(min), v.maxValue(max)), String(fallback));

export const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, 'tooLong'),
  v.check((s) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s), 'invalidUrl'),
);

export const optionalHttpUrl = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s == null ? undefined : s.trim() || undefined)),
    v.optional(httpUrl),
  ),
);
