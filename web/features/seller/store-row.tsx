import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { formatNumber, formatRating } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { photoSources } from '#web/lib/photos.ts';

const action = 'btn-outline px-3 py-1.5 text-xs';

/** One of 'My Stores' (docs/product.md): name, status, description, rating, orders and every action. */
export function StoreRow({ store }: { store: StoreDto }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const name = localized(store.nameAr, store.nameEn);
  const logo = photoSources(store.logoUrl, 320);
  const base = `/seller/store/${encodeURIComponent(store.id)}`;
  const orders = formatNumber(store.totalOrders, language);
  // The badge counts what waits for her (pending and confirmed), not every order ever.
  const waiting = store.needsActionOrders ?? 0;
  const waitingText = formatNumber(waiting, language);
  return (
    <li className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
      <div className="grid h-16 w-16 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-50">
        {store.logoUrl ? <img src={logo.src} srcSet={logo.srcSet} sizes="64px" alt="" className="h-full w-full object-cover" /> : <span aria-hidden="true" className="text-2xl">🏪</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold">{name}</h3>
          {store.isActive
            ? <span className="badge bg-emerald-100 text-emerald-900"><Trans>Active</Trans></span>
            : <span className="badge bg-gray-200 text-ink"><Trans>Inactive</Trans></span>}
        </div>
        {/* Why buyers cannot see it: the admin's suspension is not hers to lift; closing is. */}
        {store.isSuspended ? (
          <p className="text-sm font-semibold text-red-800"><Trans>Hidden by the Souq Bayti team. Please contact us to have it shown again.</Trans></p>
        ) : !store.isOpen ? (
          <p className="text-sm text-ink-muted"><Trans>You closed this store: buyers cannot see it until you open it in the store form.</Trans></p>
        ) : null}
        {(store.descriptionAr || store.descriptionEn) && <p className="line-clamp-2 text-sm text-ink-muted">{localized(store.descriptionAr, store.descriptionEn)}</p>}
        <p className="flex flex-wrap gap-4 text-sm">
          <span><span aria-hidden="true">★ </span><Trans>Rating: {formatRating(store.rating, language)}</Trans></span>
          <span title={t`Every order except cancelled ones`}><Trans>Orders: {orders}</Trans></span>
          {store.productCount != null && <span><Trans>Products: {formatNumber(store.productCount, language)}</Trans></span>}
        </p>
        <nav aria-label={t`Actions for ${name}`} className="flex flex-wrap gap-2 pt-1">
          <Link to={`${base}/edit`} className={action}><Trans>Edit Store</Trans></Link>
          <a href={`/${store.slug}`} target="_blank" rel="noopener noreferrer" className={action}>
            <Trans>Preview Store</Trans><span className="sr-only"> <Trans>(opens in a new tab)</Trans></span>
          </a>
          <Link to={`${base}/orders`} className={action}>
            <Trans>Manage Orders</Trans>
            {waiting > 0 && <span className="badge bg-brand-700 text-white" aria-label={t`${waitingText} need action`}>{waitingText}</span>}
          </Link>
          <Link to={`${base}/products/create`} className={action}><Trans>Add New Product</Trans></Link>
          <Link to={`${base}/products`} className={action}><Trans>View Products</Trans></Link>
          <Link to={`${base}/products/mass-create`} className={action}><Trans>Bulk Add Products</Trans></Link>
        </nav>
      </div>
    </li>
  );
}
