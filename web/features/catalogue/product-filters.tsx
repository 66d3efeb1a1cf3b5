import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { PriceRange } from './price-range.tsx';
import { defaultView, PRICE_MAX, PRICE_MIN, type ProductsView } from './products-url.ts';

type Change = (patch: Partial<ProductsView>) => void;

export const findCategory = (categories: CategoryDto[] | undefined, idOrSlug: string) =>
  categories?.find((c) => c.id === idOrSlug || c.slug === idOrSlug);

/** The filter panel: category, price slider, on sale, reset. Every change goes back to page 1. */
export function ProductFilters({ view, categories, onChange }: { view: ProductsView; categories: CategoryDto[] | undefined; onChange: Change }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const id = useId();
  const current = findCategory(categories, view.category)?.id ?? view.category;
  const radio = (value: string, label: string) => (
    <label key={value || 'all'} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-gray-50">
      <input type="radio" name={`${id}-category`} value={value} checked={current === value} onChange={() => onChange({ category: value, page: 1 })} className="accent-brand-700 focusable" />
      {label}
    </label>
  );
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-2 font-semibold">{t`Category`}</legend>
        <div className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {radio('', t`All categories`)}
          {(categories ?? []).map((c) => radio(c.id, localized(c.nameAr, c.nameEn)))}
        </div>
      </fieldset>
      <PriceRange min={view.minPrice} max={view.maxPrice} onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice, page: 1 })} />
      <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <input type="checkbox" checked={view.sale} onChange={(e) => onChange({ sale: e.target.checked, page: 1 })} className="h-4 w-4 accent-brand-700 focusable" />
        <Trans>On sale</Trans>
      </label>
      <button type="button" className="btn-outline" onClick={() => onChange({ ...defaultView, search: view.search, sort: view.sort })}>
        <Trans>Reset</Trans>
      </button>
    </div>
  );
}

/** The applied filters as removable chips, and Clear All. */
export function FilterChips({ view, categories, onChange }: { view: ProductsView; categories: CategoryDto[] | undefined; onChange: Change }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const chips: { key: string; label: string; remove: Partial<ProductsView> }[] = [];
  if (view.search) chips.push({ key: 'search', label: t`Search: ${view.search}`, remove: { search: '' } });
  if (view.category) {
    const category = findCategory(categories, view.category);
    chips.push({ key: 'category', label: category ? localized(category.nameAr, category.nameEn) : t`Category`, remove: { category: '' } });
  }
  if (view.minPrice > PRICE_MIN || view.maxPrice < PRICE_MAX) {
    const to = view.maxPrice < PRICE_MAX ? formatPrice(view.maxPrice, language) : t`any`;
    chips.push({ key: 'price', label: t`Price: ${formatPrice(view.minPrice, language)} – ${to}`, remove: { minPrice: PRICE_MIN, maxPrice: PRICE_MAX } });
  }
  if (view.sale) chips.push({ key: 'sale', label: t`On sale`, remove: { sale: false } });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t`Applied filters`} role="group">
      {chips.map((chip) => (
        <button key={chip.key} type="button" className="badge gap-1 border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-800 focusable" onClick={() => onChange({ ...chip.remove, page: 1 })} aria-label={t`Remove filter ${chip.label}`}>
          {chip.label} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => onChange({ ...defaultView, sort: view.sort })}>
        <Trans>Clear All</Trans>
      </button>
    </div>
  );
}
