import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { ErrorState, Skeleton } from '#web/ui/states.tsx';
import { LANDING_LIMITS, popularProducts } from './landing-logic.ts';
import { landingProductsQuery, landingStoresQuery } from './landing-queries.ts';
import { Benefits, CategoryTiles, SignUpBox, StoreHighlights } from './landing-sections.tsx';
import { PopularProducts } from './popular-products.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The alternate landing page (docs/product.md). The spec drew it for a devices shop; it keeps
 * that page's structure but speaks for this marketplace (see docs/decisions).
 */
export function LandingPage() {
  const { t } = useLingui();
  const products = useQuery(landingProductsQuery);
  const stores = useQuery(landingStoresQuery);
  const categories = useQuery(categoriesQuery);
  const productList = products.data?.products ?? [];

  return (
    <div className="flex flex-col gap-12">
      <section className="card flex flex-col items-start gap-4 bg-gradient-to-br from-brand-700 to-brand-800 p-8 text-white md:p-12">
        <h1 className="max-w-2xl text-3xl font-bold md:text-4xl"><Trans>Made by hand, at home, in Jordan</Trans></h1>
        <PageTitle>{t`Made by hand, at home, in Jordan`}</PageTitle>
        <p className="max-w-2xl text-lg text-brand-50">
          <Trans>Food, crafts, embroidery and more from women who run their businesses from home. Every purchase goes straight to the maker.</Trans>
        </p>
        {productList.length > 0 && (
          <Link to="/products" className="btn bg-white text-brand-800 hover:bg-brand-50"><Trans>Browse products</Trans></Link>
        )}
      </section>

      <Section id="landing-popular" title={t`Popular products`}>
        {products.isError ? (
          <ErrorState onRetry={() => void products.refetch()} />
        ) : products.data && productList.length === 0 ? (
          <p className="text-ink-muted"><Trans>No products yet.</Trans></p>
        ) : (
          <PopularProducts products={popularProducts(productList)} loading={products.isPending} />
        )}
      </Section>

      <Section id="landing-categories" title={t`Shop by category`}>
        {categories.isError ? (
          <ErrorState onRetry={() => void categories.refetch()} />
        ) : categories.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-hidden="true">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20" />)}</div>
        ) : (
          <CategoryTiles categories={categories.data.slice(0, LANDING_LIMITS.categories)} />
        )}
      </Section>

      <Section id="landing-stores" title={t`Meet the makers`}>
        {stores.isError ? (
          <ErrorState onRetry={() => void stores.refetch()} />
        ) : stores.isPending ? (
          <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">{Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-64" />)}</div>
        ) : (
          <StoreHighlights stores={stores.data.stores.slice(0, LANDING_LIMITS.stores)} />
        )}
      </Section>

      <SignUpBox />

      <section aria-label={t`Why shop with us`}>
        <Benefits />
      </section>
    </div>
  );
}
