import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { ProductCard, ProductCardSkeleton } from '#web/lib/shop/product-card.tsx';
import { ProductCardActions } from '#web/lib/shop/card-actions.tsx';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import { useNearViewport } from '#web/ui/use-near-viewport.ts';
import { EmptyState, ErrorState } from '#web/ui/states.tsx';
import { latestProductsQuery } from './queries.ts';
import { defaultTrendingFilters, trendingProducts, TRENDING_STEP, type PriceBand, type TrendingFilters, type TrendingSort } from './trending-logic.ts';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

function TrendingControls({ filters, onChange }: { filters: TrendingFilters; onChange: (next: TrendingFilters) => void }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const categories = useQuery(categoriesQuery).data ?? [];
  const bands: { value: PriceBand; label: string }[] = [
    { value: 'all', label: t`All prices` },
    { value: 'under10', label: t`Under 10 JOD` },
    { value: '10to50', label: t`10 to 50 JOD` },
    { value: 'over50', label: t`Over 50 JOD` },
  ];
  const sorts: { value: TrendingSort; label: string }[] = [
    { value: 'newest', label: t`Newest` },
    { value: 'priceAsc', label: t`Price: low to high` },
    { value: 'rating', label: t`Highest rated` },
    { value: 'name', label: t`Name A-Z` },
  ];
  const control = 'min-w-40 flex-1 sm:flex-none';
  return (
    <div className="flex flex-wrap gap-3">
      <div className={control}>
        <Field label={t`Category`}>
          {(props) => (
            <Select id={props.id} value={filters.category} noneLabel={t`All categories`} onValueChange={(category) => onChange({ ...filters, category })}
              options={categories.map((c) => ({ value: c.id, label: localized(c.nameAr, c.nameEn) }))} />
          )}
        </Field>
      </div>
      <div className={control}>
        <Field label={t`Price`}>
          {(props) => <Select id={props.id} value={filters.band} onValueChange={(band) => onChange({ ...filters, band: band as PriceBand })} options={bands} />}
        </Field>
      </div>
      <div className={control}>
        <Field label={t`Sort by`}>
          {(props) => <Select id={props.id} value={filters.sort} onValueChange={(sort) => onChange({ ...filters, sort: sort as TrendingSort })} options={sorts} />}
        </Field>
      </div>
    </div>
  );
}

/**
 * Trending Now: the latest 100 products, filtered and sorted here, 20 at a time. Its products, and
 * its controls too, wait until the reader scrolls towards it (a phone's first screen ends well
 * above it): on a first visit those 100 products, their photos and 20 cards' rendering were a
 * tenth of the bytes and most of the work after the page became usable (docs/decisions/022, "Web,
 * third round"); the three selects and the skeleton grid, and the categories they list, were the
 * longest task left after it (docs/decisions/022, "Web, thirteenth round"). Until then the heading
 * stands over the room the grid will take. A copy kept on the phone shows at once.
 */
export function HomeTrending() {
  const [near, sectionRef] = useNearViewport<HTMLElement>();
  const heading = <h2 id="trending" className="text-2xl font-bold"><Trans>Trending Now</Trans></h2>;
  return (
    <section ref={sectionRef} aria-labelledby="trending" className="flex flex-col gap-4">
      {near ? <TrendingNow heading={heading} /> : (
        <>
          {heading}
          <div className="min-h-screen" aria-hidden="true" />
        </>
      )}
    </section>
  );
}

function TrendingNow({ heading }: { heading: ReactNode }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const query = useQuery(latestProductsQuery);
  const [filters, setFilters] = useState<TrendingFilters>(defaultTrendingFilters);
  const [shown, setShown] = useState(TRENDING_STEP);
  const items = useMemo(
    () => trendingProducts(query.data?.products ?? [], filters, (p) => localized(p.nameAr, p.nameEn), language),
    [query.data, filters, localized, language],
  );

  const changeFilters = (next: TrendingFilters) => {
    setFilters(next);
    setShown(TRENDING_STEP);
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        <TrendingControls filters={filters} onChange={changeFilters} />
      </div>
      {query.isPending ? (
        <div className={grid} role="status" aria-label={t`Loading products`}>
          {Array.from({ length: 10 }, (_, i) => <ProductCardSkeleton key={i} />)}
        </div>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t`No products found`} action={<button type="button" className="btn-outline" onClick={() => changeFilters(defaultTrendingFilters)}><Trans>Reset filters</Trans></button>} />
      ) : (
        <>
          <ProductCardActions>
            <ul className={grid}>
              {items.slice(0, shown).map((product) => (
                <li key={product.id} className="grid"><ProductCard product={product} photoSizes={PHOTO_SIZES.trendingProducts} /></li>
              ))}
            </ul>
          </ProductCardActions>
          {shown < items.length && (
            <button type="button" className="btn-outline self-center" onClick={() => setShown((n) => n + TRENDING_STEP)}>
              <Trans>View More</Trans>
            </button>
          )}
        </>
      )}
    </>
  );
}
