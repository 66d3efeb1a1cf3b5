import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { callHref, storePagePath } from '#web/lib/store-contact.ts';
import { ShopCard } from './shop-card.tsx';

/** Without WebGL the street becomes a list, with the same Enter, Call and Visit actions. */
export function ShopList({ stores, onEnter }: { stores: StoreDto[]; onEnter: (store: StoreDto) => void }) {
  const { t } = useLingui();
  const localized = useLocalized();
  return (
    <section aria-labelledby="tour-list-title" className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4">
      <div role="note" className="card border-amber-300 bg-amber-50 p-4 text-amber-950">
        <h2 id="tour-list-title" className="font-bold"><Trans>The street, as a list</Trans></h2>
        <p className="text-sm"><Trans>This device cannot show the 3D street, so here are its shops in walking order.</Trans></p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stores.map((store) => {
          const name = localized(store.nameAr, store.nameEn);
          return (
            <li key={store.id}>
              <ShopCard
                store={store}
                actions={
                  <>
                    <button type="button" className="btn-primary" onClick={() => onEnter(store)} aria-label={t`Enter: ${name}`}><Trans>Enter</Trans></button>
                    <a href={callHref(store)} className="btn-outline" aria-label={t`Call Now: ${name}`}><Trans>Call Now</Trans></a>
                    <Link to={storePagePath(store)} className="btn-outline" aria-label={t`Visit Full Store: ${name}`}><Trans>Visit Full Store</Trans></Link>
                  </>
                }
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
