import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { EmptyState, ErrorState, Skeleton, Spinner } from '#web/ui/states.tsx';
import { LastUpdated } from '#web/ui/last-updated.tsx';
import { dashboardStatsQuery, myStoresQuery } from './queries.ts';
import { RecentOrders } from './recent-orders.tsx';
import { OrderAlerts } from './order-alerts.tsx';
import { StoreRow } from './store-row.tsx';
import { useSellerGate } from './use-seller-gate.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

function StatCard({ label, value, to, hint }: { label: string; value: number | undefined; to?: string; hint?: string }) {
  const { language } = useLanguage();
  const body = (
    <>
      <span className="text-sm font-semibold text-ink-muted">{label}</span>
      {value === undefined ? <Skeleton className="h-8 w-16" /> : <span className="text-3xl font-bold text-brand-700">{formatNumber(value, language)}</span>}
      {hint && <span className="text-xs text-ink-muted">{hint}</span>}
    </>
  );
  const className = 'card flex flex-col gap-1 p-5';
  return to ? <Link to={to} className={`${className} focusable hover:border-brand-500`}>{body}</Link> : <div className={className}>{body}</div>;
}

/** /seller and /seller/dashboard (docs/product.md). */
export function SellerDashboardPage() {
  const { t } = useLingui();
  const { user, isLoading, denied } = useSellerGate();
  const stores = useQuery(myStoresQuery(!isLoading && !denied));
  const hasStores = (stores.data?.length ?? 0) > 0;
  const stats = useQuery(dashboardStatsQuery(hasStores));

  if (isLoading) return <Spinner />;
  if (denied || !user) {
    return (
      <div role="alert" className="mx-auto my-16 max-w-md card p-8 text-center">
        <h1 className="text-xl font-bold"><Trans>Unauthorized</Trans></h1>
        <p className="mt-2 text-ink-muted"><Trans>You need to be a seller to access this page</Trans></p>
      </div>
    );
  }

  const firstStore = stores.data?.[0];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold"><Trans>Seller Dashboard</Trans></h1>
          <PageTitle>{t`Seller Dashboard`}</PageTitle>
          <p className="text-ink-muted"><Trans>Welcome, {user.firstName}</Trans></p>
        </div>
        <div className="flex flex-wrap gap-2">
          {hasStores && <Link to="/sell" className="btn-primary"><Trans>Add New Product</Trans></Link>}
          <Link to="/seller/store/create" className={hasStores ? 'btn-outline' : 'btn-primary'}><Trans>Create Store</Trans></Link>
        </div>
      </header>

      {stores.isPending && <div className="grid gap-3">{[0, 1].map((i) => <Skeleton key={i} className="h-32" />)}</div>}
      <LastUpdated reads={hasStores ? [stores, stats] : [stores]} />
      {stores.isError && !stores.data && <ErrorState onRetry={() => void stores.refetch()} />}
      {stores.data && !hasStores && (
        <EmptyState title={t`No stores yet`} action={<Link to="/seller/store/create" className="btn-primary"><Trans>Create Store</Trans></Link>}>
          <Trans>Create your store to start listing your products.</Trans>
        </EmptyState>
      )}

      {hasStores && firstStore && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label={t`Total Products`} value={stats.data?.totalProducts} to={`/seller/store/${encodeURIComponent(firstStore.id)}/products`} hint={t`View products`} />
            <StatCard label={t`Total Orders`} value={stats.data?.totalOrders} hint={t`Every order except cancelled ones`} />
            <StatCard label={t`Needs action`} value={stats.data?.role === 'seller' ? stats.data.needsAction : undefined} hint={t`Pending and confirmed orders waiting for you`} />
          </div>
          <section aria-labelledby="my-stores" className="flex flex-col gap-3">
            <h2 id="my-stores" className="text-lg font-bold"><Trans>My Stores</Trans></h2>
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {stores.data!.map((store) => <StoreRow key={store.id} store={store} />)}
            </ul>
          </section>
          <RecentOrders enabled={hasStores} />
          <OrderAlerts />
        </>
      )}
    </div>
  );
}
