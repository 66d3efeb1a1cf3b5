import type { products } from '#api/db/tables.ts';
import type { ProductDto, SellerContactDto, StoreSummaryDto } from '#api/contract/catalogue.ts';
import { centsToText } from '#api/contract/money.ts';

export type ProductRow = typeof products.$inferSelect;

/** The one mapping from a product row to its public shape (lists, pages, cart, wishlist, seller). */
export function toProductDto(
  row: ProductRow,
  extra: { images?: string[]; store?: StoreSummaryDto; seller?: SellerContactDto } = {},
): ProductDto {
  const onSale = row.originalPriceCents != null && row.originalPriceCents > row.priceCents;
  const savedCents = onSale ? row.originalPriceCents! - row.priceCents : 0;
  return {
    id: row.id,
    storeId: row.storeId,
    categoryId: row.categoryId,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    price: centsToText(row.priceCents),
    originalPrice: row.originalPriceCents == null ? null : centsToText(row.originalPriceCents),
    currency: row.currency,
    images: extra.images ?? (row.imageUrl ? [row.imageUrl] : []),
    imageUrl: row.imageUrl,
    stock: row.stock,
    soldCount: row.soldCount,
    rating: Math.round(row.rating * 10) / 10,
    totalReviews: row.totalReviews,
    status: row.status,
    attributes: row.attributes,
    isOnSale: onSale,
    salePercentage: onSale ? Math.round((savedCents / row.originalPriceCents!) * 100) : 0,
    discount: centsToText(savedCents),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...(extra.store ? { store: extra.store } : {}),
    ...(extra.seller ? { seller: extra.seller } : {}),
  };
}
