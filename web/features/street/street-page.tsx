import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { EmptyState, ErrorState } from '#web/ui/states.tsx';
import { AssistantBox } from './assistant-box.tsx';
import { FilterBar } from './filter-bar.tsx';
import { noFilters, type StreetFilters } from './street-filters.ts';
import { streetStoresQuery } from './street-queries.ts';
import { filterStoresByName } from './street-search.ts';
import { StoreQuickView } from './store-quick-view.tsx';
import { StoreRow } from './store-row.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

/** The street: browse the shops in a row, narrow them down, peek into one, or walk the 3D street. */
export function StreetPage() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const [filters, setFilters] = useState<StreetFilters>(noFilters);
  const [search, setSearch] = useState('');
  const [quickView, setQuickView] = useState<StoreDto | null>(null);
  const stores = useQuery(streetStoresQuery(filters));
  const shown = useMemo(() => filterStoresByName(stores.data?.stores ?? [], search), [stores.data, search]);
  const loaded = !!stores.data;
  const count = formatNumber(shown.length, language);

  return (
    <div className="flex flex-col gap-6">
      <section className="card flex flex-col items-start gap-4 bg-gradient-to-br from-brand-700 to-brand-800 p-8 text-white">
        <h1 className="text-3xl font-bold"><Trans>The Street</Trans></h1>
        <PageTitle>{t`The Street`}</PageTitle>
        <p className="max-w-2xl text-brand-50">
          <Trans>Stroll past the shops of home businesses across Jordan: food, crafts, sewing, tutoring and coaching, all made and run from home.</Trans>
        </p>
        <Link to="/street/tour" className="btn bg-white text-brand-800 hover:bg-brand-50"><Trans>Take the virtual street tour</Trans></Link>
      </section>

      <form role="search" onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-1">
        <label htmlFor="street-search" className="text-sm font-semibold"><Trans>Find a shop on this street</Trans></label>
        <input id="street-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="input max-w-xl" placeholder={t`Shop name`} aria-describedby="street-search-hint" />
        <p id="street-search-hint" className="text-xs text-ink-muted"><Trans>Narrows the shops below by name as you type.</Trans></p>
      </form>

      <FilterBar filters={filters} onChange={setFilters} />

      <section aria-labelledby="street-shops" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="street-shops" className="text-xl font-bold"><Trans>Shops</Trans></h2>
          <p role="status" className="text-sm text-ink-muted">
            {stores.isPending ? t`Loading shops...` : loaded ? t`${count} shops` : ''}
          </p>
        </div>
        {stores.isError && !loaded ? (
          <ErrorState onRetry={() => void stores.refetch()} />
        ) : loaded && shown.length === 0 ? (
          <EmptyState
            title={search.trim() && stores.data.stores.length > 0 ? t`No shops match your search` : t`No shops available`}
            action={
              (filters.category || filters.governorate || search.trim()) && (
                <button type="button" className="btn-outline" onClick={() => { setFilters(noFilters); setSearch(''); }}><Trans>Show all shops</Trans></button>
              )
            }
          />
        ) : (
          <StoreRow stores={shown} loading={stores.isPending} busy={stores.isPlaceholderData} onOpen={setQuickView} />
        )}
      </section>

      <AssistantBox />
      <StoreQuickView store={quickView} onClose={() => setQuickView(null)} />
    </div>
  );
}
