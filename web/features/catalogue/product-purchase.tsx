import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { useAddToCart } from '#web/lib/shop/cart.ts';
import { WishlistButton } from '#web/lib/shop/wishlist-button.tsx';
import { Price } from '#web/ui/price.tsx';
import { QuantityStepper } from '#web/ui/quantity-stepper.tsx';

/** Fewer than this many in stock shows "Only N left" (docs/product.md). */
const LOW_STOCK = 5;

export function StockBadge({ stock }: { stock: number }) {
  const { language } = useLanguage();
  const count = formatNumber(stock, language);
  if (stock <= 0) return <span className="badge bg-gray-200 text-ink"><Trans>Out of stock</Trans></span>;
  if (stock < LOW_STOCK) return <span className="badge bg-amber-100 text-amber-900"><Trans>Only {count} left</Trans></span>;
  return <span className="badge bg-green-100 text-green-900"><Trans>In stock</Trans></span>;
}

/** Price with the struck original and the savings, then quantity, add to cart and the wishlist heart. */
export function ProductPurchase({ product, name }: { product: ProductDto; name: string }) {
  const { language } = useLanguage();
  const { addToCart, isPending } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const max = Math.max(1, product.stock);
  const outOfStock = product.stock <= 0;
  const savings = formatPrice(product.discount, language, product.currency);
  const percent = formatNumber(product.salePercentage, language);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Price amount={product.price} original={product.originalPrice} currency={product.currency} className="text-2xl" />
        {product.isOnSale && Number(product.discount) > 0 && (
          <p className="text-sm font-semibold text-green-800"><Trans>You save {savings} ({percent}%)</Trans></p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold" aria-hidden="true"><Trans>Quantity</Trans></span>
          <QuantityStepper value={quantity} max={max} onChange={setQuantity} itemName={name} disabled={outOfStock} />
        </div>
        <button type="button" className="btn-primary h-10 min-w-40 flex-1" disabled={outOfStock || isPending} onClick={() => addToCart(product.id, quantity)}>
          {outOfStock ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
        </button>
        <WishlistButton productId={product.id} productName={name} className="h-10" />
      </div>
    </div>
  );
}
