import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { OrderDetailDto, OrderDto } from '#api/contract/orders.ts';
import { whatsappDigits } from '#api/contract/phone.ts';
import type { Language } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { orderReference } from './orders.ts';

/** The number to message: the store's WhatsApp number, else its phone; null when it lists neither. */
export const orderWhatsappNumber = (order: Pick<OrderDto, 'store'>) => order.store.whatsappNumber || order.store.phoneNumber || null;

/**
 * A wa.me link (digits only) with a message prefilled in the buyer's language: the order number,
 * its lines, the total and a link the seller can open (sellers can view their store's orders).
 */
export function orderWhatsappHref(i18n: I18n, language: Language, order: OrderDto, origin = globalThis.location?.origin ?? ''): string | null {
  const number = orderWhatsappNumber(order);
  if (!number) return null;
  const store = language === 'ar' ? order.store.nameAr || order.store.nameEn : order.store.nameEn || order.store.nameAr;
  const orderNumber = orderReference(order);
  const lines = order.items.map((item) => {
    const name = language === 'ar' ? item.nameAr || item.nameEn : item.nameEn || item.nameAr;
    return `- ${name} × ${formatNumber(item.quantity, language)}`;
  });
  const total = formatPrice(order.totalAmount, language);
  const text = [
    i18n._(msg`Hello ${store}, I just placed order #${orderNumber} on Souq Bayti:`),
    ...lines,
    i18n._(msg`Total: ${total}`),
    `${origin}/orders/${order.id}`,
  ].join('\n');
  return `https://wa.me/${whatsappDigits(number)}?text=${encodeURIComponent(text)}`;
}

/** The seller's wa.me link to the buyer (her delivery phone), opening with a message naming the order reference. */
export function buyerWhatsappHref(i18n: I18n, language: Language, order: OrderDetailDto): string {
  const store = language === 'ar' ? order.store.nameAr || order.store.nameEn : order.store.nameEn || order.store.nameAr;
  const buyer = order.buyer.firstName;
  const orderNumber = orderReference(order);
  const text = i18n._(msg`Hello ${buyer}, this is ${store} on Souq Bayti about your order #${orderNumber}.`);
  return `https://wa.me/${whatsappDigits(order.checkout.address.phone)}?text=${encodeURIComponent(text)}`;
}
