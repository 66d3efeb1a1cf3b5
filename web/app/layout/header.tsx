import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '#web/ui/app-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { useCurrentUser } from '#web/lib/session.ts';
import { formatNumber } from '#web/lib/format.ts';
import { cartQuery } from '#web/lib/shop/cart-query.ts';
import { wishlistQuery } from '#web/lib/shop/wishlist-query.ts';
import { useIdle } from '#web/ui/use-idle.ts';
import { useWideScreen } from '#web/ui/use-wide-screen.ts';

const MainMenus = lazy(() => import('./header-menus.tsx').then((m) => ({ default: m.MainMenus })));
const AccountMenu = lazy(() => import('./header-menus.tsx').then((m) => ({ default: m.AccountMenu })));
// Sellers only: her orders' code stays out of the pages a buyer or visitor opens.
const SellerOrdersAlert = lazy(() => import('./seller-orders-alert.tsx').then((m) => ({ default: m.SellerOrdersAlert })));

export function CountBadge({ count }: { count: number }) {
  const { language } = useLanguage();
  if (count <= 0) return null;
  // Part of the link's accessible name ("Cart 2"), so what is seen is also what is announced.
  return <span className="badge absolute -end-1 -top-1 min-w-5 justify-center bg-brand-700 text-white">{formatNumber(count, language)}</span>;
}

/** Counts for the cart and wishlist badges (header and bottom bar). */
export function useBadgeCounts() {
  const { isAuthenticated } = useCurrentUser();
  const cart = useQuery(cartQuery(isAuthenticated));
  const wishlist = useQuery(wishlistQuery(isAuthenticated));
  return {
    cart: isAuthenticated ? (cart.data ?? []).reduce((sum, line) => sum + line.quantity, 0) : 0,
    wishlist: isAuthenticated ? (wishlist.data ?? []).length : 0,
  };
}

function SearchBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The header shows this box twice (wide and narrow layouts): each needs its own id.
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (query) navigate(`/products?search=${encodeURIComponent(query)}`);
  };
  return (
    // action, method and name: before the app has hydrated the page, the form searches as a plain form.
    <form role="search" action="/products" method="get" onSubmit={submit} className="flex flex-1">
      <label htmlFor={id} className="sr-only">{t`Search products`}</label>
      <input id={id} type="search" name="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t`Search handmade products...`} className="input rounded-e-none" enterKeyHint="search" />
      <button type="submit" className="btn-primary rounded-s-none" aria-label={t`Search`}>
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true"><path fill="currentColor" d="M8.5 2a6.5 6.5 0 015.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 118.5 2zm0 2a4.5 4.5 0 100 9 4.5 4.5 0 000-9z" /></svg>
      </button>
    </form>
  );
}

/** Look-alike menu buttons shown until the Radix menus load; touching one loads them at once. */
function MenuPlaceholders({ onWant }: { onWant: () => void }) {
  const { t } = useLingui();
  return (
    <div className="hidden items-center gap-1 lg:flex">
      {[t`Categories`, t`Stores`, t`More`].map((label) => (
        <button key={label} type="button" className="btn-ghost" onFocus={onWant} onPointerEnter={onWant} onClick={onWant}>
          {label} <span aria-hidden="true">▾</span>
        </button>
      ))}
    </div>
  );
}

export function Header() {
  const { t } = useLingui();
  const { language, toggleLanguage } = useLanguage();
  const { user } = useCurrentUser();
  const counts = useBadgeCounts();
  const [menusWanted, setMenusWanted] = useState(false);
  const wantMenus = () => setMenusWanted(true);
  const menusReady = useIdle(menusWanted);
  // The main menus show from `lg` only: a phone never loads their code nor their categories and stores.
  const wide = useWideScreen();

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <AppLink to="/" className="focusable shrink-0 rounded text-xl font-extrabold text-brand-700" aria-label={t`Souq Bayti home`}>
          <Trans>Souq Bayti</Trans>
        </AppLink>
        <Suspense fallback={<MenuPlaceholders onWant={wantMenus} />}>
          {menusReady && wide ? <MainMenus /> : <MenuPlaceholders onWant={wantMenus} />}
        </Suspense>
        <div className="hidden flex-1 md:flex"><SearchBox /></div>
        <div className="ms-auto flex items-center gap-1">
          <button type="button" className="btn-ghost px-2 md:px-4" onClick={() => void toggleLanguage()} lang={language === 'ar' ? 'en' : 'ar'}>
            {language === 'ar' ? 'English' : 'العربية'}
          </button>
          <AppLink to="/wishlist" className="btn-ghost relative hidden md:inline-flex">
            <span className="sr-only">{t`Wishlist`}</span>
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true"><path fill="currentColor" d="M10 17l-1.2-1.1C4.4 12 1.5 9.4 1.5 6.2A4.2 4.2 0 015.8 2c1.6 0 3.2.8 4.2 2 1-1.2 2.6-2 4.2-2a4.2 4.2 0 014.3 4.2c0 3.2-2.9 5.8-7.3 9.7z" /></svg>
            <CountBadge count={counts.wishlist} />
          </AppLink>
          <AppLink to="/cart" className="btn-ghost relative hidden md:inline-flex">
            <span className="sr-only">{t`Cart`}</span>
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true"><path fill="currentColor" d="M2 3h2l2.4 9.2A2 2 0 008.3 14h6.9a2 2 0 001.9-1.5L18.5 6H5.6L5 3.7A1 1 0 004 3zm6 13a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm7 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z" /></svg>
            <CountBadge count={counts.cart} />
          </AppLink>
          {user?.role === 'seller' && (
            // Holds the button's place while its code loads, so the header does not shift.
            <Suspense fallback={<span className="btn-ghost px-2 md:px-4" aria-hidden="true"><span className="inline-block h-5 w-5" /></span>}>
              <SellerOrdersAlert />
            </Suspense>
          )}
          {user ? (
            <Suspense fallback={<span className="btn-outline px-2 md:px-4"><span className="max-w-24 truncate">{user.firstName}</span></span>}>
              {menusReady ? <AccountMenu /> : <button type="button" className="btn-outline px-2 md:px-4" onFocus={wantMenus} onPointerEnter={wantMenus} onClick={wantMenus}><span className="max-w-24 truncate">{user.firstName}</span> <span aria-hidden="true">▾</span></button>}
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <AppLink to="/auth" className="btn-outline"><Trans>Login</Trans></AppLink>
              <AppLink to="/auth" className="btn-primary"><Trans>Start Selling</Trans></AppLink>
            </div>
          )}
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden"><SearchBox /></div>
    </header>
  );
}
