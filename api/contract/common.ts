import * as v from 'valibot';

export const governorates = [
  'amman', 'zarqa', 'irbid', 'salt', 'madaba', 'ajloun', 'jerash', 'mafraq', 'balqa', 'karak', 'tafilah', 'maan', 'aqaba',
] as const;
export type Governorate = (typeof governorates)[number];

export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits to ASCII, so users may type either. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * The one normaliser of typed numbers (prices, stock, quantities, phone numbers, references): Arabic-Indic
 * and Persian digits become ASCII, the Arabic decimal separator (٫) a point, thousands marks (٬, and a comma
 * or Arabic comma before a group of three digits) and spaces go; any other comma is read as a decimal
 * separator ("12,5" is 12.5, "1,250" is 1250). The server parses with it and every numeric field shows it.
 */
export function normaliseNumberInput(input: string): string {
  return toAsciiDigits(input.trim())
    .replace(/[\s\u066C]/g, '')
    .replace(/[,\u060C](?=\d{3}(?!\d))/g, '')
    .replace(/[\u066B,\u060C]/g, '.');
}

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
