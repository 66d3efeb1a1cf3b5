import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminStatsDto } from '#api/contract/seller.ts';
import type { OrderDto } from '#api/contract/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatDate, formatNumber, formatPrice, formatRating } from '#web/lib/format.ts';
import { orderReference } from '#web/lib/shop/orders.ts';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { OrderStatusBadge } from './badges.tsx';
import { RECENT_ACTIVITY_COUNT } from './queries.ts';

function RecentActivity({ orders }: { orders: UseQueryResult<OrderDto[]> }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  if (orders.isPending) return <Skeleton className="h-40" />;
  if (orders.isError) return <ErrorState message={t`Failed to fetch orders`} onRetry={() => void orders.refetch()} />;
  const latest = orders.data.slice(0, RECENT_ACTIVITY_COUNT);
  if (latest.length === 0) return <EmptyState title={t`No orders yet`} />;
  return (
    <ul className="m-0 list-none divide-y divide-gray-200 p-0">
      {latest.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
          <Link to={`/admin/orders/${order.id}`} className="focusable rounded font-mono font-semibold text-brand-700 underline-offset-2 hover:underline" dir="ltr">
            #{orderReference(order)}
          </Link>
          <span className="text-sm">{localized(order.store.nameAr, order.store.nameEn)}</span>
          <span className="text-sm text-ink-muted">{formatDate(order.createdAt, language)}</span>
          <span className="ms-auto flex items-center gap-3">
            <OrderStatusBadge status={order.status} />
            <span className="font-semibold">{formatPrice(order.totalAmount, language)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function HealthRow({ label, active, total }: { label: string; active: number; total: number }) {
  const { language } = useLanguage();
  const activeText = formatNumber(active, language);
  const totalText = formatNumber(total, language);
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-semibold"><Trans>{activeText} of {totalText}</Trans></span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-gray-200" aria-hidden="true">
        <div className="h-2 rounded-full bg-brand-700" style={{ width: `${total ? Math.round((active / total) * 100) : 0}%` }} />
      </div>
    </div>
  );
}

/** docs/product.md overview: the first 5 of the latest orders, and the platform's health. */
export function OverviewTab({ stats, orders }: { stats: AdminStatsDto | null | undefined; orders: UseQueryResult<OrderDto[]> }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="card p-4" aria-labelledby="recent-activity">
        <h2 id="recent-activity" className="mt-0 mb-2 text-lg font-bold"><Trans>Recent activity</Trans></h2>
        <RecentActivity orders={orders} />
      </section>
      <section className="card p-4" aria-labelledby="platform-health">
        <h2 id="platform-health" className="mt-0 mb-4 text-lg font-bold"><Trans>Platform health</Trans></h2>
        {stats ? (
          <div className="flex flex-col gap-4">
            <HealthRow label={t`Active stores`} active={stats.activeStores} total={stats.totalStores} />
            <HealthRow label={t`Active users`} active={stats.activeUsers} total={stats.totalUsers} />
            <div className="flex justify-between text-sm">
              <span><Trans>Average rating</Trans></span>
              <span className="font-semibold">{formatRating(stats.averageRating, language)} / {formatNumber(5, language)}</span>
            </div>
          </div>
        ) : (
          <Skeleton className="h-32" />
        )}
      </section>
    </div>
  );
}
