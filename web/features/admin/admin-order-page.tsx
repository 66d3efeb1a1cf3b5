import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderDetailDto, OrderStatus } from '#api/contract/orders.ts';
import { ApiError } from '#web/lib/api.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatDate } from '#web/lib/format.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { orderQuery, orderReference } from '#web/lib/shop/orders.ts';
import { EmptyState, ErrorState, Spinner } from '#web/ui/states.tsx';
import { toast } from '#web/ui/toast.tsx';
import { OrderStatusBadge } from './badges.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { OrderHistory, OrderLines, OrderPayment, OrderPeople, Section } from './order-sections.tsx';
import { useChangeOrderStatus } from './queries.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

const actionLabels: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Back to pending`,
  confirmed: msg`Confirm order`,
  shipped: msg`Mark as shipped`,
  delivered: msg`Mark as delivered`,
  cancelled: msg`Cancel order`,
};

/** The next steps the server allows for this order; cancelling asks first (it returns the stock). */
function StatusActions({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useLingui();
  const change = useChangeOrderStatus(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const apply = (status: OrderStatus) =>
    change.mutate(status, {
      onSuccess: () => toast({ title: t`Order status updated`, variant: 'success' }),
      onError: (error) => toast({ title: t`Failed to update order status`, description: errorText(i18n, error, msg`Please try again.`), variant: 'destructive' }),
    });

  return (
    <Section title={t`Change status`}>
      {order.allowedTransitions.length === 0 ? (
        <p className="m-0 text-sm text-ink-muted"><Trans>This order is closed: no further status changes.</Trans></p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {order.allowedTransitions.map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'cancelled' ? 'btn-danger' : 'btn-primary'}
              disabled={change.isPending}
              onClick={() => (status === 'cancelled' ? setConfirmCancel(true) : apply(status))}
            >
              {i18n._(actionLabels[status])}
            </button>
          ))}
        </div>
      )}
      <ConfirmAction
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t`Cancel this order?`}
        description={t`The buyer and the seller will see it as cancelled, and its items go back into stock.`}
        confirmLabel={t`Cancel order`}
        destructive
        onConfirm={() => apply('cancelled')}
      />
    </Section>
  );
}

/** /admin/orders/{id}: lines, buyer, store, address, payment, status history and the allowed moves. */
export function AdminOrderPage() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const order = useQuery(orderQuery(id));
  const back = (
    <Link to="/admin/dashboard?tab=orders" className="focusable rounded text-sm font-semibold text-brand-700 underline">
      <Trans>Back to orders</Trans>
    </Link>
  );

  if (order.isPending) return <Spinner label={t`Loading...`} />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        {missing ? <EmptyState title={t`Order not found`} action={back} /> : <ErrorState onRetry={() => void order.refetch()} />}
      </div>
    );
  }

  const data = order.data;
  const shortId = orderReference(data);
  const placed = formatDate(data.createdAt, language);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="m-0 text-2xl font-bold"><Trans>Order <bdi dir="ltr" className="font-mono">#{shortId}</bdi></Trans></h1>
        <PageTitle>{t`Order details`}</PageTitle>
        <OrderStatusBadge status={data.status} />
        <p className="m-0 text-sm text-ink-muted"><Trans>Placed on {placed}</Trans></p>
      </header>
      <div className="grid gap-4 lg:grid-cols-3">
        <OrderLines order={data} />
        <StatusActions order={data} />
        <OrderPeople order={data} />
        <OrderPayment order={data} />
        <OrderHistory order={data} />
      </div>
    </div>
  );
}
