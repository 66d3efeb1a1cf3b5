import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { callHref, hasListedPhone, storePagePath, whatsappHref } from '#web/lib/store-contact.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { Rating } from '#web/ui/rating.tsx';
import { deliveryKind, quickViewRating, storeGovernorateLabel } from './store-facts.ts';

/** The street's quick view of a shop: who, where, how to reach it, and the way to its full page. */
export function StoreQuickView({ store, onClose }: { store: StoreDto | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  if (!store) return null;
  const name = localized(store.nameAr, store.nameEn);
  const delivery = deliveryKind(store);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={name} description={localized(store.descriptionAr, store.descriptionEn) || undefined}>
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold"><Trans>Governorate</Trans></dt>
          <dd>{storeGovernorateLabel(i18n, store)}</dd>
          <dt className="font-semibold"><Trans>Rating</Trans></dt>
          <dd><Rating value={quickViewRating(store)} /></dd>
        </dl>
        {delivery && (
          <p>
            <span className="badge bg-emerald-100 text-emerald-900">
              {delivery === 'delivery' ? <Trans>Delivery available</Trans> : <Trans>Pickup only</Trans>}
            </span>
          </p>
        )}
        {!hasListedPhone(store) && <p className="text-sm text-ink-muted"><Trans>This shop has not listed a phone number yet.</Trans></p>}
        <div className="flex flex-wrap gap-2">
          <a href={callHref(store)} className="btn-outline"><Trans>Call Now</Trans></a>
          <a href={whatsappHref(store)} target="_blank" rel="noopener noreferrer" className="btn-outline" aria-label={t`WhatsApp (opens in a new tab)`}>
            <Trans>WhatsApp</Trans>
          </a>
          <Link to={storePagePath(store)} onClick={onClose} className="btn-primary"><Trans>Visit Full Store</Trans></Link>
        </div>
      </div>
    </Dialog>
  );
}
