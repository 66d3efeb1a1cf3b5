import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalized } from '#web/lib/i18n.tsx';
import { useCurrentUser } from '#web/lib/session.ts';
import { storesMenuQuery } from '#web/features/catalogue/queries.ts';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { useLogout } from './use-logout.ts';

// The header's dropdown menus (Radix). Loaded after the first paint; header.tsx shows look-alike
// buttons until then.

const menuContent = 'card z-50 min-w-48 max-h-[70vh] overflow-y-auto p-1 shadow-lg';
const menuItem = 'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[disabled]:(cursor-not-allowed text-ink-muted)';

export function NavMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu.Root>
      <Menu.Trigger className="btn-ghost">{label} <span aria-hidden="true">▾</span></Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={menuContent} sideOffset={6} align="start">{children}</Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}


export function MainMenus() {
  const { t } = useLingui();
  const localized = useLocalized();
  const categories = useQuery(categoriesQuery);
  const stores = useQuery(storesMenuQuery);
  return (
    <nav aria-label={t`Main`} className="hidden items-center gap-1 lg:flex">
          <NavMenu label={t`Categories`}>
            {(categories.data ?? []).length === 0 ? (
              <Menu.Item className={menuItem} disabled><Trans>No categories</Trans></Menu.Item>
            ) : (
              categories.data!.map((c) => (
                <Menu.Item key={c.id} className={menuItem} asChild>
                  <Link to={`/products?category=${c.id}`}>{localized(c.nameAr, c.nameEn)}</Link>
                </Menu.Item>
              ))
            )}
          </NavMenu>
          <NavMenu label={t`Stores`}>
            {(stores.data?.stores ?? []).length === 0 ? (
              <Menu.Item className={menuItem} disabled><Trans>No stores</Trans></Menu.Item>
            ) : (
              stores.data!.stores.slice(0, 10).map((s) => (
                <Menu.Item key={s.id} className={menuItem} asChild>
                  <Link to={`/${s.slug}`}>{localized(s.nameAr, s.nameEn)}</Link>
                </Menu.Item>
              ))
            )}
            <Menu.Separator className="my-1 h-px bg-gray-200" />
            <Menu.Item className={menuItem} asChild><Link to="/stores"><Trans>All stores</Trans></Link></Menu.Item>
          </NavMenu>
          <NavMenu label={t`More`}>
            <Menu.Item className={menuItem} asChild><Link to="/street"><Trans>Street of stores</Trans></Link></Menu.Item>
            <Menu.Item className={menuItem} disabled><Trans>Live workshops (coming soon)</Trans></Menu.Item>
          </NavMenu>
    </nav>
  );
}

export function AccountMenu() {
  const { t } = useLingui();
  const { user, isSellerOrAdmin } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) {
    return (
      <div className="hidden items-center gap-2 md:flex">
        <Link to="/auth" className="btn-outline"><Trans>Login</Trans></Link>
        <Link to="/auth" className="btn-primary"><Trans>Start Selling</Trans></Link>
      </div>
    );
  }
  return (
    <Menu.Root>
      {/* The visible name stays part of the accessible name (WCAG 2.5.3, label in name). */}
      <Menu.Trigger className="btn-outline px-2 md:px-4">
        <span className="sr-only">{t`Account menu`} </span>
        <span className="max-w-24 truncate">{user.firstName}</span> <span aria-hidden="true">▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={menuContent} sideOffset={6} align="end">
          <Menu.Item className={menuItem} onSelect={() => navigate('/profile')}><Trans>Profile</Trans></Menu.Item>
          <Menu.Item className={menuItem} onSelect={() => navigate('/orders')}><Trans>My Orders</Trans></Menu.Item>
          {isSellerOrAdmin && <Menu.Item className={menuItem} onSelect={() => navigate('/seller/dashboard')}><Trans>Dashboard</Trans></Menu.Item>}
          {user.role === 'admin' && <Menu.Item className={menuItem} onSelect={() => navigate('/admin/dashboard')}><Trans>Admin</Trans></Menu.Item>}
          <Menu.Separator className="my-1 h-px bg-gray-200" />
          <Menu.Item className={menuItem} onSelect={() => void logout()}><Trans>Sign Out</Trans></Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

