import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCheckedSession } from '#web/lib/session.ts';
import { ErrorState, Spinner } from '#web/ui/states.tsx';
import { toast } from '#web/ui/toast.tsx';
import { CategoriesTab } from './categories-tab.tsx';
import { OrdersTab, MAX_ORDERS_LIMIT } from './orders-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ADMIN_ORDERS_LIMIT, adminOrdersQuery, adminStatsQuery } from './queries.ts';
import { StatCards } from './stat-cards.tsx';
import { StoresTab } from './stores-tab.tsx';
import { UsersTab } from './users-tab.tsx';
import { useFailureToast } from './use-failure-toast.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** docs/product.md: non-admins are told, then sent to /auth after 0.5 s. */
const REDIRECT_MS = 500;

const tabs = ['overview', 'users', 'stores', 'categories', 'orders'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => !!value && (tabs as readonly string[]).includes(value);

// border-0 and bg-transparent: the buttons must not keep the browser's own button frame.
const tabTrigger = 'focusable -mb-px whitespace-nowrap border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:(border-brand-700 text-brand-700)';

function Dashboard({ adminId }: { adminId: string }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';
  const [ordersLimit, setOrdersLimit] = useState(ADMIN_ORDERS_LIMIT);
  const stats = useQuery(adminStatsQuery(true));
  const showsOrders = tab === 'overview' || tab === 'orders';
  const [orderReference, setOrderReference] = useState<string | undefined>();
  const orders = useQuery(adminOrdersQuery(tab === 'orders' ? ordersLimit : ADMIN_ORDERS_LIMIT, showsOrders, tab === 'orders' ? orderReference : undefined));
  useFailureToast(showsOrders && orders.isError, () => toast({ title: t`Failed to fetch orders`, variant: 'destructive' }));

  // The tab lives in the address, so a reload or a shared link opens the same tab.
  const selectTab = (next: string) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <h1 className="m-0 text-2xl font-bold"><Trans>Admin Dashboard</Trans></h1>
      <PageTitle>{t`Admin Dashboard`}</PageTitle>
      {stats.isError ? <ErrorState onRetry={() => void stats.refetch()} /> : <StatCards stats={stats.data} />}
      <Tabs.Root value={tab} onValueChange={selectTab}>
        <Tabs.List aria-label={t`Admin sections`} className="mb-4 flex overflow-x-auto border-b border-gray-200">
          <Tabs.Trigger value="overview" className={tabTrigger}><Trans>Overview</Trans></Tabs.Trigger>
          <Tabs.Trigger value="users" className={tabTrigger}><Trans>Users</Trans></Tabs.Trigger>
          <Tabs.Trigger value="stores" className={tabTrigger}><Trans>Stores</Trans></Tabs.Trigger>
          <Tabs.Trigger value="categories" className={tabTrigger}><Trans>Categories</Trans></Tabs.Trigger>
          <Tabs.Trigger value="orders" className={tabTrigger}><Trans>Orders</Trans></Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="focusable rounded-xl"><OverviewTab stats={stats.data} orders={orders} /></Tabs.Content>
        <Tabs.Content value="users" className="focusable rounded-xl"><UsersTab adminId={adminId} /></Tabs.Content>
        <Tabs.Content value="stores" className="focusable rounded-xl"><StoresTab /></Tabs.Content>
        <Tabs.Content value="categories" className="focusable rounded-xl"><CategoriesTab /></Tabs.Content>
        <Tabs.Content value="orders" className="focusable rounded-xl">
          <OrdersTab orders={orders} limit={ordersLimit} onSearch={setOrderReference} onShowMore={() => setOrdersLimit((n) => Math.min(n + ADMIN_ORDERS_LIMIT, MAX_ORDERS_LIMIT))} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** /admin/dashboard with its own guard (it toasts 'Unauthorized' and goes to /auth, unlike the shared one). */
export function AdminDashboardPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user, isLoading } = useCheckedSession();
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (isLoading || isAdmin) return;
    toast({ title: t`Unauthorized`, description: t`You need to be an admin to access this page`, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isLoading, isAdmin, navigate, t]);

  if (isLoading) return <Spinner label={t`Loading...`} />;
  if (!user || !isAdmin) {
    return (
      <div role="alert" className="mx-auto my-16 max-w-md card p-8 text-center">
        <h1 className="m-0 text-xl font-bold"><Trans>Unauthorized</Trans></h1>
        <p className="mb-0 mt-2 text-ink-muted"><Trans>You need to be an admin to access this page</Trans></p>
      </div>
    );
  }
  return <Dashboard adminId={user.id} />;
}
