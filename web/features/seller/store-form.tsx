import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_METHODS, DELIVERY_AREAS, DELIVERY_OPTIONS, StoreFormSchema, StoreUpdateSchema } from '#api/contract/seller.ts';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { governorateLabel, governorateOptions } from '#web/lib/governorates.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { cityOptions } from '#web/lib/store-place.ts';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { normaliseNumberInput } from '#api/contract/common.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { LogoUpload } from './logo-upload.tsx';
import { OpeningHoursField } from './opening-hours-field.tsx';
import { fieldErrorText, type FieldCodes } from './form-errors.ts';
import { fieldCodes } from '#web/lib/form-issues.ts';
import { contactMethodLabels, deliveryOptionLabels } from './labels.ts';
import { normaliseCliq, normaliseSocialUrl } from '#api/contract/store-contacts.ts';
import { StoreAddressField } from './store-address-field.tsx';
import { formToPayload, suggestedEnglishName, withChange, type StoreFormState, type TextField } from './store-form-state.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col gap-4 p-5">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The store create and edit form (docs/product.md): every field, checked with the same schema
 * as the API; the server's field errors (`serverCodes`) show under the same fields.
 */
export function StoreForm({ mode, initial, serverCodes, pending, onSubmit }: {
  mode: 'create' | 'edit';
  initial: StoreFormState;
  serverCodes: FieldCodes;
  pending: boolean;
  onSubmit: (payload: ReturnType<typeof formToPayload>) => void;
}) {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const { language } = useLanguage();
  const categories = useQuery(categoriesQuery);
  const [form, setForm] = useState(initial);
  const [localCodes, setLocalCodes] = useState<FieldCodes | null>(null);
  const codes = localCodes ?? serverCodes;
  const error = (field: string) => fieldErrorText(i18n, codes, field);
  /** A problem of a group as a whole (not of one of its parts), e.g. the hours' times being equal. */
  const exactError = (field: string) => (codes[field] ? fieldErrorText(i18n, { [field]: codes[field] }, field) : undefined);
  const set = <K extends keyof StoreFormState>(field: K, value: StoreFormState[K]) => setForm((old) => withChange(old, field, value));
  /** On leaving a field, show it as it will be saved (when it reads as valid). */
  const tidy = (field: TextField, normalise: (typed: string) => string | null) => () => {
    const saved = form[field].trim() ? normalise(form[field]) : null;
    if (saved && saved !== form[field]) set(field, saved);
  };
  const englishSuggestion = suggestedEnglishName(form);
  const { ref, showErrors } = useErrorFocus();
  // The save has said what failed in its toast: only take the seller to the field.
  useEffect(() => { if (Object.keys(serverCodes).length > 0) showErrors(null); }, [serverCodes, showErrors]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payload = formToPayload(form, mode);
    const result = v.safeParse(mode === 'create' ? StoreFormSchema : StoreUpdateSchema, payload);
    if (!result.success) {
      setLocalCodes(fieldCodes(result.issues));
      showErrors();
      return;
    }
    setLocalCodes(null);
    onSubmit(payload);
  };

  const text = (field: TextField, label: string, props: { type?: string; inputMode?: 'tel' | 'url' | 'decimal'; dir?: 'ltr' | 'rtl'; autoComplete?: string; required?: boolean; hint?: string; multiline?: boolean; numeric?: boolean; onBlur?: () => void } = {}) => (
    <Field label={label} error={error(field)} required={props.required} hint={props.hint}>
      {(aria) => props.multiline
        ? <textarea {...aria} className="input min-h-24 box-border [font-family:inherit]" dir={props.dir} value={form[field]} onChange={(e) => set(field, e.target.value)} />
        : <input {...aria} className="input box-border [font-family:inherit]" type={props.type ?? 'text'} inputMode={props.inputMode} dir={props.dir} autoComplete={props.autoComplete ?? 'off'} value={form[field]} onChange={(e) => set(field, e.target.value)}
          onBlur={props.onBlur ?? (props.numeric ? () => set(field, normaliseNumberInput(form[field])) : undefined)} />}
    </Field>
  );

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: localized(c.nameAr, c.nameEn) }));
  const phoneHint = t`A Jordanian number, e.g. 079 123 4567`;

  return (
    <form ref={ref} onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={mode === 'create' ? t`Create Store` : t`Edit Store`}>
      <Section title={t`About your store`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('nameAr', t`Store name (Arabic)`, { required: true, dir: 'rtl' })}
          <div className="flex flex-col gap-2">
            {text('nameEn', t`Store name (English)`, { required: true, dir: 'ltr', hint: t`In Latin letters, as English-speaking buyers will read it` })}
            {englishSuggestion && (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span><Trans>Suggestion from the Arabic name:</Trans> <bdi dir="ltr" className="font-semibold">{englishSuggestion}</bdi></span>
                <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={() => set('nameEn', englishSuggestion)}><Trans>Use this name</Trans></button>
              </p>
            )}
          </div>
          {text('descriptionAr', t`Description (Arabic)`, { multiline: true, dir: 'rtl' })}
          {text('descriptionEn', t`Description (English)`, { multiline: true, dir: 'ltr' })}
        </div>
        <StoreAddressField mode={mode} slug={form.slug} error={error('slug')} onChange={(slug) => set('slug', slug)} />
        <LogoUpload value={form.logoUrl} onChange={(path) => set('logoUrl', path)} error={error('logoUrl')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Primary category`} error={error('categoryId')}>
            {(aria) => <Select {...aria} value={form.categoryId} onValueChange={(value) => set('categoryId', value)} options={categoryOptions} placeholder={t`Choose a category`} noneLabel={t`No category`} />}
          </Field>
          <Field label={t`Governorate`} error={error('governorate')}>
            {(aria) => <Select {...aria} value={form.governorate} onValueChange={(value) => set('governorate', value)} options={governorateOptions(i18n)} placeholder={t`Choose a governorate`} noneLabel={t`Not set`} />}
          </Field>
          <Field label={t`City or area`} error={error('city')}>
            {(aria) => <Select {...aria} value={form.city} onValueChange={(value) => set('city', value)} options={cityOptions(language, initial.city)} placeholder={t`Choose a city`} noneLabel={t`Not set`} />}
          </Field>
        </div>
        <OpeningHoursField days={form.hoursDays} opens={form.hoursOpens} closes={form.hoursCloses} legacyText={form.operatingHours}
          errors={{ days: error('openingHours.days'), opens: error('openingHours.opens'), closes: error('openingHours.closes') ?? exactError('openingHours') }}
          onChange={(change) => setForm((old) => ({ ...old, ...change }))} />
        {text('specialServices', t`Special services`, { multiline: true, hint: t`e.g. custom orders, gift wrapping` })}
        {mode === 'edit' && (
          <label className="flex items-center gap-3 text-sm font-semibold">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            <Trans>Store is open (visible to buyers)</Trans>
          </label>
        )}
      </Section>

      <Section title={t`Contact`}>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('phoneNumber', t`Phone number`, { type: 'tel', inputMode: 'tel', dir: 'ltr', autoComplete: 'tel', hint: phoneHint, numeric: true })}
          {text('whatsappNumber', t`WhatsApp number`, { type: 'tel', inputMode: 'tel', dir: 'ltr', hint: phoneHint, numeric: true })}
          {text('cliqNumber', t`CliQ alias or mobile`, { dir: 'ltr', hint: t`Your CliQ alias (letters and digits, up to 10) or the mobile number buyers send CliQ transfers to`, onBlur: tidy('cliqNumber', normaliseCliq) })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('instagramUrl', t`Instagram link`, { type: 'url', inputMode: 'url', dir: 'ltr', hint: t`@name or instagram.com/name`, onBlur: tidy('instagramUrl', (s) => normaliseSocialUrl(s, 'instagram')) })}
          {text('facebookUrl', t`Facebook link`, { type: 'url', inputMode: 'url', dir: 'ltr', hint: 'facebook.com/…', onBlur: tidy('facebookUrl', (s) => normaliseSocialUrl(s, 'facebook')) })}
          {text('otherPagesUrl', t`Other page link`, { type: 'url', inputMode: 'url', dir: 'ltr', hint: 'example.com/…', onBlur: tidy('otherPagesUrl', (s) => normaliseSocialUrl(s, 'other')) })}
        </div>
        <ChoiceGroup legend={t`Preferred contact methods`} columns={3} value={form.preferredContactMethods} onChange={(next) => set('preferredContactMethods', next)} error={error('preferredContactMethods')}
          options={CONTACT_METHODS.map((value) => ({ value, label: i18n._(contactMethodLabels[value]) }))} />
      </Section>

      <Section title={t`Delivery`}>
        <ChoiceGroup legend={t`Delivery options`} columns={3} value={form.deliveryOptions} onChange={(next) => set('deliveryOptions', next)} error={error('deliveryOptions')}
          options={DELIVERY_OPTIONS.map((value) => ({ value, label: i18n._(deliveryOptionLabels[value]) }))} />
        <ChoiceGroup legend={t`Delivery areas`} columns={4} value={form.deliveryAreas} onChange={(next) => set('deliveryAreas', next)} error={error('deliveryAreas')}
          options={DELIVERY_AREAS.map((value) => ({ value, label: governorateLabel(i18n, value) }))} />
      </Section>

      <Section title={t`Featured product`}>
        <p className="text-sm text-ink-muted"><Trans>Optional: the product you are best known for, with its price.</Trans></p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Product name`} error={error('featuredProduct.name') ?? error('featuredProduct')}>
            {(aria) => <input {...aria} className="input box-border [font-family:inherit]" value={form.featuredName} onChange={(e) => set('featuredName', e.target.value)} />}
          </Field>
          <Field label={t`Price (JOD)`} error={error('featuredProduct.price')}>
            {(aria) => <input {...aria} className="input box-border [font-family:inherit]" inputMode="decimal" dir="ltr" value={form.featuredPrice} onChange={(e) => set('featuredPrice', e.target.value)} onBlur={() => set('featuredPrice', normaliseNumberInput(form.featuredPrice))} />}
          </Field>
        </div>
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/seller/dashboard" className="btn-outline"><Trans>Back</Trans></Link>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? <Trans>Saving...</Trans> : mode === 'create' ? <Trans>Create Store</Trans> : <Trans>Save changes</Trans>}
        </button>
      </div>
    </form>
  );
}
