import type { ProductDto } from './catalogue.ts';

// Cart and wishlist: answer shapes and the shipping rule shared by the API, the cart page and the
// checkout summary (so both pages show the same totals as the server records); the requests' schemas
// are in cart-requests.ts.

/** Upper bound of a single quantity; anything larger is bad input (400), not an out-of-stock 409. */
export const MAX_QUANTITY = 9999;
export const LOW_STOCK_UNDER = 5;
export const SHIPPING_CENTS = 500;
export const FREE_SHIPPING_FROM_CENTS = 5000;

/** One cart line, enriched with its product so the cart page needs a single call. */
export type CartLineDto = {
  id: string;
  productId: string;
  quantity: number;
  /** false when the product was withdrawn (draft, deleted, store closed): it cannot be checked out */
  available: boolean;
  product: ProductDto;
};

export type WishlistEntryDto = {
  id: string;
  productId: string;
  createdAt: string;
  product: ProductDto;
};

/** Shipping is 5 JOD, free from a 50 JOD subtotal (docs/product.md), on the whole cart. */
export function shippingCentsFor(subtotalCents: number): number {
  return subtotalCents === 0 || subtotalCents >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
}

export type CartTotals = { subtotalCents: number; shippingCents: number; totalCents: number; missingForFreeShippingCents: number };

/** Totals of priced lines (price in cents). */
export function cartTotals(lines: { priceCents: number; quantity: number }[]): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shippingCents = shippingCentsFor(subtotalCents);
  return {
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    missingForFreeShippingCents: Math.max(0, FREE_SHIPPING_FROM_CENTS - subtotalCents),
  };
}
