import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { Select } from '#web/ui/select.tsx';
import { normaliseNumberInput } from '#api/contract/common.ts';
import type { SuggestedField } from '#web/lib/ai-suggestions.ts';
import { isUnsureSuggestion, missingRequired, priceFilled, stockFilled, type Draft } from './bulk-rules.ts';

/** The id of a row's input, so the page can take the seller to a field that needs her. */
export const fieldId = (draftId: string, field: string) => `bulk-${field}-${draftId}`;

type RowProps = {
  draft: Draft;
  index: number;
  categories: CategoryDto[];
  showErrors: boolean;
  disabled: boolean;
  onChange: (id: string, fields: Partial<Draft>) => void;
  onRemove: (ids: string[]) => void;
};

const cell = 'border-b border-gray-200 p-2 align-top';
const headCell = 'border-b border-gray-300 bg-gray-50 p-2 text-start text-xs font-semibold uppercase tracking-wide text-ink-muted';
/** The select column stays in view while the table scrolls sideways (a tablet; phones see cards). */
const stickyCell = 'sm:(sticky start-0 z-10) bg-white';

/** Column ids: each input is named by its column header and its row ("Price (JOD), Item 3"). */
const col = (name: string) => `bulk-col-${name}`;
const rowLabelId = (id: string) => `bulk-row-${id}`;

const BulkRow = memo(function BulkRow({ draft, index, categories, showErrors, disabled, onChange, onRemove }: RowProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const n = formatNumber(index + 1, language);
  const invalid = (empty: boolean) => showErrors && draft.selected && empty;
  const labelled = (column: string) => ({ 'aria-labelledby': `${col(column)} ${rowLabelId(draft.id)}`, disabled });
  const text = (field: SuggestedField, dir: 'ltr' | 'rtl', multiline = false) => {
    // Text from the photo stays marked as a suggestion until she keeps or edits it (as in the wizard).
    const isSuggestion = draft.suggested.includes(field);
    const unsure = isUnsureSuggestion(draft, field);
    const noteId = `${fieldId(draft.id, field)}-suggestion`;
    const edit = (value: string) => onChange(draft.id, { [field]: value, suggested: draft.suggested.filter((f) => f !== field) });
    const props = {
      ...labelled(field),
      id: fieldId(draft.id, field),
      value: draft[field],
      dir,
      'aria-invalid': field.startsWith('name') ? invalid(!draft[field].trim() || unsure) : undefined,
      'aria-describedby': isSuggestion ? noteId : undefined,
      // Textareas default to a monospace font: keep the page's.
      className: `${multiline ? 'input sm:min-w-64 [font-family:inherit]' : 'input sm:min-w-44'}${isSuggestion ? ' border-dashed border-amber-600 bg-amber-50' : ''}`,
    };
    return (
      <>
        {multiline ? <textarea {...props} rows={3} onChange={(e) => edit(e.target.value)} /> : <input {...props} onChange={(e) => edit(e.target.value)} />}
        {isSuggestion && (
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span id={noteId} className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
              {unsure ? t`Suggestion from the photo: check it, then keep or edit it` : t`Suggestion from the photo`}
            </span>
            <button type="button" id={`${noteId}-keep`} aria-labelledby={`${noteId}-keep ${col(field)} ${rowLabelId(draft.id)}`} className="btn-ghost px-2 py-1 text-xs" disabled={disabled} onClick={() => onChange(draft.id, { suggested: draft.suggested.filter((f) => f !== field) })}>
              <Trans>Keep</Trans>
            </button>
          </div>
        )}
      </>
    );
  };
  return (
    <tr className={draft.selected ? 'bg-brand-50/40' : undefined}>
      <td className={`${cell} ${stickyCell}`}>
        <span id={rowLabelId(draft.id)} className="sr-only">{t`Item ${n}`}</span>
        <input type="checkbox" className="h-5 w-5 accent-brand-700 focusable" checked={draft.selected} onChange={(e) => onChange(draft.id, { selected: e.target.checked })} {...labelled('select')} />
      </td>
      <td className={cell}>
        <img src={draft.preview} alt={t`Photo of item ${n}`} className="h-16 w-16 rounded-lg object-cover" />
        <div className="mt-1 w-28 text-xs" aria-live="polite">
          {draft.isAnalyzing && <span className="text-brand-700"><Trans>Analyzing...</Trans></span>}
          {draft.analysisError && <span className="text-red-700"><Trans>Failed to analyze image</Trans></span>}
          {draft.submitError && <span className="text-red-700">{draft.submitError}</span>}
        </div>
      </td>
      <td className={cell} data-label={t`Price (JOD)`}>
        {/* Text, not type=number: a number field drops Arabic-Indic digits without a word. */}
        <input {...labelled('price')} id={fieldId(draft.id, 'price')} inputMode="decimal" dir="ltr" autoComplete="off" placeholder="0.00" className="input w-24" value={draft.price} aria-invalid={invalid(!priceFilled(draft.price))}
          onChange={(e) => onChange(draft.id, { price: e.target.value })} onBlur={() => onChange(draft.id, { price: normaliseNumberInput(draft.price) })} />
      </td>
      <td className={cell} data-label={t`Stock`}>
        <input {...labelled('stock')} id={fieldId(draft.id, 'stock')} inputMode="numeric" dir="ltr" autoComplete="off" className="input w-20" value={draft.stock} aria-invalid={invalid(!stockFilled(draft.stock))}
          onChange={(e) => onChange(draft.id, { stock: e.target.value })} onBlur={() => onChange(draft.id, { stock: normaliseNumberInput(draft.stock) })} />
      </td>
      <td className={cell} data-label={t`English name`}>{text('nameEn', 'ltr')}</td>
      <td className={cell} data-label={t`Arabic name`}>{text('nameAr', 'rtl')}</td>
      <td className={cell} data-label={t`English description`}>{text('descriptionEn', 'ltr', true)}</td>
      <td className={cell} data-label={t`Arabic description`}>{text('descriptionAr', 'rtl', true)}</td>
      <td className={`${cell} sm:min-w-44`} data-label={t`Category`}>
        <Select
          value={draft.categoryId}
          onValueChange={(categoryId) => onChange(draft.id, { categoryId })}
          options={categories.map((c) => ({ value: c.id, label: localized(c.nameAr, c.nameEn) }))}
          placeholder={t`Choose a category`}
          aria-label={t`Category, item ${n}`}
          disabled={disabled}
        />
      </td>
      <td className={cell}>
        <button type="button" className="btn-ghost px-2 text-red-700" disabled={disabled} onClick={() => onRemove([draft.id])} aria-label={t`Remove item ${n}`}>
          <Trans>Remove</Trans>
        </button>
      </td>
    </tr>
  );
});

