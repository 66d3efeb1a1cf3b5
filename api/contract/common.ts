// Values the whole contract shares: governorates, languages, the id pattern. No schemas here (they are in
// field-schemas.ts): the public pages import this module, and valibot stays out of their code.
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
