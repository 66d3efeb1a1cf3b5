import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDto } from '#api/contract/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatDate, formatPrice } from '#web/lib/format.ts';
import { orderReference } from '#web/lib/shop/orders.ts';
import { OrderReferenceSearch } from '#web/ui/order-reference-search.tsx';
import { AdminTable } from './admin-table.tsx';
import { OrderStatusBadge } from './badges.tsx';

export const MAX_ORDERS_LIMIT = 100;

/** The latest orders of the whole platform; 'Show more' asks for 10 more (up to 100). */
export function OrdersTab({ orders, limit, onShowMore, onSearch }: { orders: UseQueryResult<OrderDto[]>; limit: number; onShowMore: () => void; onSearch: (reference: string | undefined) => void }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  return (
    <section aria-labelledby="orders-heading" className="card p-4">
      <h2 id="orders-heading" className="mt-0 mb-4 text-lg font-bold"><Trans>Latest orders</Trans></h2>
      <div className="mb-4"><OrderReferenceSearch onSearch={onSearch} /></div>
      <AdminTable
        list={orders}
        items={orders.data}
        caption={<Trans>Latest orders</Trans>}
        columns={[<Trans>Order</Trans>, <Trans>Date</Trans>, <Trans>Buyer</Trans>, <Trans>Store</Trans>, <Trans>Status</Trans>, <Trans>Total</Trans>, <Trans>Action</Trans>]}
        emptyTitle={t`No orders yet`}
        errorMessage={t`Failed to fetch orders`}
        renderRow={(order) => {
          const shortId = orderReference(order);
          return (
            <tr key={order.id} className="border-t border-gray-200">
              <td className="py-3 pe-3 font-mono font-semibold"><bdi dir="ltr">#{shortId}</bdi></td>
              <td className="py-3 pe-3 text-sm" data-label={t`Date`}>{formatDate(order.createdAt, language)}</td>
              <td className="py-3 pe-3" data-label={t`Buyer`}>{`${order.buyer.firstName} ${order.buyer.lastName}`.trim()}</td>
              <td className="py-3 pe-3" data-label={t`Store`}>{localized(order.store.nameAr, order.store.nameEn)}</td>
              <td className="py-3 pe-3" data-label={t`Status`}><OrderStatusBadge status={order.status} /></td>
              <td className="py-3 pe-3 font-semibold" data-label={t`Total`}>{formatPrice(order.totalAmount, language)}</td>
              <td className="py-3 text-end">
                <Link to={`/admin/orders/${order.id}`} className="btn-outline">
                  <Trans>View Order <span className="sr-only">#{shortId}</span></Trans>
                </Link>
              </td>
            </tr>
          );
        }}
        footer={orders.data && orders.data.length >= limit && limit < MAX_ORDERS_LIMIT && (
          <div className="mt-4 text-center">
            <button type="button" className="btn-outline" disabled={orders.isFetching} onClick={onShowMore}><Trans>Show more</Trans></button>
          </div>
        )}
      />
    </section>
  );
}
