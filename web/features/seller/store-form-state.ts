import type { StoreDto } from '#api/contract/catalogue.ts';
import type { WeekDay } from '#api/contract/store-place.ts';
import { CONTACT_METHODS, DELIVERY_AREAS, DELIVERY_OPTIONS } from '#api/contract/seller.ts';
import { hasLatinLetters, suggestSlug, transliterateArabic } from '#api/contract/store-address.ts';

/** What the store form holds: every field as typed (text), the lists as arrays. */
export type StoreFormState = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  logoUrl: string;
  categoryId: string;
  governorate: string;
  city: string;
  instagramUrl: string;
  facebookUrl: string;
  otherPagesUrl: string;
  phoneNumber: string;
  whatsappNumber: string;
  cliqNumber: string;
  /** hours typed before they were structured: sent back unchanged until days and times replace them */
  operatingHours: string;
  hoursDays: WeekDay[];
  hoursOpens: string;
  hoursCloses: string;
  specialServices: string;
  deliveryOptions: (typeof DELIVERY_OPTIONS)[number][];
  deliveryAreas: (typeof DELIVERY_AREAS)[number][];
  preferredContactMethods: (typeof CONTACT_METHODS)[number][];
  featuredName: string;
  featuredPrice: string;
  isActive: boolean;
  /** the store's address; on a new store it follows the names until the seller edits it */
  slug: string;
  slugEdited: boolean;
};

export type TextField = { [K in keyof StoreFormState]: StoreFormState[K] extends string ? K : never }[keyof StoreFormState];

export const emptyStoreForm: StoreFormState = {
  nameEn: '', nameAr: '', descriptionEn: '', descriptionAr: '', logoUrl: '', categoryId: '', governorate: '', city: '',
  instagramUrl: '', facebookUrl: '', otherPagesUrl: '', phoneNumber: '', whatsappNumber: '', cliqNumber: '',
  operatingHours: '', hoursDays: [], hoursOpens: '', hoursCloses: '', specialServices: '', deliveryOptions: [], deliveryAreas: [], preferredContactMethods: [],
  featuredName: '', featuredPrice: '', isActive: true, slug: '', slugEdited: false,
};

/** The saved choices the form offers as boxes (one it no longer offers could be neither seen nor unticked). */
const offered = <T extends string>(options: readonly T[], saved: readonly string[]) => options.filter((option) => saved.includes(option));

/** A loaded store as form values (edit). */
export function storeToForm(store: StoreDto): StoreFormState {
  const text = (value: string | null) => value ?? '';
  return {
    nameEn: store.nameEn, nameAr: store.nameAr, descriptionEn: text(store.descriptionEn), descriptionAr: text(store.descriptionAr),
    logoUrl: text(store.logoUrl), categoryId: text(store.categoryId), governorate: text(store.governorate), city: text(store.city),
    instagramUrl: text(store.instagramUrl), facebookUrl: text(store.facebookUrl), otherPagesUrl: text(store.otherPagesUrl),
    phoneNumber: text(store.phoneNumber), whatsappNumber: text(store.whatsappNumber), cliqNumber: text(store.cliqNumber),
    operatingHours: text(store.operatingHours), hoursDays: store.openingHours?.days ?? [],
    hoursOpens: store.openingHours?.opens ?? '', hoursCloses: store.openingHours?.closes ?? '', specialServices: text(store.specialServices),
    deliveryOptions: offered(DELIVERY_OPTIONS, store.deliveryOptions), deliveryAreas: offered(DELIVERY_AREAS, store.deliveryAreas),
    preferredContactMethods: offered(CONTACT_METHODS, store.preferredContactMethods),
    featuredName: store.featuredProduct?.name ?? '', featuredPrice: store.featuredProduct?.price ?? '', isActive: store.isOpen,
    slug: store.slug, slugEdited: true,
  };
}

/** The request body (StoreFormSchema / StoreUpdateSchema input). */
export function formToPayload(form: StoreFormState, mode: 'create' | 'edit') {
  const { featuredName, featuredPrice, isActive, slug, slugEdited: _edited, hoursDays, hoursOpens, hoursCloses, ...fields } = form;
  const featuredProduct = featuredName.trim() || featuredPrice.trim() ? { name: featuredName, price: featuredPrice } : null;
  // Any part of the hours sends them all, so a missing part is reported under its own field.
  const openingHours = hoursDays.length || hoursOpens || hoursCloses ? { days: hoursDays, opens: hoursOpens, closes: hoursCloses } : null;
  // The address is chosen once, when the store is created (links to it keep working after a rename).
  return { ...fields, featuredProduct, openingHours, ...(mode === 'edit' ? { isActive } : { slug }) };
}

/** Applies a typed change; a new store's address follows its names until the seller edits it herself. */
export function withChange<K extends keyof StoreFormState>(form: StoreFormState, field: K, value: StoreFormState[K]): StoreFormState {
  const next = { ...form, [field]: value };
  if (field === 'slug') return { ...next, slugEdited: true };
  if (!next.slugEdited && (field === 'nameEn' || field === 'nameAr')) next.slug = suggestSlug(next.nameEn, next.nameAr);
  return next;
}

/** The English name to suggest to a seller who typed only the Arabic one (spelled in Latin letters). */
export function suggestedEnglishName(form: Pick<StoreFormState, 'nameEn' | 'nameAr'>): string | null {
  if (hasLatinLetters(form.nameEn) || !form.nameAr.trim()) return null;
  return transliterateArabic(form.nameAr) || null;
}
