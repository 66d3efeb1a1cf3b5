import { Trans } from '@lingui/react/macro';
import type { CartTotals as Totals } from '#api/contract/cart.ts';
import { centsToText } from '#api/contract/money.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatPrice } from '#web/lib/format.ts';

/**
 * Subtotal, shipping (5 JOD, free from 50), the free-shipping hint and the total: the cart page and
 * the checkout summary show the same figures the server records on the checkout.
 */
export function CartTotals({ totals }: { totals: Totals }) {
  const { language } = useLanguage();
  const price = (cents: number) => formatPrice(centsToText(cents), language);
  const missing = price(totals.missingForFreeShippingCents);
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted"><Trans>Subtotal</Trans></dt>
          <dd className="font-semibold" data-testid="cart-subtotal">{price(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted"><Trans>Shipping</Trans></dt>
          <dd className="font-semibold" data-testid="cart-shipping">
            {totals.shippingCents === 0 && totals.subtotalCents > 0 ? <span className="text-green-800"><Trans>Free</Trans></span> : price(totals.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base">
          <dt className="font-bold"><Trans>Total</Trans></dt>
          <dd className="font-bold text-brand-700" data-testid="cart-total">{price(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.subtotalCents > 0 && totals.missingForFreeShippingCents > 0 && (
        <p className="rounded-lg bg-brand-50 p-2 text-sm text-brand-800">
          <Trans>Add {missing} more for free shipping</Trans>
        </p>
      )}
    </div>
  );
}

/** The 'Secure & Safe Payment' note under the cart and checkout buttons. */
export function SecurePaymentNote() {
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-ink-muted">
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
        <path fill="currentColor" d="M12 2a5 5 0 00-5 5v3H6a2 2 0 00-2 2v8a2 2 0 002 2h12a2 2 0 002-2v-8a2 2 0 00-2-2h-1V7a5 5 0 00-5-5zm-3 8V7a3 3 0 016 0v3z" />
      </svg>
      <Trans>Secure & Safe Payment</Trans>
    </p>
  );
}
