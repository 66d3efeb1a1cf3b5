import * as v from 'valibot';
import { toAsciiDigits } from './common.ts';
import type { StoreSummaryDto } from './catalogue.ts';
import { governorateSchema, idSchema, optionalText, requiredText, phoneSchema } from './field-schemas.ts';

// Checkout and orders: request schemas, answer shapes and the status rules (docs/product.md#orders,
// docs/decisions/004). Money is decimal text; ids are UUIDs; times ISO 8601.

export const orderStatuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['cod', 'cliq'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The only status changes there are; anything else is a 409. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export type OrderActor = 'buyer' | 'seller';

/**
 * The changes this actor may make from `status`: the store's seller (or an admin) moves an order on
 * or cancels it; the buyer may only cancel while it is pending.
 */
export function allowedTransitions(status: OrderStatus, actor: OrderActor): OrderStatus[] {
  const next = orderTransitions[status];
  if (actor === 'seller') return [...next];
  return status === 'pending' ? ['cancelled'] : [];
}

export const AddressSchema = v.object({
  governorate: governorateSchema,
  city: requiredText(1, 80),
  street: requiredText(1, 200),
  details: optionalText(500),
  phone: phoneSchema,
});
export type AddressInput = v.InferInput<typeof AddressSchema>;

/** A CliQ transfer reference as typed: trimmed, digits in any script made ASCII, at most 100 characters. */
export const cliqReferenceSchema = v.pipe(optionalText(100), v.transform((s) => (s ? toAsciiDigits(s) : undefined)));

export const CheckoutSchema = v.pipe(
  v.object({
    address: AddressSchema,
    paymentMethod: v.picklist(paymentMethods, 'Please choose a payment method'),
    /** one reference for every store's order (a cart from one store) */
    cliqReference: cliqReferenceSchema,
    /** one reference per store, by store id; a missing one can be added later from the order page */
    cliqReferences: v.optional(v.record(idSchema, cliqReferenceSchema, 'invalidInput'), {}),
  }),
  v.forward(
    v.check((input) => input.paymentMethod !== 'cliq' || !!input.cliqReference || Object.values(input.cliqReferences).some(Boolean), 'required'),
    ['cliqReference'],
  ),
);

/** PUT /api/orders/{id}/cliq-reference: the buyer adds or fixes her transfer reference while the order is pending. */
export const CliqReferenceUpdateSchema = v.object({
  cliqReference: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(100, 'tooLong'), v.transform(toAsciiDigits)),
});

/** An order list's search: an order reference as people type it (sb-٤٨٢١, 4821, SB 4821, #SB-4821). */
export function normaliseOrderReference(typed: string): string | null {
  const digits = /^\s*#?\s*(?:sb)?[\s-]*(\d{4,9})\s*$/i.exec(toAsciiDigits(typed));
  return digits ? `SB-${digits[1]}` : null;
}

/** `?reference=` of the seller's and the admin's order lists; something that is not a reference is a 400. */
export const orderReferenceQuery = v.optional(
  v.pipe(v.string(), v.maxLength(40, 'invalidOrderReference'), v.transform(normaliseOrderReference), v.string('invalidOrderReference')),
);
export type CheckoutInput = v.InferInput<typeof CheckoutSchema>;

export const OrderStatusUpdateSchema = v.object({ status: v.picklist(orderStatuses, 'invalidInput') });

export type OrderItemDto = {
  id: string;
  productId: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  /** unit price at the time of purchase */
  price: string;
  quantity: number;
  lineTotal: string;
};

/** The store as an order shows it: enough to contact the seller and pay by CliQ. */
export type OrderStoreDto = StoreSummaryDto & {
  whatsappNumber: string | null;
  phoneNumber: string | null;
  cliqNumber: string | null;
};

/** One store's part of a checkout. `totalAmount` is its lines' total (shipping is on the checkout). */
export type OrderDto = {
  id: string;
  checkoutId: string;
  storeId: string;
  buyerId: string;
  /** the one short human reference (SB-4821) shown to everyone */
  reference: string;
  status: OrderStatus;
  totalAmount: string;
  /** the buyer's CliQ transfer reference for this order (null until given, or when paying cash) */
  cliqReference: string | null;
  createdAt: string;
  updatedAt: string;
  store: OrderStoreDto;
  buyer: { id: string; firstName: string; lastName: string };
  items: OrderItemDto[];
};

export type DeliveryAddressDto = {
  governorate: string;
  city: string;
  street: string;
  details: string | null;
  phone: string;
};

export type CheckoutSummaryDto = {
  id: string;
  paymentMethod: PaymentMethod;
  cliqReference: string | null;
  address: DeliveryAddressDto;
  subtotalAmount: string;
  shippingAmount: string;
  totalAmount: string;
  createdAt: string;
};

export type OrderStatusEventDto = { status: OrderStatus; createdAt: string };

/** One order with everything its pages show; `allowedTransitions` are the caller's own next steps. */
export type OrderDetailDto = OrderDto & {
  checkout: CheckoutSummaryDto;
  buyer: { id: string; firstName: string; lastName: string; email: string; phoneNumber: string | null };
  events: OrderStatusEventDto[];
  allowedTransitions: OrderStatus[];
};

/** 201 answer of POST /api/orders, and of GET /api/orders/checkouts/{checkoutId}. */
export type CheckoutResultDto = {
  checkoutId: string;
  orders: OrderDto[];
  paymentMethod: PaymentMethod;
  subtotalAmount: string;
  shippingAmount: string;
  totalAmount: string;
  createdAt: string;
};

/** A cart line that could not be bought (409 of POST /api/orders, field `lines`). */
export type UnavailableLineDto = {
  cartItemId: string;
  productId: string;
  nameEn: string;
  nameAr: string;
  requested: number;
  /** units left; 0 when sold out or withdrawn */
  available: number;
};
