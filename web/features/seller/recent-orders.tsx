import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { recentOrdersQuery, orderReference } from '#web/lib/shop/orders.ts';
import { formatDate, formatPrice } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { OrderStatusBadge } from '#web/ui/order-status-badge.tsx';
import { ErrorState, Skeleton } from '#web/ui/states.tsx';

export const RECENT_ORDERS = 5;

/** The 5 latest orders over the seller's stores: short id, date, status badge, total. */
export function RecentOrders({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const orders = useQuery(recentOrdersQuery(RECENT_ORDERS, enabled));
  return (
    <section aria-labelledby="recent-orders" className="card p-5">
      <h2 id="recent-orders" className="text-lg font-bold"><Trans>Recent Orders</Trans></h2>
      {orders.isPending && enabled && <div className="mt-4 flex flex-col gap-2">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-10" />)}</div>}
      {orders.isError && !orders.data && <ErrorState onRetry={() => void orders.refetch()} />}
      {orders.data && orders.data.length === 0 && <p className="mt-3 text-ink-muted"><Trans>No orders yet</Trans></p>}
      {orders.data && orders.data.length > 0 && (
        <table className="table-cards mt-3 w-full text-sm">
          <caption className="sr-only">{t`Recent Orders`}</caption>
          <thead className="text-start text-ink-muted">
            <tr>
              <th scope="col" className="py-2 text-start font-semibold"><Trans>Order</Trans></th>
              <th scope="col" className="py-2 text-start font-semibold"><Trans>Date</Trans></th>
              <th scope="col" className="py-2 text-start font-semibold"><Trans>Status</Trans></th>
              <th scope="col" className="py-2 text-end font-semibold"><Trans>Total</Trans></th>
            </tr>
          </thead>
          <tbody>
            {orders.data.slice(0, RECENT_ORDERS).map((order) => (
              <tr key={order.id} className="border-t border-gray-100">
                <td className="py-2 font-mono"><bdi>#{orderReference(order)}</bdi></td>
                <td className="py-2" data-label={t`Date`}>{formatDate(order.createdAt, language)}</td>
                <td className="py-2" data-label={t`Status`}><OrderStatusBadge status={order.status} /></td>
                <td className="py-2 text-end font-semibold" data-label={t`Total`}>{formatPrice(order.totalAmount, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
