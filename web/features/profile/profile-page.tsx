import { Link, useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDto } from '#api/contract/auth.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatDate } from '#web/lib/format.ts';
import { Spinner } from '#web/ui/states.tsx';
import { PersonalTab } from './personal-tab.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { WishlistTab } from './wishlist-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

const tabs = ['personal', 'orders', 'wishlist', 'settings'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

const trigger = 'focusable whitespace-nowrap rounded-md px-4 py-2 text-sm font-semibold text-ink-muted data-[state=active]:(bg-white text-brand-700 shadow-sm)';

function RoleBadge({ role }: { role: UserDto['role'] }) {
  const label = role === 'admin' ? <Trans>Admin</Trans> : role === 'seller' ? <Trans>Seller</Trans> : <Trans>Buyer</Trans>;
  return <span className="badge bg-brand-100 text-brand-800">{label}</span>;
}

function ProfileHeader({ user }: { user: UserDto }) {
  const { language } = useLanguage();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const since = formatDate(user.createdAt, language);
  return (
    <div className="card flex flex-wrap items-center gap-4 p-6">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white" aria-hidden="true">{initials}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
          <span className="truncate">{user.firstName} {user.lastName}</span> <RoleBadge role={user.role} />
        </h1>
        <p className="truncate text-sm text-ink-muted"><span dir="ltr">{user.email}</span></p>
        <p className="text-xs text-ink-muted"><Trans>Member since {since}</Trans></p>
      </div>
      {(user.role === 'seller' || user.role === 'admin') && (
        <Link to="/seller/dashboard" className="btn-outline"><Trans>Seller dashboard</Trans></Link>
      )}
    </div>
  );
}

/** /profile: personal information, order history, wishlist and settings (docs/product.md). `?tab=` picks a tab. */
export function ProfilePage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'personal';
  if (!user) return <Spinner />;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageTitle>{t`My account`}</PageTitle>
      <ProfileHeader user={user} />
      <Tabs.Root value={tab} onValueChange={(next) => setParams(next === 'personal' ? {} : { tab: next }, { replace: true })}>
        <Tabs.List aria-label={t`My account`} className="flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1">
          <Tabs.Trigger value="personal" className={trigger}><Trans>Personal information</Trans></Tabs.Trigger>
          <Tabs.Trigger value="orders" className={trigger}><Trans>My Orders</Trans></Tabs.Trigger>
          <Tabs.Trigger value="wishlist" className={trigger}><Trans>Wishlist</Trans></Tabs.Trigger>
          <Tabs.Trigger value="settings" className={trigger}><Trans>Settings</Trans></Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="personal" className="focusable mt-6 rounded-xl"><PersonalTab user={user} /></Tabs.Content>
        <Tabs.Content value="orders" className="focusable mt-6 rounded-xl"><OrdersTab /></Tabs.Content>
        <Tabs.Content value="wishlist" className="focusable mt-6 rounded-xl"><WishlistTab /></Tabs.Content>
        <Tabs.Content value="settings" className="focusable mt-6 rounded-xl"><SettingsTab /></Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
