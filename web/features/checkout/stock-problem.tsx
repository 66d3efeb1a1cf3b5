import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UnavailableLineDto } from '#api/contract/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';

/** The 409 of a checkout: which lines ran out (nothing was ordered; the cart is unchanged). */
export function StockProblem({ lines }: { lines: UnavailableLineDto[] }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  return (
    <div role="alert" className="card flex flex-col gap-2 border-red-300 bg-red-50 p-4 text-red-900" data-testid="stock-problem">
      <p className="font-bold"><Trans>Some items ran out before your order was placed. Nothing was ordered.</Trans></p>
      <ul className="list-disc ps-5 text-sm">
        {lines.map((line) => {
          const name = localized(line.nameAr, line.nameEn);
          const wanted = formatNumber(line.requested, language);
          const left = formatNumber(line.available, language);
          return <li key={line.cartItemId}>{line.available > 0 ? t`${name}: you asked for ${wanted}, only ${left} left` : t`${name}: no longer available`}</li>;
        })}
      </ul>
      <Link to="/cart" className="btn-outline w-fit"><Trans>Update my cart</Trans></Link>
    </div>
  );
}
