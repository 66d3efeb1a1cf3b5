// The valibot schemas of fields that several requests share (ids, texts, governorates, money, phones, a store's
// city and hours), used by the API and by the forms through the contract's request schemas. Apart from the
// constants and helpers they check (common.ts, money.ts, phone.ts, store-place.ts), which a buyer's first
// page uses: there they would bring valibot into that page's code (docs/decisions/022, "Web, twenty-fourth round").
import * as v from 'valibot';
import { governorates } from './common.ts';
import { parseMoney } from './money.ts';
import { normaliseJordanPhone } from './phone.ts';
import { CITIES, cityKeyOf, WEEK_DAYS, type CityKey } from './store-place.ts';

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

/** A required money field (text or number in, cents out). */
export const moneySchema = v.pipe(
  v.union([v.string(), v.number()], 'invalidMoney'),
  v.transform((x: string | number) => parseMoney(x)),
  v.number('invalidMoney'),
);

/** An optional money field: missing, null or blank means "none". */
export const optionalMoneySchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()], 'invalidMoney')),
    v.transform((x: string | number | null) => (x == null || (typeof x === 'string' && x.trim() === '') ? undefined : parseMoney(x))),
    v.optional(v.number('invalidMoney')),
  ),
);

export const phoneSchema = v.pipe(v.string('invalidPhone'), v.transform(normaliseJordanPhone), v.string('invalidPhone'));

export const optionalPhoneSchema = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s == null || s.trim() === '' ? undefined : normaliseJordanPhone(s))),
    v.optional(v.string('invalidPhone')),
  ),
);

const cityKeys = CITIES.map((c) => c.key) as [CityKey, ...CityKey[]];

/** The store form's city: a key of the list (a name on the list is taken as its key); blank means none. */
export const optionalCitySchema = v.optional(
  v.pipe(
    v.nullable(v.string('invalidCity')),
    v.transform((s) => (s?.trim() ? cityKeyOf(s) ?? s : undefined)),
    v.optional(v.picklist(cityKeys, 'invalidCity')),
  ),
);

const time = v.pipe(v.string('invalidHours'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidHours'));

/**
 * Opening hours: the days (at least one, kept in week order) and one opening and closing time ("HH:MM",
 * 24 h). A closing time before the opening time means the store closes after midnight. Null means not given.
 */
export const optionalOpeningHoursSchema = v.optional(
  v.nullable(
    v.pipe(
      v.object({
        days: v.pipe(
          v.array(v.picklist(WEEK_DAYS, 'invalidHours'), 'invalidHours'),
          v.minLength(1, 'hoursDaysRequired'),
          v.maxLength(WEEK_DAYS.length * 2, 'invalidHours'),
          v.transform((days) => WEEK_DAYS.filter((day) => days.includes(day))),
        ),
        opens: time,
        closes: time,
      }, 'invalidHours'),
      v.check((h) => h.opens !== h.closes, 'hoursSameTime'),
    ),
  ),
  null,
);
