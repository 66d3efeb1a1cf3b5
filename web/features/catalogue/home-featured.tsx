import { AppLink } from '#web/ui/app-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalized } from '#web/lib/i18n.tsx';
import { storePagePath } from '#web/lib/store-contact.ts';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { Rating } from '#web/ui/rating.tsx';
import { ErrorState, Skeleton } from '#web/ui/states.tsx';
import { storesMenuQuery } from './queries.ts';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

/** Featured stores shown (docs/product.md: 3 of the 10 fetched). */
const FEATURED_COUNT = 3;

export function FeaturedStores() {
  const { t } = useLingui();
  const localized = useLocalized();
  const query = useQuery(storesMenuQuery);
  const stores = (query.data?.stores ?? []).slice(0, FEATURED_COUNT);
  if (query.isSuccess && stores.length === 0) return null;
  return (
    <section aria-labelledby="featured-stores" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="featured-stores" className="text-2xl font-bold"><Trans>Featured Stores</Trans></h2>
        <AppLink to="/stores" className="btn-ghost text-brand-700"><Trans>View all</Trans></AppLink>
      </div>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {query.isPending
            ? Array.from({ length: FEATURED_COUNT }, (_, i) => <li key={i}><Skeleton className="h-64 w-full" /></li>)
            : stores.map((store) => {
                const name = localized(store.nameAr, store.nameEn);
                return (
                  <li key={store.id} className="card flex h-64 flex-col overflow-hidden">
                    <ImageWithFallback url={store.bannerUrl || store.logoUrl} alt="" className="h-28 w-full shrink-0" sizes={PHOTO_SIZES.featuredStores} />
                    <div className="flex flex-1 flex-col gap-1 p-4">
                      <h3 className="truncate font-bold">{name}</h3>
                      <Rating value={store.rating} />
                      <p className="line-clamp-1 text-sm text-ink-muted">{localized(store.descriptionAr, store.descriptionEn)}</p>
                      <AppLink to={storePagePath(store)} className="btn-primary mt-auto self-start" aria-label={t`Visit ${name}`}><Trans>Visit</Trans></AppLink>
                    </div>
                  </li>
                );
              })}
        </ul>
      )}
    </section>
  );
}
