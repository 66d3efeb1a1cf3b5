import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDto } from '#api/contract/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatDate, formatNumber } from '#web/lib/format.ts';
import { ImageWithFallback } from './image-with-fallback.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { Price } from './price.tsx';

/**
 * One of the buyer's orders in a list (/orders and the profile's order history): first photo,
 * reference, status, date, store, items and total, and what she can do next with it. `headingLevel`
 * fits the order's heading under the page's (3 inside the profile's "Order history").
 */
export function OrderSummary({ order, headingLevel = 2 }: { order: OrderDto; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const shortId = order.reference;
  const units = formatNumber(order.items.reduce((sum, item) => sum + item.quantity, 0), language);
  const first = order.items[0];
  return (
    // A phone shows the order's text at full width with the buttons under it, never beside it.
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="order-card">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg">
          <ImageWithFallback url={first?.imageUrl} alt="" className="h-full w-full" sizes="64px" preferredWidth={320} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="flex flex-wrap items-center gap-2 font-semibold">
            <span><Trans>Order</Trans> <span dir="ltr">#{shortId}</span></span>
            <OrderStatusBadge status={order.status} />
          </Heading>
          <p className="text-sm text-ink-muted">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time> · {localized(order.store.nameAr, order.store.nameEn)} ·{' '}
            <Trans>{units} items</Trans>
          </p>
          <Price amount={order.totalAmount} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`/orders/${order.id}`} className="btn-outline" aria-label={t`View details of order ${shortId}`}><Trans>View details</Trans></Link>
        {order.status === 'delivered' && <Link to={`/reorder/${order.id}`} className="btn-outline" aria-label={t`Reorder order ${shortId}`}><Trans>Reorder</Trans></Link>}
        {(order.status === 'confirmed' || order.status === 'shipped') && (
          <Link to={`/track/${order.id}`} className="btn-primary" aria-label={t`Track order ${shortId}`}><Trans>Track</Trans></Link>
        )}
      </div>
    </li>
  );
}
