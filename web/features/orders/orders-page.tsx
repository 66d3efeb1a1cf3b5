import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { myOrdersQuery } from '#web/lib/shop/orders.ts';
import { OrderSummary } from '#web/ui/order-summary.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

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
        <ul className="flex flex-col gap-3">{orders.data.map((order) => <OrderSummary key={order.id} order={order} />)}</ul>
      )}
    </div>
  );
}
