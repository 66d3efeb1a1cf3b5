import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWishlist } from '#web/lib/shop/wishlist.ts';
import { cartSummary, isLineBuyable, useCart, useCartActions } from '#web/lib/shop/cart.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { CartTotals, SecurePaymentNote } from '#web/ui/cart-totals.tsx';
import { ConfirmDialog } from '#web/ui/dialog.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

function Breadcrumb() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-ink-muted">
      <ol className="flex items-center gap-2">
        <li><Link to="/" className="rounded hover:text-brand-700 focusable"><Trans>Home</Trans></Link></li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-semibold text-ink"><Trans>Cart</Trans></li>
      </ol>
    </nav>
  );
}

/** The cart (signed-in only, guarded by the router): lines with quantities, and the order summary. */
export function CartPage() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const cart = useCart();
  const actions = useCartActions();
  const wishlist = useWishlist();
  const [confirmClear, setConfirmClear] = useState(false);
  const lines = cart.data ?? [];
  const totals = cartSummary(lines);
  const blocked = lines.some((line) => !isLineBuyable(line));
  const count = formatNumber(lines.length, language);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Breadcrumb />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t`Shopping Cart`}</PageTitle>
        <h1 className="text-2xl font-bold"><Trans>Shopping Cart</Trans></h1>
        <Link to="/products" className="btn-ghost"><Trans>Continue Shopping</Trans></Link>
      </div>

      {cart.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} className="h-32" />)}</div>
      ) : cart.isError ? (
        <ErrorState onRetry={() => void cart.refetch()} />
      ) : lines.length === 0 ? (
        <EmptyState title={t`Your cart is empty`} action={<Link to="/products" className="btn-primary"><Trans>Start Shopping</Trans></Link>}>
          <Trans>Browse handmade products from home businesses across Jordan.</Trans>
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="cart-items-heading" className="flex flex-col gap-3 lg:col-span-2">
            <div className="flex items-center justify-between gap-3">
              <h2 id="cart-items-heading" className="text-lg font-semibold">
                <Trans>Items ({count})</Trans>
              </h2>
              <button type="button" className="btn-ghost text-red-800" onClick={() => setConfirmClear(true)} disabled={actions.isClearing}>
                <Trans>Clear All</Trans>
              </button>
            </div>
            <ul className="flex flex-col gap-3">
              {lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  onQuantity={(quantity) => actions.setQuantity(line.id, quantity)}
                  onRemove={() => actions.remove(line.id)}
                  removing={actions.removingId === line.id}
                  saved={wishlist.isSaved(line.productId)}
                  onToggleSaved={() => wishlist.toggle(line.productId)}
                />
              ))}
            </ul>
          </section>

          <aside aria-labelledby="summary-heading" className="card flex h-fit flex-col gap-4 p-5 lg:sticky lg:top-24">
            <h2 id="summary-heading" className="text-lg font-bold"><Trans>Order Summary</Trans></h2>
            <CartTotals totals={totals} />
            {blocked ? (
              <>
                <button type="button" className="btn-primary w-full" disabled><Trans>Proceed to Checkout</Trans></button>
                <p className="text-sm text-red-800" role="status"><Trans>Some items are unavailable or above the stock. Please update them first.</Trans></p>
              </>
            ) : (
              <Link to="/checkout" className="btn-primary w-full"><Trans>Proceed to Checkout</Trans></Link>
            )}
            <SecurePaymentNote />
            <Link to="/products" className="btn-outline w-full"><Trans>Continue Shopping</Trans></Link>
          </aside>
        </div>
      )}

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t`Remove all items from your cart?`}
        confirmLabel={t`Clear All`}
        onConfirm={actions.clear}
        destructive
      />
    </div>
  );
}
