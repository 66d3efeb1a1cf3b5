import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { ApiError } from '#web/lib/api.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { storeHoursText } from '#web/lib/store-place.ts';
import { usePrefersReducedMotion } from '#web/lib/reduced-motion.ts';
import { ErrorState } from '#web/ui/states.tsx';
import { NotFound, PageNotFound } from '#web/ui/not-found.tsx';
import { ContactSection } from './contact-section.tsx';
import { storeQuery } from './queries.ts';
import { StoreHeader, StoreHeaderSkeleton } from './store-header.tsx';
import { StoreProducts } from './store-products.tsx';

function StoreNotFound() {
  const { t } = useLingui();
  return (
    <NotFound alert title={t`Store Not Found`} action={<Link to="/stores" className="btn-primary"><Trans>Browse stores</Trans></Link>}>
      <Trans>We couldn't find this store</Trans>
    </NotFound>
  );
}


function StoreView({ store }: { store: StoreDto }) {
  const localized = useLocalized();
  const { language } = useLanguage();
  const hours = storeHoursText(store, language);
  const reducedMotion = usePrefersReducedMotion();
  const contactRef = useRef<HTMLHeadingElement>(null);
  const about = localized(store.descriptionAr, store.descriptionEn);

  // Contact (behaviour not specified): bring the contact section into view and move focus there,
  // so keyboard and screen-reader users land on it too.
  const goToContact = () => {
    contactRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    contactRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-col gap-6">
      {!store.isActive && (
        <p role="status" className="card border-amber-300 bg-amber-50 p-4 text-sm">
          <Trans>Your store is closed: buyers see “Store Not Found” here. Open it again from Edit Store.</Trans>
        </p>
      )}
      <StoreHeader store={store} onContact={goToContact} />
      <section aria-labelledby="store-about" className="card p-4 sm:p-6">
        <h2 id="store-about" className="mb-2 text-xl font-bold"><Trans>About</Trans></h2>
        {about ? <p className="whitespace-pre-line leading-relaxed">{about}</p> : <p className="text-ink-muted"><Trans>No description yet.</Trans></p>}
        {hours && (
          <p className="mt-3 text-sm text-ink-muted"><span className="font-semibold text-ink"><Trans>Opening hours</Trans>:</span> <bdi>{hours}</bdi></p>
        )}
      </section>
      <StoreProducts storeId={store.id} />
      <ContactSection store={store} headingRef={contactRef} />
    </div>
  );
}

/** Loads the store by slug (or id) and renders it; a missing store shows `notFound`. */
function StoreLoader({ slug, notFound }: { slug: string; notFound: React.ReactNode }) {
  const { t } = useLingui();
  const query = useQuery(storeQuery(slug));
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6" role="status" aria-label={t`Loading store`}>
        <StoreHeaderSkeleton />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'storeHidden') return <StoreNotFound />;
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <>{notFound}</>;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <StoreView store={query.data} />;
}

/** /stores/{slug} (or /stores/{id}): the public store page. */
export function StorePage() {
  const { slug = '' } = useParams();
  return <StoreLoader key={slug} slug={slug} notFound={<StoreNotFound />} />;
}

/** /{slug}: a store's short address; any other single-segment path ends on Page Not Found. */
export function StoreBySlugPage() {
  const { slug = '' } = useParams();
  return <StoreLoader key={slug} slug={slug} notFound={<PageNotFound />} />;
}
