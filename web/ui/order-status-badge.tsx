import { useLingui } from '@lingui/react/macro';
import { orderStatusLabel, orderStatusTone, type OrderStatus } from '#web/lib/shop/orders.ts';

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
