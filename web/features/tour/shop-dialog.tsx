import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { callHref, hasListedPhone, storePagePath } from '#web/lib/store-contact.ts';
import { Dialog } from '#web/ui/dialog.tsx';

// The spec's fixed perks of a visit to a shop on the virtual street (docs/product.md).
const perks = [msg`Free Coffee`, msg`Gift Wrapping`, msg`Friendly Service`];

/** Inside a shop: who they are, the perks, and the ways on (call, or the full store page). */
export function ShopDialog({ store, onClose }: { store: StoreDto | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const localized = useLocalized();
  if (!store) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={localized(store.nameAr, store.nameEn)}
      description={localized(store.descriptionAr, store.descriptionEn) || undefined}
    >
      <h3 className="font-semibold"><Trans>Shop perks</Trans></h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {perks.map((perk) => (
          <li key={perk.id} className="badge gap-1 bg-brand-50 px-3 py-1 text-sm text-brand-800">
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true"><path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
            {i18n._(perk)}
          </li>
        ))}
      </ul>
      {!hasListedPhone(store) && <p className="mt-3 text-sm text-ink-muted"><Trans>This shop has not listed a phone number yet.</Trans></p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={callHref(store)} className="btn-outline"><Trans>Call Now</Trans></a>
        <Link to={storePagePath(store)} onClick={onClose} className="btn-primary"><Trans>Visit Full Store</Trans></Link>
      </div>
    </Dialog>
  );
}
