import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '#web/lib/session.ts';
import { AppNavLink, type AppPath } from '#web/ui/app-link.tsx';
import { CountBadge, useBadgeCounts } from './header.tsx';

function Item({ to, label, icon, count }: { to: AppPath; label: ReactNode; icon: string; count?: number }) {
  return (
    <AppNavLink
      to={to}
      end={to === '/'}
      // An equal share of the width each: bold when active, the bar keeps its height.
      className={({ isActive }) => `focusable relative flex min-w-0 flex-1 flex-col items-center gap-0.5 rounded px-0.5 py-2 text-[0.6875rem] ${isActive ? 'text-brand-700 font-bold' : 'text-ink-muted'}`}
    >
      <span className="relative">
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true"><path fill="currentColor" d={icon} /></svg>
        {count !== undefined && <CountBadge count={count} />}
      </span>
      {/* Room for two lines always: a long label ("الملف الشخصي") wraps inside it, the bar never grows. */}
      <span className="line-clamp-2 block h-8 max-w-full text-center leading-4">{label}</span>
    </AppNavLink>
  );
}

/** Mobile bottom bar: home, the street of stores, wishlist and cart with counts, profile or sign-in. */
export function BottomBar() {
  const { t } = useLingui();
  const { isAuthenticated } = useCurrentUser();
  const counts = useBadgeCounts();
  return (
    <nav aria-label={t`Bottom navigation`} className="fixed inset-x-0 bottom-0 z-40 flex border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden">
      <Item to="/" label={<Trans>Home</Trans>} icon="M10 2l8 7h-2v8h-4v-5H8v5H4V9H2z" />
      <Item to="/street" label={<Trans>Marketplace</Trans>} icon="M3 4h14l-1 4a2 2 0 01-4 0 2 2 0 01-4 0 2 2 0 01-4 0zm1 6h12v8H4z" />
      <Item to="/wishlist" label={<Trans>Wishlist</Trans>} count={counts.wishlist} icon="M10 17l-1.2-1.1C4.4 12 1.5 9.4 1.5 6.2A4.2 4.2 0 015.8 2c1.6 0 3.2.8 4.2 2 1-1.2 2.6-2 4.2-2a4.2 4.2 0 014.3 4.2c0 3.2-2.9 5.8-7.3 9.7z" />
      <Item to="/cart" label={<Trans>Cart</Trans>} count={counts.cart} icon="M2 3h2l2.4 9.2A2 2 0 008.3 14h6.9a2 2 0 001.9-1.5L18.5 6H5.6L5 3.7A1 1 0 004 3zm6 13a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm7 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z" />
      <Item to={isAuthenticated ? '/profile' : '/auth'} label={isAuthenticated ? <Trans>Profile</Trans> : <Trans>Sign in</Trans>} icon="M10 10a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0z" />
    </nav>
  );
}
