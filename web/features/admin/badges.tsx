import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '#api/contract/orders.ts';
import { orderStatusLabel, orderStatusTone } from '#web/lib/shop/orders.ts';

// Tones chosen for AA contrast of the small bold badge text.
const tones = {
  default: 'bg-emerald-100 text-emerald-900',
  destructive: 'bg-red-100 text-red-900',
  secondary: 'bg-gray-100 text-gray-800',
};

/** Order status (spec: default for delivered, destructive for cancelled, secondary otherwise). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <span className={`badge whitespace-nowrap ${tones[orderStatusTone(status)]}`}>{i18n._(orderStatusLabel[status])}</span>;
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive
    ? <span className={`badge whitespace-nowrap ${tones.default}`}><Trans>Active</Trans></span>
    : <span className={`badge whitespace-nowrap ${tones.destructive}`}><Trans>Inactive</Trans></span>;
}
