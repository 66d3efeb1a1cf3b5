import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { normaliseNumberInput } from '#api/contract/common.ts';
import { TEXTILE_OPTIONS, type TextileAttribute } from '#api/contract/seller.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import { textileAttributeLabels, textileValueLabels } from './labels.ts';
import type { SuggestedField, WizardDetails } from './wizard-model.ts';

type TextKey = Exclude<keyof WizardDetails, 'attributes'>;

/**
 * Step 2: names, descriptions, price, original price, stock, category and, for the handmade-textile
 * category, its option lists (item, technique, material, size, colour).
 */
export function WizardDetailsStep({ details, onChange, categories, isTextile, error, storePicker, suggested = [], suggestionsTried = false, onAccept }: {
  details: WizardDetails;
  /** fields holding a photo suggestion she has not touched: shown as a suggestion to accept or edit */
  suggested?: SuggestedField[];
  /** the photo was analysed: an empty name then gets a hint (the photo cannot tell what the item is) */
  suggestionsTried?: boolean;
  onAccept?: (field: SuggestedField) => void;
  onChange: (next: WizardDetails) => void;
  categories: CategoryDto[];
  isTextile: boolean;
  error: (field: string) => string | undefined;
  storePicker?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const set = (field: TextKey, value: string) => onChange({ ...details, [field]: value });
  const setAttribute = (key: TextileAttribute, value: string) => onChange({ ...details, attributes: { ...details.attributes, [key]: value } });

  const suggestionHint = (field: TextKey) => {
    if ((suggested as string[]).includes(field)) return t`Suggested from your photo: check it, then edit or keep it.`;
    if (suggestionsTried && (field === 'nameEn' || field === 'nameAr') && !details[field].trim()) return t`The photo cannot tell what the item is: please name it.`;
    return undefined;
  };
  const input = (field: TextKey, label: string, props: { required?: boolean; dir?: 'ltr' | 'rtl'; numeric?: boolean; hint?: string; multiline?: boolean } = {}) => (
    <div className="flex flex-col gap-1">
    <Field label={label} error={error(field)} required={props.required} hint={suggestionHint(field) ?? props.hint}>
      {(aria) => props.multiline
        ? <textarea {...aria} className="input min-h-28 box-border [font-family:inherit]" dir={props.dir} value={details[field]} onChange={(e) => set(field, e.target.value)} />
        : <input {...aria} className="input box-border [font-family:inherit]" dir={props.dir} inputMode={props.numeric ? 'decimal' : undefined} autoComplete="off" value={details[field]} onChange={(e) => set(field, e.target.value)}
          onBlur={props.numeric ? () => set(field, normaliseNumberInput(details[field])) : undefined} />}
    </Field>
    {(suggested as string[]).includes(field) && onAccept && (
      <button type="button" className="btn-ghost self-start px-2 py-1 text-xs" onClick={() => onAccept(field as SuggestedField)}>
        <Trans>Keep this suggestion</Trans>
      </button>
    )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {storePicker}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('nameAr', t`Product name (Arabic)`, { required: true, dir: 'rtl' })}
        {input('nameEn', t`Product name (English)`, { required: true, dir: 'ltr' })}
        {input('descriptionAr', t`Description (Arabic)`, { multiline: true, dir: 'rtl' })}
        {input('descriptionEn', t`Description (English)`, { multiline: true, dir: 'ltr' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {input('price', t`Price (JOD)`, { required: true, numeric: true, dir: 'ltr', hint: t`e.g. 12.50` })}
        {input('originalPrice', t`Original price (JOD)`, { numeric: true, dir: 'ltr', hint: t`Leave empty if not on sale` })}
        {input('stock', t`Stock`, { numeric: true, dir: 'ltr', hint: t`How many you can sell` })}
      </div>
      <Field label={t`Category`} error={error('categoryId')} required>
        {(aria) => (
          <Select {...aria} value={details.categoryId} onValueChange={(value) => set('categoryId', value)} placeholder={t`Choose a category`}
            options={categories.map((c) => ({ value: c.id, label: localized(c.nameAr, c.nameEn) }))} />
        )}
      </Field>
      {isTextile && (
        <fieldset className="card flex flex-col gap-4 p-4">
          <legend className="px-1 text-sm font-bold"><Trans>Handmade textile details</Trans></legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {(Object.keys(TEXTILE_OPTIONS) as TextileAttribute[]).map((key) => (
              <Field key={key} label={i18n._(textileAttributeLabels[key])} error={error(`attributes.${key}`)}>
                {(aria) => (
                  <Select {...aria} value={details.attributes[key] ?? ''} onValueChange={(value) => setAttribute(key, value)} placeholder={t`Choose`} noneLabel={t`Not specified`}
                    options={TEXTILE_OPTIONS[key].map((value) => ({ value, label: i18n._(textileValueLabels[value]) }))} />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
