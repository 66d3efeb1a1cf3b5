import { Trans } from '@lingui/react/macro';
import { centsToText, parseMoney } from '#api/contract/money.ts';
import { cartSummary, type CartLine } from '#web/lib/shop/cart.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { CartTotals } from '#web/ui/cart-totals.tsx';

/** The lines and the same totals as the cart page (and as the server will record). */
export function CheckoutSummary({ lines }: { lines: CartLine[] }) {
  const { language } = useLanguage();
  const localized = useLocalized();
  return (
    <div className="flex flex-col gap-4">
      <h2 id="checkout-summary-heading" className="text-lg font-bold"><Trans>Order Summary</Trans></h2>
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map(({ id, product, quantity }) => (
          <li key={id} className="flex justify-between gap-3">
            <span className="min-w-0">
              {localized(product.nameAr, product.nameEn)} <span className="text-ink-muted">× {formatNumber(quantity, language)}</span>
            </span>
            <span className="shrink-0 font-semibold">{formatPrice(centsToText((parseMoney(product.price) ?? 0) * quantity), language)}</span>
          </li>
        ))}
      </ul>
      <CartTotals totals={cartSummary(lines)} />
    </div>
  );
}
