// The seller's forms (store, product) as valibot schemas: the API validates requests with them and
// the forms show the same rules as field errors. Messages are codes of messages.ts.
import * as v from 'valibot';
import { governorates, normaliseNumberInput } from './common.ts';
import { hasLatinLetters, optionalSlugSchema } from './store-address.ts';
import { optionalCliqSchema, optionalSocialUrl } from './store-contacts.ts';
import { governorateSchema, optionalText, moneySchema, optionalMoneySchema, optionalPhoneSchema, optionalCitySchema, optionalOpeningHoursSchema } from './field-schemas.ts';

export const DELIVERY_OPTIONS = ['delivery', 'pickup', 'shipping'] as const;
export const DELIVERY_AREAS = [...governorates, 'all'] as const;
export const CONTACT_METHODS = ['whatsapp', 'phone', 'instagram'] as const;
export const STORE_NAME_MIN = 2;
export const MAX_PRODUCT_PHOTOS = 5;
export const DEFAULT_STOCK = 1;

/** Photos are kept as the object paths the upload flow answers (api/lib/photo-store.ts). */
export const OBJECT_PATH_PATTERN = /^\/objects\/uploads\/[0-9a-f-]{36}$/;

/**
 * The handmade-textile category's option lists (docs/product.md), stored as the product's
 * `attributes`. A category counts as the textile one by its slug (the demo data's 'sewing').
 */
export const TEXTILE_OPTIONS = {
  item: ['thobe', 'shawl', 'pillow-cover', 'wall-art', 'other'],
  technique: ['cross-stitch', 'tatreez'],
  material: ['cotton', 'linen', 'silk'],
  size: ['small', 'medium', 'large', 'extra-large'],
  color: ['red', 'blue', 'green', 'black', 'white', 'multicolor'],
} as const;
export type TextileAttribute = keyof typeof TEXTILE_OPTIONS;
export const TEXTILE_CATEGORY_SLUGS = ['sewing', 'textiles', 'handmade-textiles', 'embroidery', 'tatreez'] as const;
export const isTextileCategory = (slug: string | null | undefined) =>
  !!slug && (TEXTILE_CATEGORY_SLUGS as readonly string[]).includes(slug.toLowerCase());

// ---------- building blocks ----------

/** A required text: missing counts as empty, so the field's own message is reported. */
const requiredString = (message: string) => v.optional(v.string(message), '');

const storeName = (message: 'nameEnMin' | 'nameArMin') =>
  v.pipe(requiredString(message), v.trim(), v.minLength(STORE_NAME_MIN, message), v.maxLength(120, 'tooLong'));

/** A list of allowed values; repeats are dropped. */
const choiceList = <const T extends readonly string[]>(options: T) =>
  v.optional(
    v.pipe(
      v.array(v.picklist(options, 'invalidChoice'), 'invalidChoice'),
      v.maxLength(options.length * 2, 'invalidChoice'),
      v.transform((list) => [...new Set(list)]),
    ),
    [],
  );

/** An optional single choice where '' or null means "none". */
const optionalChoice = <const T extends readonly string[]>(options: T) =>
  v.optional(
    v.pipe(
      v.nullable(v.string('invalidChoice')),
      v.transform((s) => s || undefined),
      v.optional(v.picklist(options, 'invalidChoice')),
    ),
  );

const optionalId = v.optional(
  v.pipe(v.nullable(v.string()), v.transform((s) => s?.trim() || undefined), v.optional(v.pipe(v.string(), v.maxLength(64, 'invalidInput')))),
);

const photoPath = v.pipe(v.string('invalidPhoto'), v.regex(OBJECT_PATH_PATTERN, 'invalidPhoto'));

/** A logo is an uploaded photo or a web address. */
const optionalLogo = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => s?.trim() || undefined),
    v.optional(v.union([photoPath, v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/i, 'invalidUrl'), v.maxLength(500, 'tooLong'))], 'invalidUrl')),
  ),
);

