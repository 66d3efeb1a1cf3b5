import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '#api/contract/orders.ts';

/** Status names; render with `i18n._(orderStatusLabel[status])` or `<Trans id=…>`. */
export const orderStatusLabel: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

/** Badge style (default for delivered): default for delivered, destructive for cancelled, secondary otherwise. */
export function orderStatusTone(status: OrderStatus): 'default' | 'destructive' | 'secondary' {
  return status === 'delivered' ? 'default' : status === 'cancelled' ? 'destructive' : 'secondary';
}

const toneClass = {
  default: 'bg-brand-700 text-white',
  destructive: 'bg-red-700 text-white',
  secondary: 'bg-gray-200 text-ink',
} as const;

/** An order's status (spec: default style for delivered, destructive for cancelled, secondary otherwise). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <span className={`badge ${toneClass[orderStatusTone(status)]}`} data-tone={orderStatusTone(status)}>{i18n._(orderStatusLabel[status])}</span>;
}
