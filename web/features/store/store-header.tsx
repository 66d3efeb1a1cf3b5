import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { storePlace } from '#web/lib/store-place.ts';
import { photoSources } from '#web/lib/photos.ts';
import { Rating } from '#web/ui/rating.tsx';
import { Skeleton } from '#web/ui/states.tsx';
import { useShareStore } from './use-share-store.ts';
import { PageTitle } from '#web/ui/page-title.tsx';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

const icon = 'h-4 w-4 shrink-0';
const BookmarkIcon = () => (
  <svg viewBox="0 0 24 24" className={icon} aria-hidden="true"><path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
);
const ChatIcon = () => (
  <svg viewBox="0 0 24 24" className={icon} aria-hidden="true"><path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
);

/** The banner strip and the store's identity: logo, name, rating, product count, Save and Contact. */
export function StoreHeader({ store, onContact }: { store: StoreDto; onContact: () => void }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const share = useShareStore();
  const name = localized(store.nameAr, store.nameEn);
  const logo = photoSources(store.logoUrl, 320);
  const banner = photoSources(store.bannerUrl, 1280);
  const count = store.productCount ?? 0;
  const countText = formatNumber(count, language);
  const place = storePlace(store, i18n, language);

  return (
    <header className="card overflow-hidden">
      <div className="h-28 w-full bg-gradient-to-br from-brand-100 to-brand-200 sm:h-44">
        {banner.src && <img src={banner.src} srcSet={banner.srcSet} sizes={PHOTO_SIZES.pageBanner} alt="" className="h-full w-full object-cover" fetchPriority="high" />}
      </div>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6">
        <div className="-mt-14 h-24 w-24 shrink-0 overflow-hidden rounded-full border-4 border-white bg-brand-50 shadow sm:-mt-16 sm:h-28 sm:w-28">
          {logo.src ? (
            <img src={logo.src} srcSet={logo.srcSet} sizes="112px" alt={t`Logo of ${name}`} className="h-full w-full object-cover" />
          ) : (
            <span className="flex h-full w-full items-center justify-center text-3xl font-bold text-brand-700" aria-hidden="true">{name.slice(0, 1)}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <PageTitle>{name}</PageTitle>
          <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            <Rating value={store.rating} />
            <span>{count === 1 ? <Trans>1 product</Trans> : <Trans>{countText} products</Trans>}</span>
            {place && <span>{place}</span>}
          </div>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn-outline flex-1 sm:flex-none" onClick={() => void share(name)}>
            <BookmarkIcon /> <Trans>Save</Trans>
          </button>
          <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={onContact}>
            <ChatIcon /> <Trans>Contact</Trans>
          </button>
        </div>
      </div>
    </header>
  );
}

export function StoreHeaderSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true">
      <Skeleton className="h-28 w-full rounded-none sm:h-44" />
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6">
        <Skeleton className="-mt-14 h-24 w-24 rounded-full sm:-mt-16 sm:h-28 sm:w-28" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-10 w-48" />
      </div>
    </div>
  );
}
