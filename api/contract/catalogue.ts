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
  isActive: boolean;
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
  operatingHours: string | null;
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
