import type { StoreDto } from '#api/contract/catalogue.ts';

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
  operatingHours: string;
  specialServices: string;
  deliveryOptions: string[];
  deliveryAreas: string[];
  preferredContactMethods: string[];
  featuredName: string;
  featuredPrice: string;
  isActive: boolean;
};

export type TextField = { [K in keyof StoreFormState]: StoreFormState[K] extends string ? K : never }[keyof StoreFormState];

export const emptyStoreForm: StoreFormState = {
  nameEn: '', nameAr: '', descriptionEn: '', descriptionAr: '', logoUrl: '', categoryId: '', governorate: '', city: '',
  instagramUrl: '', facebookUrl: '', otherPagesUrl: '', phoneNumber: '', whatsappNumber: '', cliqNumber: '',
  operatingHours: '', specialServices: '', deliveryOptions: [], deliveryAreas: [], preferredContactMethods: [],
  featuredName: '', featuredPrice: '', isActive: true,
};

/** A loaded store as form values (edit). */
export function storeToForm(store: StoreDto): StoreFormState {
  const text = (value: string | null) => value ?? '';
  return {
    nameEn: store.nameEn, nameAr: store.nameAr, descriptionEn: text(store.descriptionEn), descriptionAr: text(store.descriptionAr),
    logoUrl: text(store.logoUrl), categoryId: text(store.categoryId), governorate: text(store.governorate), city: text(store.city),
    instagramUrl: text(store.instagramUrl), facebookUrl: text(store.facebookUrl), otherPagesUrl: text(store.otherPagesUrl),
    phoneNumber: text(store.phoneNumber), whatsappNumber: text(store.whatsappNumber), cliqNumber: text(store.cliqNumber),
    operatingHours: text(store.operatingHours), specialServices: text(store.specialServices),
    deliveryOptions: store.deliveryOptions, deliveryAreas: store.deliveryAreas, preferredContactMethods: store.preferredContactMethods,
    featuredName: store.featuredProduct?.name ?? '', featuredPrice: store.featuredProduct?.price ?? '', isActive: store.isOpen,
  };
}

/** The request body (StoreFormSchema / StoreUpdateSchema input). */
export function formToPayload(form: StoreFormState, mode: 'create' | 'edit') {
  const { featuredName, featuredPrice, isActive, ...fields } = form;
  const featuredProduct = featuredName.trim() || featuredPrice.trim() ? { name: featuredName, price: featuredPrice } : null;
  return { ...fields, featuredProduct, ...(mode === 'edit' ? { isActive } : {}) };
}
