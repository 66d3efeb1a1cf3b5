import { AppLink } from '#web/ui/app-link.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { storePlace } from '#web/lib/store-place.ts';
import { storePagePath } from '#web/lib/store-contact.ts';
import { ImageWithFallback } from './image-with-fallback.tsx';
import { Rating } from './rating.tsx';
import { PHOTO_SIZES } from './photo-sizes.ts';

/**
 * A store in a grid or list: logo (lazy, fixed square box), name, place, rating, orders and
 * product count. The whole card is one link to the store page (/stores/{slug}).
 */
/** `eager`: a card on the first screen; `lcp`: the one whose photo is the page's largest paint. */
export function StoreCard({ store, variant = 'grid', eager = false, lcp = false }: { store: StoreDto; variant?: 'grid' | 'list'; eager?: boolean; lcp?: boolean }) {
  const { i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const name = localized(store.nameAr, store.nameEn);
  const description = localized(store.descriptionAr, store.descriptionEn);
  const place = storePlace(store, i18n, language);
  const isList = variant === 'list';
  return (
    <AppLink to={storePagePath(store)} className={`card flex gap-3 p-4 transition-shadow hover:shadow-md focusable ${isList ? 'flex-row items-center' : 'flex-col'}`}>
      <div className={`overflow-hidden rounded-lg bg-gray-100 ${isList ? 'aspect-square w-20 shrink-0' : 'aspect-[16/9] w-full'}`}>
        <ImageWithFallback url={store.logoUrl ?? store.bannerUrl} alt="" className="h-full w-full" sizes={isList ? '80px' : PHOTO_SIZES.storesWithFilters} preferredWidth={isList ? 320 : 640} eager={eager} lcp={lcp} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="truncate text-base font-semibold">{name}</h3>
        {place && <p className="truncate text-sm text-ink-muted">{place}</p>}
        <Rating value={store.rating} />
        <p className="text-sm text-ink-muted">
          <Trans>{formatNumber(store.totalOrders, language)} orders</Trans>
          {store.productCount != null && <> · <Trans>{formatNumber(store.productCount, language)} products</Trans></>}
        </p>
        {isList && description && <p className="line-clamp-2 text-sm text-ink-muted">{description}</p>}
      </div>
    </AppLink>
  );
}

export function StoreCardSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'list' }) {
  return (
    <div className={`card flex gap-3 p-4 ${variant === 'list' ? 'flex-row' : 'flex-col'}`} aria-hidden="true">
      <div className={`animate-pulse rounded-lg bg-gray-200 ${variant === 'list' ? 'aspect-square w-20' : 'aspect-[16/9] w-full'}`} />
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-4 w-2/3 animate-pulse rounded bg-gray-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-gray-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  );
}
