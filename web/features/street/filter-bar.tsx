import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { governorateLabel } from '#web/lib/governorates.ts';
import { streetCategories, streetCategoryLabels, streetGovernorates, toggleChoice, type StreetFilters } from './street-filters.ts';

function ChoiceGroup<T extends string>({ label, allLabel, values, labelOf, selected, onSelect }: {
  label: string;
  allLabel: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  selected: T | null;
  onSelect: (value: T | null) => void;
}) {
  const id = useId();
  const chip = (active: boolean) =>
    `focusable shrink-0 rounded-full border px-3 py-1 text-sm font-semibold transition-colors ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink hover:bg-brand-50'}`;
  return (
    <div role="group" aria-labelledby={id} className="flex items-center gap-2 overflow-x-auto py-1">
      <span id={id} className="shrink-0 text-sm font-semibold text-ink-muted">{label}</span>
      <button type="button" aria-pressed={selected === null} className={chip(selected === null)} onClick={() => onSelect(null)}>{allLabel}</button>
      {values.map((value) => (
        <button key={value} type="button" aria-pressed={selected === value} className={chip(selected === value)} onClick={() => onSelect(toggleChoice(selected, value))}>
          {labelOf(value)}
        </button>
      ))}
    </div>
  );
}

/** The height of the app's sticky header, which wraps to two rows on phones. */
function useHeaderHeight() {
  const [height, setHeight] = useState(64);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** Sticky under the header: one category and one governorate at a time (or none). */
export function FilterBar({ filters, onChange }: { filters: StreetFilters; onChange: (filters: StreetFilters) => void }) {
  const { t, i18n } = useLingui();
  const top = useHeaderHeight();
  return (
    <div style={{ top }} className="sticky z-30 -mx-4 border-y border-gray-200 bg-white/95 px-4 py-2 backdrop-blur">
      <ChoiceGroup
        label={t`Category`}
        allLabel={t`All categories`}
        values={streetCategories}
        labelOf={(value) => i18n._(streetCategoryLabels[value])}
        selected={filters.category}
        onSelect={(category) => onChange({ ...filters, category })}
      />
      <ChoiceGroup
        label={t`Governorate`}
        allLabel={t`All governorates`}
        values={streetGovernorates}
        labelOf={(value) => governorateLabel(i18n, value)}
        selected={filters.governorate}
        onSelect={(governorate) => onChange({ ...filters, governorate })}
      />
    </div>
  );
}
