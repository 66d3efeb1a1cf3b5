import type { Governorate } from '#api/contract/common.ts';
import type { CityKey, OpeningHours } from '#api/contract/store-place.ts';
import type { ArtKind } from './art.ts';

/** A demo product as written in the data tables; prices in dinars (the writer converts to cents). */
export type ProductSeed = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: number;
  /** the price before the sale: makes the product on sale */
  was?: number;
  art: ArtKind;
  /** category slug when it is not the store's own */
  category?: string;
  /** a fixed stock (otherwise 6 to 40) */
  stock?: number;
  /** many reviews (more than 50: HOT DEAL) */
  hot?: boolean;
  draft?: boolean;
  attributes?: Record<string, string>;
};

export type StoreSeed = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** category slug of the store's primary category */
  category: string;
  /** key into sellers (accounts.data.ts) */
  owner: string;
  governorate: Governorate;
  city: CityKey;
  /** written as people type them; the writer normalises them */
  phone: string;
  whatsapp?: string;
  cliq?: string;
  instagram?: string;
  facebook?: string;
  hours: OpeningHours;
  services?: string;
  delivery: ('delivery' | 'pickup' | 'shipping')[];
  areas: (Governorate | 'all')[];
  contact: ('whatsapp' | 'phone' | 'instagram')[];
  featured?: { name: string; price: number };
  /** logo and banner colours */
  colors: [string, string];
  isActive?: boolean;
  products: ProductSeed[];
};

/** Short form for the product tables: names, price, picture, descriptions, extras. */
export function product(
  nameEn: string,
  nameAr: string,
  price: number,
  art: ArtKind,
  descriptionEn: string,
  descriptionAr: string,
  extra: Partial<ProductSeed> = {},
): ProductSeed {
  return { nameEn, nameAr, price, art, descriptionEn, descriptionAr, ...extra };
}
