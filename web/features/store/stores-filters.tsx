import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { governorateOptions } from '#web/lib/governorates.ts';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import type { StoreFilters } from './queries.ts';
import { activeStoreFilterCount, minRatings } from './stores-url.ts';

/** Category, governorate and minimum rating; shown beside the list on wide screens, in a sheet on phones. */
export function StoresFilters({ filters, onChange }: { filters: StoreFilters; onChange: (patch: Partial<StoreFilters>) => void }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const categories = useQuery(categoriesQuery).data ?? [];
  const ratingOptions = minRatings.map((value) => {
    const stars = formatNumber(Number(value), language);
    return { value, label: t`${stars} stars & up` };
  });
  return (
    <div className="flex flex-col gap-4">
      <Field label={t`Category`}>
        {(props) => (
          <Select id={props.id} value={filters.category} noneLabel={t`All categories`} onValueChange={(category) => onChange({ category, page: 1 })}
            options={categories.map((c) => ({ value: c.id, label: localized(c.nameAr, c.nameEn) }))} />
        )}
      </Field>
      <Field label={t`Governorate`}>
        {(props) => (
          <Select id={props.id} value={filters.governorate} noneLabel={t`All governorates`} onValueChange={(governorate) => onChange({ governorate, page: 1 })} options={governorateOptions(i18n)} />
        )}
      </Field>
      <Field label={t`Minimum rating`}>
        {(props) => (
          <Select id={props.id} value={filters.minRating} noneLabel={t`All ratings`} onValueChange={(minRating) => onChange({ minRating, page: 1 })} options={ratingOptions} />
        )}
      </Field>
      {activeStoreFilterCount(filters) > 0 && (
        <button type="button" className="btn-outline" onClick={() => onChange({ category: '', governorate: '', minRating: '', page: 1 })}>
          <Trans>Reset</Trans>
        </button>
      )}
    </div>
  );
}
