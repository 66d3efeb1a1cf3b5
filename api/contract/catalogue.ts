import * as v from 'valibot';
import { governorates, queryInt } from './common.ts';
import { parseMoney } from './money.ts';
import type { OpeningHours } from './store-place.ts';

// Response shapes of the catalogue, shared by the API and the app. Money is decimal text.

export type CategoryDto = {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  iconClass: string | null;
  sortOrder: number;
};

export type StoreSummaryDto = { id: string; slug: string; nameEn: string; nameAr: string };

export type SellerContactDto = {
  instagramUrl: string | null;
  facebookUrl: string | null;
  otherPagesUrl: string | null;
  whatsappNumber: string | null;
  phoneNumber: string | null;
  cliqNumber: string | null;
};

export type ProductDto = {
  id: string;
  storeId: string;
  categoryId: string | null;
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  price: string;
  originalPrice: string | null;
  currency: 'JOD' | 'USD';
  images: string[];
  imageUrl: string | null;
  stock: number;
  soldCount: number;
  rating: number;
  totalReviews: number;
  status: 'active' | 'draft';
  attributes: Record<string, string>;
  isOnSale: boolean;
  /** whole percent saved when on sale, else 0 */
  salePercentage: number;
  /** amount saved per unit when on sale, decimal text, else "0.00" */
  discount: string;
  createdAt: string;
  updatedAt: string;
  store?: StoreSummaryDto;
  seller?: SellerContactDto;
};

export type StoreDto = {
  id: string;
  slug: string;
  sellerId: string;
  categoryId: string | null;
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  rating: number;
  totalOrders: number;
  productCount?: number;
  /** the owner's list only: orders waiting for her (pending, confirmed) */
  needsActionOrders?: number;
  /** Public: open, not suspended, and its seller's account active. */
  isActive: boolean;
  /** The seller's own open/closed switch. */
  isOpen: boolean;
  /** Hidden by the marketplace team; only an admin lifts it. */
  isSuspended: boolean;
  governorate: string | null;
  city: string | null;
  sellerCity: string | null;
  sellerGovernorate: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  cliqNumber: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  otherPagesUrl: string | null;
  /** hours as typed before structured hours existed; null once `openingHours` is set */
  operatingHours: string | null;
  openingHours: OpeningHours | null;
  specialServices: string | null;
  deliveryOptions: string[];
  deliveryAreas: string[];
  preferredContactMethods: string[];
  featuredProduct: { name: string; price: string } | null;
  createdAt: string;
  seller?: { id: string; firstName: string; lastName: string };
};

export type ReviewDto = {
  id: string;
  productId: string;
  rating: number;
  commentAr: string | null;
  commentEn: string | null;
  createdAt: string;
  isVerifiedPurchase: boolean;
  user: { firstName: string; lastName: string; profileImageUrl: string | null };
};

// ---- List queries (GET /api/products, GET /api/stores) and reviews -------------------------------
// Query values arrive as text. Anything out of bounds is a 400 naming the field.


/** Most rows one list call may ask for, and the default page sizes of the app. */
export const MAX_PAGE_SIZE = 100;
export const PRODUCTS_PAGE_SIZE = 20;
export const STORES_PAGE_SIZE = 12;
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

export const productSortFields = ['createdAt', 'price', 'rating', 'sales', 'name'] as const;
export type ProductSortField = (typeof productSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

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

export const storeSortFields = ['name', 'rating', 'orders', 'newest'] as const;
export type StoreSortField = (typeof storeSortFields)[number];

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

export const REVIEW_COMMENT_MAX = 2000;

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

export type ProductListDto = { products: ProductDto[]; total: number };
export type StoreListDto = { stores: StoreDto[]; total: number };
