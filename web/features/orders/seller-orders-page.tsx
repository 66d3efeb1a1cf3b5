import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderStatuses, type OrderStatus } from '#api/contract/orders.ts';
import { ApiError } from '#web/lib/api.ts';
import { retryReads } from '#web/lib/query-client.ts';
import { manageStoreQuery } from '#web/lib/shop/stores.ts';
import { orderStatusLabel, storeOrdersQuery } from '#web/lib/shop/orders.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { OrderReferenceSearch } from '#web/ui/order-reference-search.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { LastUpdated } from '#web/ui/last-updated.tsx';
import { SellerOrderCard } from './seller-order-card.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

function StatusFilter({ value, onChange }: { value: OrderStatus | undefined; onChange: (status: OrderStatus | undefined) => void }) {
  const { t, i18n } = useLingui();
  const option = (status: OrderStatus | undefined, label: string) => (
    <button key={status ?? 'all'} type="button" aria-pressed={value === status} onClick={() => onChange(status)} className={value === status ? 'btn-primary' : 'btn-outline'}>
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t`Filter by status`} className="flex flex-wrap gap-2">
      {option(undefined, t`All`)}
      {orderStatuses.map((status) => option(status, i18n._(orderStatusLabel[status])))}
    </div>
  );
}

/** /seller/store/{id}/orders: the store's orders with status filter, buyer contact and next steps. */
export function SellerOrdersPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { id = '' } = useParams();
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [reference, setReference] = useState<string | undefined>();
  const store = useQuery({ ...manageStoreQuery(id), retry: retryReads });
  const orders = useInfiniteQuery({ ...storeOrdersQuery(id, status, reference), retry: retryReads });
  const list = orders.data?.pages.flat() ?? [];
  const refusal = orders.error instanceof ApiError ? orders.error.status : null;

  if (refusal === 403) return <EmptyState title={t`Unauthorized`}><Trans>You cannot access this store</Trans></EmptyState>;
  if (refusal === 404) return <EmptyState title={t`Store Not Found`}><Trans>We couldn't find this store</Trans></EmptyState>;

  const storeName = store.data ? localized(store.data.nameAr, store.data.nameEn) : '';
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{storeName ? <Trans>Orders of {storeName}</Trans> : <Trans>Store orders</Trans>}</h1>
        <PageTitle>{t`Store orders`}</PageTitle>
        <Link to="/seller/dashboard" className="btn-ghost"><Trans>Back to dashboard</Trans></Link>
      </div>
      <LastUpdated reads={[orders]} />
      <OrderReferenceSearch onSearch={setReference} />
      <StatusFilter value={status} onChange={setStatus} />
      {orders.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} className="h-48" />)}</div>
      ) : orders.isError && !orders.data ? (
        <ErrorState message={t`Failed to fetch orders`} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={reference ? t`No order ${reference} in this store` : status ? t`No orders with this status` : t`No orders yet`}>
          <Trans>New orders appear here as soon as a buyer checks out.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-4">{list.map((order) => <SellerOrderCard key={order.id} order={order} />)}</ul>
          {orders.hasNextPage && (
            <button type="button" className="btn-outline self-center" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
              {orders.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more orders</Trans>}
            </button>
          )}
        </>
      )}
    </div>
  );
}