/** The editable table of drafts (docs/product.md): a card per draft on a phone, a table that scrolls sideways above. */
export function BulkTable(props: { drafts: Draft[]; categories: CategoryDto[]; showErrors: boolean; disabled: boolean; onChange: RowProps['onChange']; onRemove: RowProps['onRemove']; onSelectAll: (selected: boolean) => void }) {
  const { t } = useLingui();
  const { drafts } = props;
  const allSelected = drafts.length > 0 && drafts.every((d) => d.selected);
  const someSelected = drafts.some((d) => d.selected);
  const incomplete = props.showErrors && drafts.some((d) => d.selected && missingRequired(d));
  const head = (name: string, label: string) => <th id={col(name)} scope="col" className={headCell}>{label}</th>;
  return (
    <div className="card relative overflow-x-auto" role="region" aria-label={t`Products to create`} tabIndex={0}>
      <table className="table-cards w-full border-collapse text-sm sm:min-w-[80rem]">
        <thead>
          <tr>
            <th scope="col" className={`${headCell} ${stickyCell} keep-on-phone bg-gray-50`}>
              <span id={col('select')} className="sr-only">{t`Select`}</span>
              <label className="flex items-center gap-2 normal-case">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700 focusable"
                  checked={allSelected}
                  ref={(el) => { if (el) el.indeterminate = someSelected && !allSelected; }}
                  onChange={(e) => props.onSelectAll(e.target.checked)}
                  disabled={props.disabled || drafts.length === 0}
                  aria-label={t`Select all`}
                />
                <span className="text-sm sm:sr-only" aria-hidden="true">{t`Select all`}</span>
              </label>
            </th>
            {head('image', t`Image`)}
            {head('price', t`Price (JOD)`)}
            {head('stock', t`Stock`)}
            {head('nameEn', t`English name`)}
            {head('nameAr', t`Arabic name`)}
            {head('descriptionEn', t`English description`)}
            {head('descriptionAr', t`Arabic description`)}
            {head('category', t`Category`)}
            <th scope="col" className={headCell}><span className="sr-only">{t`Remove`}</span></th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft, index) => (
            <BulkRow key={draft.id} draft={draft} index={index} categories={props.categories} showErrors={props.showErrors} disabled={props.disabled} onChange={props.onChange} onRemove={props.onRemove} />
          ))}
        </tbody>
      </table>
      {incomplete && <p role="alert" className="p-3 text-sm text-red-700"><Trans>Please fill all required fields for selected products</Trans></p>}
    </div>
  );
}
