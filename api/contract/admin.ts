import * as v from 'valibot';
import { normaliseNumberInput } from './common.ts';
import { orderReferenceQuery } from './orders.ts';
import type { UserDto, UserRole } from './auth.ts';
import type { StoreDto } from './catalogue.ts';
import { idSchema, optionalText, queryInt } from './field-schemas.ts';

// Admin requests (users, stores, orders, categories) shared by the API and the admin dashboard.

/** The admin's own error codes; the app registers their translations (web/features/admin). */
export const adminMessages = {
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  categorySlugTaken: 'This slug is already used by another category',
  categoryNameEnTaken: 'Another category already has this English name',
  categoryNameArTaken: 'Another category already has this Arabic name',
  categoryHasProducts: 'This category still has products; move them to another category first',
} as const;
export type AdminMessageCode = keyof typeof adminMessages;

// docs/product.md gives these two texts verbatim. They are the valibot messages themselves (not codes)
// so API clients read them as they are; the dialog translates them (web/features/admin).
export const CATEGORY_NAME_EN_REQUIRED = 'English name is required';
export const CATEGORY_NAME_AR_REQUIRED = 'Arabic name is required';
export const CATEGORY_SLUG_INVALID = 'Use lower-case English letters, digits and hyphens';

/** Missing counts as empty, so a missing name reports its own message too. */
const requiredName = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(80, 'tooLong'));

/** Form inputs give text (Arabic-Indic digits too), API clients may send a number: both become a whole number (default 0). */
const sortOrderSchema = v.optional(
  v.pipe(
    v.union([v.number(), v.string()], 'invalidWholeNumber'),
    v.transform((x: number | string) => (typeof x === 'number' ? x : x.trim() === '' ? 0 : Number(normaliseNumberInput(x)))),
    v.number('invalidWholeNumber'),
    v.integer('invalidWholeNumber'),
    v.minValue(-10_000, 'invalidWholeNumber'),
    v.maxValue(10_000, 'invalidWholeNumber'),
  ),
  0,
);

/** Optional on create (made from nameEn) and on update (kept as it is); given, it must be a clean slug. */
const slugSchema = v.optional(
  v.pipe(
    v.nullable(v.string(CATEGORY_SLUG_INVALID)),
    v.transform((s) => (s == null ? undefined : s.trim() || undefined)),
    v.optional(v.pipe(v.string(), v.maxLength(60, 'tooLong'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CATEGORY_SLUG_INVALID))),
  ),
);

/** POST /api/categories and PUT /api/categories/{id} (same fields), and the category dialog. */
export const CategorySchema = v.object({
  nameEn: requiredName(CATEGORY_NAME_EN_REQUIRED),
  nameAr: requiredName(CATEGORY_NAME_AR_REQUIRED),
  slug: slugSchema,
  descriptionEn: optionalText(500),
  descriptionAr: optionalText(500),
  iconClass: optionalText(80),
  sortOrder: sortOrderSchema,
});
export type CategoryInput = v.InferInput<typeof CategorySchema>;
export type CategoryValues = v.InferOutput<typeof CategorySchema>;

/** PUT /api/admin/users/{id} and PUT /api/admin/stores/{id}. */
export const ActiveSwitchSchema = v.object({ isActive: v.boolean('invalidInput') });

export const IdParamSchema = v.object({ id: idSchema });

/** Admin lists: optional search, limit 1..100 (default 20), offset ≥ 0. The total is in `X-Total-Count`. */
export const AdminListQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'tooLong'))),
  limit: queryInt(1, 100, 20),
  offset: queryInt(0, 1_000_000, 0),
});

export const AdminUsersQuery = v.object({
  ...AdminListQuery.entries,
  role: v.optional(v.picklist(['buyer', 'seller', 'admin'] satisfies UserRole[], 'invalidInput')),
});

/** GET /api/admin/orders?limit= (default 10: the dashboard's figure, docs/product.md). */
export const AdminOrdersQuery = v.object({ limit: queryInt(1, 100, 10), reference: orderReferenceQuery });

export const ADMIN_TOTAL_HEADER = 'X-Total-Count';

export type AdminUserDto = UserDto;
/** A store as the admin lists it: inactive ones included, with its seller. */
export type AdminStoreDto = StoreDto & { seller: { id: string; firstName: string; lastName: string; email: string } };