/** A whole number from 0, sent as a number or digits; missing means the default. */
const wholeNumber = (fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()], 'invalidWholeNumber'),
      v.transform((x) => (typeof x === 'number' ? x : x.trim() === '' ? fallback : Number(normaliseNumberInput(x)))),
      v.number('invalidWholeNumber'),
      v.integer('invalidWholeNumber'),
      v.minValue(0, 'invalidWholeNumber'),
      v.maxValue(1_000_000, 'invalidWholeNumber'),
    ),
    fallback,
  );

/** Featured product: both name and price, or neither (blank fields count as neither). */
const featuredProduct = v.optional(
  v.pipe(
    v.nullable(v.object({ name: v.optional(v.nullable(v.string())), price: v.optional(v.nullable(v.union([v.string(), v.number()]))) }, 'featuredProductIncomplete')),
    v.transform((f) => (f && (f.name?.trim() || String(f.price ?? '').trim()) ? f : null)),
    v.nullable(
      v.object({
        name: v.pipe(v.string('featuredProductIncomplete'), v.trim(), v.nonEmpty('featuredProductIncomplete'), v.maxLength(120, 'tooLong')),
        price: v.pipe(v.union([v.string(), v.number()], 'featuredProductIncomplete'), v.check((p) => String(p).trim() !== '', 'featuredProductIncomplete'), moneySchema),
      }),
    ),
  ),
  null,
);

// ---------- store ----------

export const StoreFormSchema = v.object({
  nameEn: v.pipe(storeName('nameEnMin'), v.check(hasLatinLetters, 'nameEnLatin')),
  nameAr: storeName('nameArMin'),
  descriptionEn: optionalText(2000),
  descriptionAr: optionalText(2000),
  logoUrl: optionalLogo,
  categoryId: optionalId,
  governorate: v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s || undefined), v.optional(governorateSchema))),
  city: optionalCitySchema,
  instagramUrl: optionalSocialUrl('instagram'),
  facebookUrl: optionalSocialUrl('facebook'),
  otherPagesUrl: optionalSocialUrl('other'),
  phoneNumber: optionalPhoneSchema,
  whatsappNumber: optionalPhoneSchema,
  cliqNumber: optionalCliqSchema,
  /** the store's address (/{slug}); chosen when the store is created, suggested from the names when left out */
  slug: optionalSlugSchema,
  /** hours as typed before they were structured: kept and shown until `openingHours` replaces them */
  operatingHours: optionalText(200),
  openingHours: optionalOpeningHoursSchema,
  specialServices: optionalText(1000),
  deliveryOptions: choiceList(DELIVERY_OPTIONS),
  deliveryAreas: choiceList(DELIVERY_AREAS),
  preferredContactMethods: choiceList(CONTACT_METHODS),
  featuredProduct,
}, 'invalidInput');
export type StoreFormInput = v.InferInput<typeof StoreFormSchema>;
export type StoreFormOutput = v.InferOutput<typeof StoreFormSchema>;

/** Edit: the same fields; the owner or an admin may also open or close the store. */
export const StoreUpdateSchema = v.object({ ...StoreFormSchema.entries, isActive: v.optional(v.boolean('invalidInput')) }, 'invalidInput');
export type StoreUpdateOutput = v.InferOutput<typeof StoreUpdateSchema>;

// ---------- product ----------

const textileAttributes = v.optional(
  v.strictObject(
    Object.fromEntries(Object.entries(TEXTILE_OPTIONS).map(([key, options]) => [key, optionalChoice(options)])) as {
      [K in TextileAttribute]: ReturnType<typeof optionalChoice<(typeof TEXTILE_OPTIONS)[K]>>;
    },
    'invalidChoice',
  ),
  {},
);

