// The catalogue's requests as valibot schemas: the list queries' filters, sorts and pages, what a product or
// store answer includes, and a review. The API validates with them; the app's lists build the same queries.
// Apart from catalogue.ts (answer shapes and constants), which a buyer's first page imports: there they would
// bring valibot into that page's code (docs/decisions/022, "Web, twenty-fourth round").
import * as v from 'valibot';
import { governorates } from './common.ts';
import { parseMoney } from './money.ts';
import { queryInt } from './field-schemas.ts';
import { MAX_PAGE_SIZE, PRODUCTS_PAGE_SIZE, productSortFields, REVIEW_COMMENT_MAX, sortOrders, STORES_PAGE_SIZE, storeSortFields } from './catalogue.ts';

const MAX_OFFSET = 1_000_000;

const queryText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'tooLong'), v.transform((s) => s || undefined)));

const queryMoney = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => parseMoney(s)),
    v.number('invalidMoney'),
  ),
);

const queryRating = v.optional(
  v.pipe(v.string(), v.regex(/^\d(\.\d{1,2})?$/, 'invalidNumber'), v.toNumber(), v.minValue(0, 'invalidNumber'), v.maxValue(5, 'invalidNumber')),
);

export const ProductListQuerySchema = v.pipe(
  v.object({
    search: queryText(200),
    categoryId: queryText(100),
    storeId: queryText(64),
    minPrice: queryMoney,
    maxPrice: queryMoney,
    isOnSale: v.optional(v.picklist(['true', 'false'], 'invalidInput')),
    sortBy: v.optional(v.picklist(productSortFields, 'invalidInput')),
    sortOrder: v.optional(v.picklist(sortOrders, 'invalidInput')),
    limit: queryInt(1, MAX_PAGE_SIZE, PRODUCTS_PAGE_SIZE),
    offset: queryInt(0, MAX_OFFSET, 0),
  }),
  v.forward(
    v.check((q) => q.minPrice == null || q.maxPrice == null || q.minPrice <= q.maxPrice, 'invalidInput'),
    ['maxPrice'],
  ),
);
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;

export const StoreListQuerySchema = v.object({
  search: queryText(200),
  categoryId: queryText(100),
  city: queryText(100),
  governorate: v.optional(v.picklist(governorates, 'invalidGovernorate')),
  minRating: queryRating,
  minOrders: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'invalidWholeNumber'), v.toNumber(), v.maxValue(1_000_000_000))),
  sortBy: v.optional(v.picklist(storeSortFields, 'invalidInput')),
  sortOrder: v.optional(v.picklist(sortOrders, 'invalidInput')),
  limit: queryInt(1, MAX_PAGE_SIZE, STORES_PAGE_SIZE),
  offset: queryInt(0, MAX_OFFSET, 0),
});
export type StoreListQuery = v.InferOutput<typeof StoreListQuerySchema>;

export const ProductIncludeSchema = v.object({ include: v.optional(v.picklist(['storeSeller'], 'invalidInput')) });
export const StoreIncludeSchema = v.object({ include: v.optional(v.picklist(['seller'], 'invalidInput')) });

/** POST /api/products/{id}/reviews: a rating 1–5 and a comment in the writer's language (at least one). */
export const ReviewInputSchema = v.pipe(
  v.object({
    rating: v.pipe(v.number('invalidNumber'), v.integer('invalidWholeNumber'), v.minValue(1, 'invalidNumber'), v.maxValue(5, 'invalidNumber')),
    commentAr: v.optional(v.nullable(v.pipe(v.string('required'), v.trim(), v.maxLength(REVIEW_COMMENT_MAX, 'tooLong')))),
    commentEn: v.optional(v.nullable(v.pipe(v.string('required'), v.trim(), v.maxLength(REVIEW_COMMENT_MAX, 'tooLong')))),
  }),
  v.forward(v.check((r) => Boolean(r.commentAr || r.commentEn), 'required'), ['commentAr']),
);
export type ReviewInput = v.InferOutput<typeof ReviewInputSchema>;
