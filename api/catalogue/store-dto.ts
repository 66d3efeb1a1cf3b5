import type { stores } from '#api/db/tables.ts';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { centsToText } from '#api/contract/money.ts';

export type StoreRow = typeof stores.$inferSelect;

/** The one mapping from a store row to its public shape. */
export function toStoreDto(row: StoreRow, extra: Pick<StoreDto, 'productCount' | 'seller'> = {}): StoreDto {
  return {
    id: row.id,
    slug: row.slug,
    sellerId: row.sellerId,
    categoryId: row.categoryId,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    rating: Math.round(row.rating * 10) / 10,
    totalOrders: row.totalOrders,
    isActive: row.isActive,
    isOpen: row.isOpen,
    isSuspended: row.isSuspended,
    governorate: row.governorate,
    city: row.city,
    sellerCity: row.city,
    sellerGovernorate: row.governorate,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    cliqNumber: row.cliqNumber,
    instagramUrl: row.instagramUrl,
    facebookUrl: row.facebookUrl,
    otherPagesUrl: row.otherPagesUrl,
    operatingHours: row.operatingHours,
    openingHours: row.openingHours,
    specialServices: row.specialServices,
    deliveryOptions: row.deliveryOptions,
    deliveryAreas: row.deliveryAreas,
    preferredContactMethods: row.preferredContactMethods,
    featuredProduct:
      row.featuredProductName && row.featuredProductPriceCents != null
        ? { name: row.featuredProductName, price: centsToText(row.featuredProductPriceCents) }
        : null,
    createdAt: row.createdAt,
    ...extra,
  };
}