const productEntries = {
  storeId: v.pipe(requiredString('storeRequired'), v.trim(), v.nonEmpty('storeRequired'), v.maxLength(64, 'storeRequired')),
  categoryId: v.pipe(requiredString('categoryRequired'), v.trim(), v.nonEmpty('categoryRequired'), v.maxLength(64, 'categoryRequired')),
  nameEn: v.pipe(requiredString('required'), v.trim(), v.nonEmpty('required'), v.maxLength(200, 'tooLong')),
  nameAr: v.pipe(requiredString('required'), v.trim(), v.nonEmpty('required'), v.maxLength(200, 'tooLong')),
  descriptionEn: optionalText(5000),
  descriptionAr: optionalText(5000),
  // Blank is 0, "no price yet": a draft may have none; publishing needs a price above 0 (activePriceIssue).
  price: v.optional(v.pipe(v.union([v.string(), v.number()], 'invalidMoney'), v.transform((x) => (typeof x === 'string' && x.trim() === '' ? 0 : x)), moneySchema), ''),
  originalPrice: optionalMoneySchema,
  currency: v.optional(v.picklist(['JOD', 'USD'], 'invalidChoice'), 'JOD'),
  stock: wholeNumber(DEFAULT_STOCK),
  images: v.optional(
    v.pipe(v.array(photoPath, 'invalidPhoto'), v.maxLength(MAX_PRODUCT_PHOTOS, 'tooManyPhotos'), v.transform((list) => [...new Set(list)])),
    [],
  ),
  attributes: textileAttributes,
};

/** POST /api/products (published) and POST /api/listing-drafts (draft): the status comes from the route. */
export const ProductFormSchema = v.pipe(
  v.object(productEntries, 'invalidInput'),
  v.forward(v.partialCheck([['price'], ['originalPrice']], (p) => p.originalPrice == null || p.originalPrice > p.price, 'originalPriceNotAbove'), ['originalPrice']),
);
export type ProductFormInput = v.InferInput<typeof ProductFormSchema>;
export type ProductFormOutput = v.InferOutput<typeof ProductFormSchema>;

/** PUT /api/products/{id}: the same fields, and the status to keep or change (publish or back to draft). */
export const ProductUpdateSchema = v.pipe(
  v.object({ ...productEntries, status: v.optional(v.picklist(['active', 'draft'], 'invalidChoice')) }, 'invalidInput'),
  v.forward(v.partialCheck([['price'], ['originalPrice']], (p) => p.originalPrice == null || p.originalPrice > p.price, 'originalPriceNotAbove'), ['originalPrice']),
);
export type ProductUpdateOutput = v.InferOutput<typeof ProductUpdateSchema>;

/** An active product needs a price above 0 (drafts may have none): the field issue, or null when fine. */
export function activePriceIssue(input: { price: number }, status: 'active' | 'draft' | string) {
  return status === 'active' && !(input.price > 0) ? { path: 'price', code: 'priceRequired' as const } : null;
}

// ---------- answers ----------

/**
 * A seller's figures over her own stores. `totalOrders` counts every order not cancelled (the same rule as
 * each store's count); `needsAction` the pending and confirmed ones, which wait for her.
 */
export type SellerStatsDto = { role: 'seller'; totalProducts: number; totalOrders: number; needsAction: number };

/** GET /api/orders/seller-summary: what the app polls while open; unchanged answers are a 304. */
export type SellerOrdersSummaryDto = {
  needsAction: number;
  totalOrders: number;
  /** the newest order, so the app can say which one arrived */
  latest: { id: string; reference: string; createdAt: string } | null;
};

/** The statuses that wait for the seller. */
export const NEEDS_ACTION_STATUSES = ['pending', 'confirmed'] as const;
export type AdminStatsDto = {
  role: 'admin';
  totalUsers: number;
  activeUsers: number;
  totalStores: number;
  activeStores: number;
  totalProducts: number;
  totalOrders: number;
  /** decimal text, from delivered orders */
  totalRevenue: string;
  /** average review rating, one decimal; 0 without reviews */
  averageRating: number;
};
export type DashboardStatsDto = SellerStatsDto | AdminStatsDto;
