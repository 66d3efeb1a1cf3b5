import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOW_STOCK_UNDER } from '#api/contract/cart.ts';
import { centsToText, parseMoney } from '#api/contract/money.ts';
import type { CartLine } from '#web/lib/shop/cart.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { Price } from '#web/ui/price.tsx';
import { QuantityStepper } from '#web/ui/quantity-stepper.tsx';

/** One cart line: photo and name to the product, store, unit price, quantity, line total, Remove. */
export function CartLineItem({ line, onQuantity, onRemove, removing, saved, onToggleSaved }: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  removing: boolean;
  /** whether the product is in the wishlist; the line offers saving it for later */
  saved: boolean;
  onToggleSaved: () => void;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const { product } = line;
  const name = localized(product.nameAr, product.nameEn);
  const href = `/products/${product.id}`;
  const lineTotal = formatPrice(centsToText((parseMoney(product.price) ?? 0) * line.quantity), language, product.currency);
  const stock = line.available ? product.stock : 0;
  const left = formatNumber(stock, language);

  return (
    <li className="card flex flex-wrap gap-4 p-4 sm:flex-nowrap" data-testid="cart-line">
      <Link to={href} className="block h-24 w-24 shrink-0 overflow-hidden rounded-lg focusable" aria-label={name}>
        <ImageWithFallback url={product.imageUrl ?? product.images[0]} alt="" className="h-full w-full" sizes="96px" preferredWidth={320} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold">
          <Link to={href} className="rounded hover:text-brand-700 focusable">{name}</Link>
        </h2>
        {product.store && <p className="text-sm text-ink-muted">{localized(product.store.nameAr, product.store.nameEn)}</p>}
        <Price amount={product.price} original={product.originalPrice} currency={product.currency} />
        {!line.available && <p className="badge w-fit bg-red-100 text-red-900"><Trans>No longer available</Trans></p>}
        {line.available && stock > 0 && stock < LOW_STOCK_UNDER && <p className="badge w-fit bg-amber-100 text-amber-900"><Trans>Only {left} left</Trans></p>}
        {line.available && stock === 0 && <p className="badge w-fit bg-red-100 text-red-900"><Trans>Out of stock</Trans></p>}
        {line.available && stock > 0 && line.quantity > stock && (
          <p className="text-sm text-red-800" role="status"><Trans>Please lower the quantity to {left} or less</Trans></p>
        )}
      </div>
      <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto sm:flex-col sm:items-end">
        <QuantityStepper value={line.quantity} max={stock} onChange={onQuantity} itemName={name} disabled={stock === 0} />
        <p className="font-bold" aria-label={t`Line total: ${lineTotal}`}>{lineTotal}</p>
        <div className="flex gap-1">
          <button type="button" className="btn-ghost px-2" onClick={onToggleSaved} aria-pressed={saved} aria-label={saved ? t`Saved: ${name}` : t`Save for later: ${name}`}>
            {saved ? <Trans>Saved</Trans> : <Trans>Save for later</Trans>}
          </button>
          <button type="button" className="btn-ghost px-2 text-red-800" onClick={onRemove} disabled={removing} aria-label={t`Remove ${name}`}>
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}
