import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalized } from '#web/lib/i18n.tsx';
import { useCurrentUser } from '#web/lib/session.ts';
import { storePagePath } from '#web/lib/store-contact.ts';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { Rating } from '#web/ui/rating.tsx';
import { ErrorState, Skeleton } from '#web/ui/states.tsx';
import { storesMenuQuery } from './queries.ts';

/** Featured stores shown (spec part 1 §9: 3 of the 10 fetched). */
const FEATURED_COUNT = 3;

/**
 * The hero is text only: its heading is the page's largest paint, so it must not wait for a photo.
 * Sellers and admins get Dashboard; everyone else Start Your Journey.
 */
export function HomeHero() {
  const { isSellerOrAdmin } = useCurrentUser();
  return (
    <section className="rounded-2xl bg-gradient-to-br from-brand-50 via-white to-brand-100 px-5 py-10 text-center sm:px-10 sm:py-16">
      <h1 className="mx-auto max-w-3xl text-3xl font-extrabold leading-tight text-ink sm:text-5xl">
        <Trans>Handmade at home, by women in Jordan</Trans>
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-base text-ink-muted sm:text-lg">
        <Trans>Discover embroidery, home cooking, soaps, candles and crafts, straight from the women who make them.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className="btn-primary px-6 py-3 text-base"><Trans>Explore Products</Trans></Link>
        {isSellerOrAdmin ? (
          <Link to="/seller/dashboard" className="btn-outline px-6 py-3 text-base"><Trans>Dashboard</Trans></Link>
        ) : (
          <Link to="/seller/register" className="btn-outline px-6 py-3 text-base"><Trans>Start Your Journey</Trans></Link>
        )}
      </div>
    </section>
  );
}

export function NoticeBanner() {
  return (
    <aside className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true"><path fill="currentColor" d="M10 2a8 8 0 100 16 8 8 0 000-16zm1 12H9V9h2zm0-7H9V5h2z" /></svg>
      <p className="text-sm">
        <Trans>Every product on Souq Bayti is homemade. Pay cash on delivery or by CliQ, and talk to the maker directly on WhatsApp.</Trans>
      </p>
    </aside>
  );
}

/** The marketing promises of part 1 §1. */
export function Promises() {
  const { t } = useLingui();
  const items = [
    { title: t`Zero commissions`, text: t`Sellers keep everything they earn.` },
    { title: t`Your own store`, text: t`Each seller owns her store, her prices and her customers.` },
    { title: t`Flexible time`, text: t`Work from home, at your own pace.` },
    { title: t`Homemade only`, text: t`Exclusively handmade, home-made products.` },
  ];
  return (
    <section aria-labelledby="promises">
      <h2 id="promises" className="sr-only"><Trans>Why Souq Bayti</Trans></h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="card p-4">
            <h3 className="font-bold text-brand-700">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
        <Link to="/stores" className="btn-ghost text-brand-700"><Trans>View all</Trans></Link>
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
                    <ImageWithFallback url={store.bannerUrl || store.logoUrl} alt="" className="h-28 w-full shrink-0" sizes="(min-width: 640px) 33vw, 100vw" />
                    <div className="flex flex-1 flex-col gap-1 p-4">
                      <h3 className="truncate font-bold">{name}</h3>
                      <Rating value={store.rating} />
                      <p className="line-clamp-1 text-sm text-ink-muted">{localized(store.descriptionAr, store.descriptionEn)}</p>
                      <Link to={storePagePath(store)} className="btn-primary mt-auto self-start" aria-label={t`Visit ${name}`}><Trans>Visit</Trans></Link>
                    </div>
                  </li>
                );
              })}
        </ul>
      )}
    </section>
  );
}
