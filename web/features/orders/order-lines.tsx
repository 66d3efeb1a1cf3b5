import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { OrderItemDto } from '#api/contract/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';

/** An order's lines as bought: name, photo and price copied at the time of purchase. */
export function OrderLines({ items, compact = false }: { items: OrderItemDto[]; compact?: boolean }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {items.map((item) => {
        const name = localized(item.nameAr, item.nameEn);
        const quantity = formatNumber(item.quantity, language);
        const unit = formatPrice(item.price, language);
        return (
          <li key={item.id} className="flex items-center gap-3 py-2">
            {!compact && (
              <Link to={`/products/${item.productId}`} className="block h-14 w-14 shrink-0 overflow-hidden rounded-lg focusable" aria-label={name}>
                <ImageWithFallback url={item.imageUrl} alt="" className="h-full w-full" sizes="56px" preferredWidth={320} />
              </Link>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-ink-muted">{t`${quantity} × ${unit}`}</p>
            </div>
            <p className="shrink-0 font-semibold">{formatPrice(item.lineTotal, language)}</p>
          </li>
        );
      })}
    </ul>
  );
}
