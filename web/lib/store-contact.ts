import { whatsappDigits } from '#api/contract/phone.ts';
import type { StoreDto } from '#api/contract/catalogue.ts';

type StoreContact = Pick<StoreDto, 'phoneNumber' | 'whatsappNumber'>;

/**
 * The specification (docs/product.md) dials a placeholder number when a store lists none.
 * We keep that, but with an obviously empty number, and callers say that none is listed.
 */
export const PLACEHOLDER_PHONE = '+962790000000';

export const hasListedPhone = (store: StoreContact) => !!(store.phoneNumber || store.whatsappNumber);

/** The number Call Now dials: the store's phone, else its WhatsApp number, else the placeholder. */
export const storePhone = (store: StoreContact) => store.phoneNumber || store.whatsappNumber || PLACEHOLDER_PHONE;

export const callHref = (store: StoreContact) => `tel:${storePhone(store).replace(/[^\d+]/g, '')}`;

/** wa.me wants the digits only: the WhatsApp number, else the phone, else the placeholder. */
export const whatsappHref = (store: StoreContact) =>
  `https://wa.me/${whatsappDigits(store.whatsappNumber || store.phoneNumber || PLACEHOLDER_PHONE)}`;

/** The public store page: /stores/{slug}, or the id when a store has no slug. */
export const storePagePath = (store: Pick<StoreDto, 'slug' | 'id'>) => `/stores/${encodeURIComponent(store.slug || store.id)}` as const;
