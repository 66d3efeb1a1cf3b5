import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDto } from '#api/contract/orders.ts';
import { myOrdersQuery, orderReference } from '#web/lib/shop/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatDate, formatNumber } from '#web/lib/format.ts';
import { Price } from '#web/ui/price.tsx';
import { OrderStatusBadge } from '#web/ui/order-status-badge.tsx';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

function OrderCard({ order }: { order: OrderDto }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const shortId = orderReference(order);
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
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            <span><Trans>Order</Trans> <span dir="ltr">#{shortId}</span></span>
            <OrderStatusBadge status={order.status} />
          </h2>
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

/** The buyer's orders, newest first. */
export function OrdersPage() {
  const { t } = useLingui();
  const orders = useQuery(myOrdersQuery());
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold"><Trans>My orders</Trans></h1>
      <PageTitle>{t`My orders`}</PageTitle>
      {orders.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-24" />)}</div>
      ) : orders.isError ? (
        <ErrorState onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState title={t`No orders yet`} action={<Link to="/products" className="btn-primary"><Trans>Start Shopping</Trans></Link>}>
          <Trans>Your orders will appear here after your first checkout.</Trans>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">{orders.data.map((order) => <OrderCard key={order.id} order={order} />)}</ul>
      )}
    </div>
  );
}
