import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { ProductCard, ProductCardSkeleton } from '#web/lib/shop/product-card.tsx';
import { ProductCardActions } from '#web/lib/shop/card-actions.tsx';
import { EmptyState, ErrorState } from '#web/ui/states.tsx';
import { Pagination } from '#web/ui/pagination.tsx';
import { Select } from '#web/ui/select.tsx';
import { FilterSheet } from '#web/ui/filter-sheet.tsx';
import { FilterAside } from '#web/ui/filter-aside.tsx';
import { ViewToggle, type ListView } from '#web/ui/view-toggle.tsx';
import { productsQuery } from './queries.ts';
import { FilterChips, ProductFilters } from './product-filters.tsx';
import { PRODUCTS_PAGE_SIZE } from '#api/contract/catalogue.ts';
import { defaultView, hasFilters, PRICE_MAX, PRICE_MIN, readView, toApiParams, writeView, type ProductSort, type ProductsView } from './products-url.ts';
import { PageTitle } from '#web/ui/page-title.tsx';
import { HydrateApart } from '#web/ui/hydrate-apart.tsx';
import { FIRST_ROW_ITEMS, FIRST_SCREEN_ITEMS, laterItemClass } from '#web/ui/later-items.ts';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

const gridClass = (view: ListView) => (view === 'grid' ? 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4' : 'flex flex-col gap-3');

/** /products: search, sort, filters, chips, pages of 20; the URL query holds the state (history replaced). */
export function ProductsPage() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const [layout, setLayout] = useState<ListView>('grid');
  const categories = useQuery(categoriesQuery);
  const products = useQuery(productsQuery(toApiParams(view)));

  const change = (patch: Partial<ProductsView>) => setParams(writeView({ ...view, ...patch }), { replace: true });
  const [searchText, setSearchText] = useState(view.search);
  useEffect(() => setSearchText(view.search), [view.search]);
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    change({ search: searchText.trim(), page: 1 });
  };

  const total = products.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  const goToPage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const sortOptions: { value: Exclude<ProductSort, ''>; label: string }[] = [
    ...(view.search ? [{ value: 'createdAt_desc' as const, label: t`Newest` }] : []),
    { value: 'price_asc', label: t`Price: low to high` },
    { value: 'price_desc', label: t`Price: high to low` },
    { value: 'rating_desc', label: t`Highest rated` },
    { value: 'sales_desc', label: t`Best selling` },
    { value: 'name_asc', label: t`Name: A to Z` },
  ];
  const activeFilters = [view.category, view.sale, view.minPrice > PRICE_MIN || view.maxPrice < PRICE_MAX].filter(Boolean).length;
  const filters = <ProductFilters view={view} categories={categories.data} onChange={change} />;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageTitle>{view.search ? t`Results for “${view.search}”` : t`All Products`}</PageTitle>
      <h1 className="text-2xl font-bold">{view.search ? t`Results for “${view.search}”` : t`All Products`}</h1>
      {/* action, method and name: before the app has hydrated the page, the form searches as a plain form. */}
      <form role="search" action="/products" method="get" onSubmit={submitSearch} className="flex max-w-2xl">
        <label htmlFor="products-search" className="sr-only">{t`Search products`}</label>
        <input id="products-search" type="search" name="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={t`Search handmade products...`} className="input rounded-e-none" enterKeyHint="search" />
        <button type="submit" className="btn-primary rounded-s-none"><Trans>Search</Trans></button>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {products.data && <Trans>Showing {formatNumber(products.data.products.length, language)} of {formatNumber(total, language)} products</Trans>}
        </p>
        {/* The search box and the cards' links come first; the filters, sort and cards hydrate
            apart right after (a tap on one hydrates it at once). */}
        <HydrateApart>
          <div className="flex flex-wrap items-center gap-2">
            <FilterSheet activeCount={activeFilters}>{filters}</FilterSheet>
            <div className="w-52">
              <Select aria-label={t`Sort by`} value={view.sort} onValueChange={(sort) => change({ sort: sort as ProductSort, page: 1 })} noneLabel={view.search ? t`Best match` : t`Newest`} options={sortOptions} />
            </div>
            <ViewToggle value={layout} onChange={setLayout} />
          </div>
        </HydrateApart>
      </div>
      <FilterChips view={view} categories={categories.data} onChange={change} />

      <div className="flex gap-6">
        <FilterAside label={t`Filters`}>{filters}</FilterAside>
        <section className="flex min-w-0 flex-1 flex-col gap-6" aria-label={t`Products`} aria-busy={products.isFetching}>
          {/* The cards' names are h3: this level keeps the headings in order for screen readers. */}
          <h2 className="sr-only">{t`Products`}</h2>
          {products.isPending ? (
            <div className={gridClass(layout)}>{Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} variant={layout} />)}</div>
          ) : products.isError ? (
            <ErrorState onRetry={() => void products.refetch()} />
          ) : products.data.products.length === 0 ? (
            <EmptyState
              title={t`No products found`}
              action={hasFilters(view) && <button type="button" className="btn-primary" onClick={() => change(defaultView)}><Trans>Clear All</Trans></button>}
            >
              <Trans>Try another search or fewer filters.</Trans>
            </EmptyState>
          ) : (
            <ProductCardActions>
              <ul className={`${gridClass(layout)} ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
                {products.data.products.map((product, i) => (
                  <li key={product.id} className={`grid ${laterItemClass(layout === 'grid' ? 'productCard' : 'productRow', i)}`}><HydrateApart><ProductCard product={product} variant={layout} eager={i < FIRST_SCREEN_ITEMS.product} lcp={i < (layout === 'grid' ? FIRST_ROW_ITEMS.product : 1)} photoSizes={PHOTO_SIZES.productsWithFilters} /></HydrateApart></li>
                ))}
              </ul>
            </ProductCardActions>
          )}
          <Pagination page={Math.min(view.page, totalPages)} totalPages={totalPages} onPageChange={goToPage} />
        </section>
      </div>
    </div>
  );
}
