import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderStatusLabel, orderReference } from '#web/lib/shop/orders.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { ErrorState, Skeleton } from '#web/ui/states.tsx';
import { OrderNotFound } from './order-not-found.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { useRouteOrder } from './use-order.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** Where an order is: its status timeline. */
export function TrackPage() {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const { query, missing } = useRouteOrder();
  if (query.isPending) return <div className="mx-auto max-w-xl" aria-busy="true"><Skeleton className="h-80" /></div>;
  if (missing) return <OrderNotFound />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const order = query.data;
  const shortId = orderReference(order);
  const status = i18n._(orderStatusLabel[order.status]);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold"><Trans>Track order</Trans> <span dir="ltr">#{shortId}</span></h1>
        <PageTitle>{t`Track order`}</PageTitle>
        <p className="text-ink-muted">{localized(order.store.nameAr, order.store.nameEn)} · <Trans>Status: {status}</Trans></p>
      </header>
      <section className="card p-5" aria-labelledby="track-heading">
        <h2 id="track-heading" className="sr-only"><Trans>Order status</Trans></h2>
        <StatusTimeline order={order} />
      </section>
      <Link to={`/orders/${order.id}`} className="btn-outline w-fit"><Trans>View details</Trans></Link>
    </div>
  );
}
