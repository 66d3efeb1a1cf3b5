import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import type { UserDto } from '#api/contract/auth.ts';
import { CheckoutSchema, type CheckoutInput, type PaymentMethod } from '#api/contract/orders.ts';
import { isGovernorate } from '#web/lib/governorates.ts';
import { messageForCode } from '#web/lib/error-messages.ts';

export type CheckoutFormValues = {
  governorate: string;
  city: string;
  street: string;
  details: string;
  phone: string;
  paymentMethod: PaymentMethod;
  cliqReference: string;
};

/** Starts from the buyer's profile address, so most people only confirm it. */
export function initialValues(user: UserDto | null): CheckoutFormValues {
  return {
    governorate: isGovernorate(user?.governorate) ? user.governorate : '',
    city: user?.city ?? '',
    street: user?.address ?? '',
    details: '',
    phone: user?.phoneNumber ?? '',
    paymentMethod: 'cod',
    cliqReference: '',
  };
}

export function toCheckoutInput(values: CheckoutFormValues): CheckoutInput {
  return {
    address: { governorate: values.governorate as CheckoutInput['address']['governorate'], city: values.city, street: values.street, details: values.details, phone: values.phone },
    paymentMethod: values.paymentMethod,
    cliqReference: values.paymentMethod === 'cliq' ? values.cliqReference : undefined,
  };
}

/** The same schema as the server, so the form says what the server would say, before sending. */
export function validateCheckout(i18n: I18n, values: CheckoutFormValues): Record<string, string> {
  const result = v.safeParse(CheckoutSchema, toCheckoutInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= messageForCode(i18n, issue.message) ?? issue.message;
  }
  return errors;
}
