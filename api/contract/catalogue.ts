import type { OpeningHours } from './store-place.ts';

// Response shapes of the catalogue, shared by the API and the app. Money is decimal text. The requests'
// schemas are in catalogue-requests.ts.

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
export const productSortFields = ['createdAt', 'price', 'rating', 'sales', 'name'] as const;
export type ProductSortField = (typeof productSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const storeSortFields = ['name', 'rating', 'orders', 'newest'] as const;
export type StoreSortField = (typeof storeSortFields)[number];

export const REVIEW_COMMENT_MAX = 2000;

export type ProductListDto = { products: ProductDto[]; total: number };
export type StoreListDto = { stores: StoreDto[]; total: number };
