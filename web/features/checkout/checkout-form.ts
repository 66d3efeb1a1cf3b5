import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import type { UserDto } from '#api/contract/auth.ts';
import { CheckoutSchema, type CheckoutInput, type PaymentMethod } from '#api/contract/orders.ts';
import { cityKeyOf, cityName } from '#api/contract/store-place.ts';
import type { Language } from '#web/lib/i18n.tsx';
import { isGovernorate } from '#web/lib/governorates.ts';
import { fieldMessages } from '#web/lib/form-issues.ts';

export type CheckoutFormValues = {
  governorate: string;
  city: string;
  street: string;
  details: string;
  phone: string;
  paymentMethod: PaymentMethod;
  cliqReference: string;
  /** one transfer reference per store, when the cart spans stores (store id → reference) */
  cliqReferences: Record<string, string>;
};

/**
 * Starts from the buyer's profile address, so most people only confirm it; a city on the list is written in
 * the page's language (an Arabic page is not prefilled with "Amman").
 */
export function initialValues(user: UserDto | null, language: Language): CheckoutFormValues {
  return {
    governorate: isGovernorate(user?.governorate) ? user.governorate : '',
    city: cityName(cityKeyOf(user?.city) ?? user?.city, language),
    street: user?.address ?? '',
    details: '',
    phone: user?.phoneNumber ?? '',
    paymentMethod: 'cod',
    cliqReference: '',
    cliqReferences: {},
  };
}

/** The request body; a cart from several stores sends one CliQ reference per store (`storeIds`). */
export function toCheckoutInput(values: CheckoutFormValues, storeIds: string[]): CheckoutInput {
  const cliq = values.paymentMethod === 'cliq';
  const perStore = cliq && storeIds.length > 1;
  return {
    address: { governorate: values.governorate as CheckoutInput['address']['governorate'], city: values.city, street: values.street, details: values.details, phone: values.phone },
    paymentMethod: values.paymentMethod,
    cliqReference: cliq && !perStore ? values.cliqReference : undefined,
    ...(perStore ? { cliqReferences: Object.fromEntries(storeIds.map((id) => [id, values.cliqReferences[id] ?? ''])) } : {}),
  };
}

/** The same schema as the server, so the form says what the server would say, before sending. */
export function validateCheckout(i18n: I18n, values: CheckoutFormValues, storeIds: string[]): Record<string, string> {
  const result = v.safeParse(CheckoutSchema, toCheckoutInput(values, storeIds));
  return result.success ? {} : fieldMessages(i18n, result.issues);
}
