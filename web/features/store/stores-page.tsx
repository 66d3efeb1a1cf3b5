import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { STORES_PAGE_SIZE } from '#api/contract/catalogue.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { FilterSheet } from '#web/ui/filter-sheet.tsx';
import { FilterAside } from '#web/ui/filter-aside.tsx';
import { Pagination } from '#web/ui/pagination.tsx';
import { Select } from '#web/ui/select.tsx';
import { EmptyState, ErrorState } from '#web/ui/states.tsx';
import { StoreCard, StoreCardSkeleton } from '#web/ui/store-card.tsx';
import { FIRST_ROW_ITEMS, FIRST_SCREEN_ITEMS, laterItemClass } from '#web/ui/later-items.ts';
import { ViewToggle, type ListView } from '#web/ui/view-toggle.tsx';
import { storesListQuery, type StoreFilters } from './queries.ts';
import { StoresFilters } from './stores-filters.tsx';
import { activeStoreFilterCount, defaultStoreFilters, readStoreFilters, writeStoreFilters, type StoreSort } from './stores-url.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

const listClass = (view: ListView) => (view === 'grid' ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3');

/** /stores: search, category, governorate, minimum rating, sort, grid/list, 12 a page. */
export function StoresPage() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = readStoreFilters(params);
  const [view, setView] = useState<ListView>('grid');
  const stores = useQuery(storesListQuery(filters));
  const change = (patch: Partial<StoreFilters>) => setParams(writeStoreFilters({ ...filters, ...patch }), { replace: true });

  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ search: searchText.trim(), page: 1 });
  };

  const total = stores.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / STORES_PAGE_SIZE));
  const page = Math.min(filters.page, totalPages);
  const pageText = formatNumber(page, language);
  const pagesText = formatNumber(totalPages, language);
  const goToPage = (next: number) => {
    change({ page: next });
    window.scrollTo({ top: 0 });
  };
  const sorts: { value: StoreSort; label: string }[] = [
    { value: 'rating_desc', label: t`Highest rated` },
    { value: 'name_asc', label: t`Name: A to Z` },
    { value: 'orders_desc', label: t`Most orders` },
    { value: 'newest_desc', label: t`Newest` },
  ];
  const filterPanel = <StoresFilters filters={filters} onChange={change} />;
  const isFiltered = Boolean(filters.search) || activeStoreFilterCount(filters) > 0;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageTitle>{t`Stores`}</PageTitle>
      <h1 className="text-2xl font-bold"><Trans>Stores</Trans></h1>
      <form role="search" onSubmit={submitSearch} className="flex max-w-2xl">
        <label htmlFor="stores-search" className="sr-only">{t`Search stores`}</label>
        <input id="stores-search" type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={t`Search stores...`} className="input rounded-e-none" enterKeyHint="search" />
        <button type="submit" className="btn-primary rounded-s-none"><Trans>Search</Trans></button>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {stores.data && total > 0 && <Trans>Page {pageText} of {pagesText}</Trans>}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <FilterSheet activeCount={activeStoreFilterCount(filters)}>{filterPanel}</FilterSheet>
          <div className="w-48">
            <Select aria-label={t`Sort by`} value={filters.sort} onValueChange={(sort) => change({ sort, page: 1 })} options={sorts} />
          </div>
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      <div className="flex gap-6">
        <FilterAside label={t`Filters`}>{filterPanel}</FilterAside>
        <section className="flex min-w-0 flex-1 flex-col gap-6" aria-label={t`Stores`} aria-busy={stores.isFetching}>
          {/* The cards' names are h3: this level keeps the headings in order for screen readers. */}
          <h2 className="sr-only">{t`Stores`}</h2>
          {stores.isPending ? (
            <ul className={listClass(view)} role="status" aria-label={t`Loading stores`}>
              {Array.from({ length: 6 }, (_, i) => <li key={i} className="grid"><StoreCardSkeleton variant={view} /></li>)}
            </ul>
          ) : stores.isError ? (
            <ErrorState onRetry={() => void stores.refetch()} />
          ) : stores.data.stores.length === 0 ? (
            <EmptyState
              title={t`No stores found`}
              action={isFiltered && <button type="button" className="btn-primary" onClick={() => change(defaultStoreFilters)}><Trans>Clear All</Trans></button>}
            >
              <Trans>Try another search or fewer filters.</Trans>
            </EmptyState>
          ) : (
            <ul className={`${listClass(view)} ${stores.isPlaceholderData ? 'opacity-60' : ''}`}>
              {stores.data.stores.map((store, i) => (
                <li key={store.id} className={`grid min-w-0 grid-cols-1 ${laterItemClass(view === 'grid' ? 'storeCard' : 'storeRow', i)}`}><StoreCard store={store} variant={view} eager={i < FIRST_SCREEN_ITEMS.store} lcp={i < FIRST_ROW_ITEMS.store} /></li>
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} />
        </section>
      </div>
    </div>
  );
}
