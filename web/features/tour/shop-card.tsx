import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { Rating } from '#web/ui/rating.tsx';
import { isSpecialShop } from './tour-model.ts';
import { openingHours, shopRating } from './shop-facts.ts';

/** A shop's sign in HTML: name, the fixed OPEN label, hours, rating and its Special badge. */
export function ShopCard({ store, actions, headingLevel = 3 }: { store: StoreDto; actions: ReactNode; headingLevel?: 2 | 3 }) {
  const { language } = useLanguage();
  const localized = useLocalized();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-lg font-bold">{localized(store.nameAr, store.nameEn)}</Heading>
        {isSpecialShop(store.id) && <span className="badge bg-amber-100 text-amber-900"><Trans>Special</Trans></span>}
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="badge bg-emerald-100 text-emerald-900"><Trans>OPEN</Trans></span>
        <span className="text-ink-muted">{openingHours(store, language)}</span>
      </p>
      <Rating value={shopRating(store)} />
      <div className="mt-1 flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}
