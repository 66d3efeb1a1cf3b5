import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { myOrdersQuery, orderReference, type OrderDto } from '#web/lib/shop/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatDate } from '#web/lib/format.ts';
import { Price } from '#web/ui/price.tsx';
import { OrderStatusBadge } from '#web/ui/order-status-badge.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';

function OrderRow({ order }: { order: OrderDto }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const shortId = orderReference(order);
  return (
    <li className="card flex flex-wrap items-center gap-4 p-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span><Trans>Order</Trans> <span dir="ltr">#{shortId}</span></span>
          <OrderStatusBadge status={order.status} />
        </p>
        <p className="text-sm text-ink-muted">
          <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
          {' · '}{localized(order.store.nameAr, order.store.nameEn)}
        </p>
        <Price amount={order.totalAmount} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`/orders/${order.id}`} className="btn-outline" aria-label={t`View details of order ${shortId}`}><Trans>View details</Trans></Link>
        {order.status === 'delivered' && (
          <Link to={`/reorder/${order.id}`} className="btn-outline" aria-label={t`Reorder order ${shortId}`}><Trans>Reorder</Trans></Link>
        )}
        {(order.status === 'shipped' || order.status === 'confirmed') && (
          <Link to={`/track/${order.id}`} className="btn-primary" aria-label={t`Track order ${shortId}`}><Trans>Track</Trans></Link>
        )}
      </div>
    </li>
  );
}

/** The buyer's order history (newest first), with details, reorder and track actions. */
export function OrdersTab() {
  const { t } = useLingui();
  const orders = useQuery(myOrdersQuery());
  if (orders.isPending) {
    return <div className="flex flex-col gap-3" aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-24" />)}</div>;
  }
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <EmptyState title={t`No orders yet`} action={<Link to="/products" className="btn-primary"><Trans>Start shopping</Trans></Link>}>
        <Trans>Your orders will appear here after your first checkout.</Trans>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="orders-heading" className="text-xl font-bold"><Trans>Order history</Trans></h2>
        <Link to="/orders" className="btn-ghost"><Trans>All orders</Trans></Link>
      </div>
      <ul className="flex flex-col gap-3">
        {orders.data.map((order) => <OrderRow key={order.id} order={order} />)}
      </ul>
    </section>
  );
}
