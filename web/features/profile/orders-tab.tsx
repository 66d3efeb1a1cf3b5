import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { myOrdersQuery } from '#web/lib/shop/orders.ts';
import { OrderSummary } from '#web/ui/order-summary.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';

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
        {orders.data.map((order) => <OrderSummary key={order.id} order={order} headingLevel={3} />)}
      </ul>
    </section>
  );
}
