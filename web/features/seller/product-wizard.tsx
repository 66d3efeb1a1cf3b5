import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDto, StoreDto } from '#api/contract/catalogue.ts';
import { isTextileCategory } from '#api/contract/seller.ts';
import { requestSuggestions, type Suggestion } from '#web/lib/ai-suggestions.ts';
import { PUBLISH_MIN_SCORE } from '#web/lib/completeness.ts';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import { toast } from '#web/ui/toast.tsx';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { fieldErrorText, type FieldCodes } from './form-errors.ts';
import { useProductSubmit } from './use-product-submit.ts';
import { useArrivedSuggestion } from './use-arrived-suggestion.ts';
import { useSaveOnPhone } from '#web/lib/offline/use-save-on-phone.ts';
import { useWizardPhotos } from './use-wizard-photos.ts';
import { WizardDetailsStep } from './wizard-details-step.tsx';
import { WizardPhotosStep } from './wizard-photos-step.tsx';
import { WizardPreviewStep } from './wizard-preview-step.tsx';
import {
  acceptSuggestion, applySuggestions, detailsIssues, detailsProblem, emptyDetails, filledBySuggestion, noSuggestions, orderedPaths, productToDetails,
  publishIssues, stillSuggested, toPayload, WIZARD_STEPS, wizardScore, type Suggested, type WizardDetails,
} from './wizard-model.ts';

const stepTitles = [msg`Photos`, msg`Details and category`, msg`Preview`];

/**
 * The three-step listing wizard (docs/product.md): photos, details, preview with the completeness
 * score; publish or save as draft. With `product` it edits that product (same steps, PUT).
 */
export function ProductWizard({ stores, fixedStoreId, product }: { stores: StoreDto[]; fixedStoreId?: string; product?: ProductDto }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const categories = useQuery(categoriesQuery);
  const [step, setStep] = useState(1);
  const [details, setDetailsState] = useState(() => (product ? productToDetails(product) : emptyDetails));
  // Photo suggestions the seller has not touched yet (shown as suggestions; low-confidence ones do not score).
  const [suggestion, setSuggestion] = useState<Suggested>(noSuggestions);
  const setDetails = (next: WizardDetails) => {
    setSuggestion((current) => stillSuggested(current, details, next));
    setDetailsState(next);
  };
  const [storeId, setStoreId] = useState(product?.storeId ?? fixedStoreId ?? (stores.length === 1 ? stores[0]!.id : ''));
  const [codes, setCodes] = useState<FieldCodes>({});
  const [showErrors, setShowErrors] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const suggested = useRef(false);

  const categoryList = categories.data ?? [];
  const category = categoryList.find((c) => c.id === details.categoryId);
  const isTextile = isTextileCategory(category?.slug);

  // The first photo asks for suggestions once (spec: always in Arabic); they fill only empty fields.
  // A failure is only logged: the seller types the details herself.
  const takeSuggestion = (s: Suggestion) => {
    suggested.current = true;
    const knownCategory = categoryList.some((c) => c.id === s.suggestedCategoryId) ? s.suggestedCategoryId : null;
    setDetailsState((current) => {
      const next = applySuggestions(current, s, knownCategory);
      setSuggestion({ fields: filledBySuggestion(current, next), confidence: s.confidence });
      return next;
    });
  };
  const suggestFrom = (file: File) => {
    if (suggested.current || suggesting) return;
    setSuggesting(true);
    requestSuggestions(file, 'ar')
      .then(takeSuggestion)
      .catch((error: unknown) => console.warn('[wizard] photo suggestions failed', error))
      .finally(() => setSuggesting(false));
  };
  const photos = useWizardPhotos(product?.images ?? [], suggestFrom);
  // A listing sent from the phone was analysed after it uploaded: its suggestions arrive here the same way.
  useArrivedSuggestion(product?.id, takeSuggestion);

  const liveCodes = showErrors ? { ...detailsIssues(details, isTextile), ...(storeId ? {} : { storeId: 'storeRequired' }) } : {};
  const shownCodes = { ...codes, ...liveCodes };
  const error = (field: string) => fieldErrorText(i18n, shownCodes, field);
  const score = wizardScore(details, photos.photos, suggestion);
  const images = orderedPaths(photos.photos, photos.mainKey);

  const saveOnPhone = useSaveOnPhone();
  const { ref: stepRef, showErrors: focusErrors } = useErrorFocus<HTMLElement>();
  const submit = useProductSubmit({
    productId: product?.id,
    onNoConnection: (payload, status, key) => void saveOnPhone([{ payload, status, photos: photos.forQueue(), key }]),
    onFieldErrors: (server) => {
      setCodes(server);
      if (Object.keys(server).some((path) => path !== 'images')) setStep(2);
      // The save has said what failed in its toast: only take the seller to the field.
      focusErrors(null);
    },
    doneTo: product ? `/seller/store/${encodeURIComponent(product.storeId)}/products` : '/seller/dashboard',
  });

  const next = () => {
    if (step === 1 && photos.uploading) {
      toast({ title: t`Please wait until your photos finish uploading` });
      return;
    }
    if (step === 2) {
      const issues = detailsIssues(details, isTextile);
      const problem = detailsProblem(issues) ?? (storeId ? null : 'store');
      if (problem) {
        setShowErrors(true);
        const title = problem === 'category' ? t`Please select a category` : problem === 'store' ? t`Store is required` : t`Please fill in all required details`;
        focusErrors({ title });
        return;
      }
    }
    setCodes({});
    setStep((s) => Math.min(WIZARD_STEPS, s + 1));
  };

  const finish = (status: 'active' | 'draft') => {
    if (photos.uploading) return toast({ title: t`Please wait until your photos finish uploading` });
    if (!storeId) return toast({ title: t`Store is required`, variant: 'destructive' });
    const priceCodes = status === 'active' ? publishIssues(details) : {};
    if (priceCodes.price) {
      setCodes(priceCodes);
      setStep(2);
      return toast({ title: t`A published product needs a price above 0`, variant: 'destructive' });
    }
    if (status === 'active' && score < PUBLISH_MIN_SCORE) {
      return toast({ title: t`A minimum completeness score of 60% is required`, variant: 'destructive' });
    }
    const payload = toPayload(details, storeId, images, isTextile);
    // A new listing made offline is kept on the phone and sent later; edits need the server.
    if (!product && (photos.hasKept || navigator.onLine === false)) return void saveOnPhone([{ payload, status, photos: photos.forQueue() }]);
    submit.mutate({ payload, status });
  };

  const storePicker = !product && !fixedStoreId && stores.length > 1 ? (
    <Field label={t`Store`} error={error('storeId')} required>
      {(aria) => <Select {...aria} value={storeId} onValueChange={setStoreId} placeholder={t`Choose a store`} options={stores.map((s) => ({ value: s.id, label: localized(s.nameAr, s.nameEn) }))} />}
    </Field>
  ) : undefined;

  // Next is only allowed on a valid step; it stays focusable so a tap says what is missing.
  const stepValid = step === 1 ? !photos.uploading : step === 2 ? !detailsProblem(detailsIssues(details, isTextile)) && !!storeId : true;
  const current = formatNumber(step, language);
  const total = formatNumber(WIZARD_STEPS, language);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-ink-muted" aria-live="polite"><Trans>Step {current} of {total}</Trans></p>
        <div role="progressbar" aria-valuenow={step} aria-valuemin={1} aria-valuemax={WIZARD_STEPS} aria-label={t`Step ${current} of ${total}`} className="h-2 overflow-hidden rounded-full bg-gray-200">
          <div className="h-full bg-brand-700 transition-all" style={{ width: `${(step / WIZARD_STEPS) * 100}%` }} />
        </div>
        <ol className="m-0 flex list-none justify-between gap-2 p-0 text-sm">
          {stepTitles.map((title, index) => (
            <li key={index} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 === step ? 'font-bold text-brand-700' : 'text-ink-muted'}>
              <span aria-hidden="true">{formatNumber(index + 1, language)}. </span>{i18n._(title)}
            </li>
          ))}
        </ol>
      </div>

      <section ref={stepRef} className="card p-5" aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" className="mb-4 text-lg font-bold">{i18n._(stepTitles[step - 1]!)}</h2>
        {step === 1 && <WizardPhotosStep photos={photos} suggesting={suggesting} />}
        {step === 2 && (
          <WizardDetailsStep details={details} onChange={setDetails} categories={categoryList} isTextile={isTextile} error={error} storePicker={storePicker}
            suggested={suggestion.fields} suggestionsTried={suggestion !== noSuggestions} onAccept={(field) => setSuggestion((current) => acceptSuggestion(current, field))} />
        )}
        {step === 3 && <WizardPreviewStep details={details} photos={photos.photos} mainKey={photos.mainKey} category={category} isTextile={isTextile} score={score} />}
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2">
          <button type="button" className="btn-outline" onClick={() => setStep((s) => Math.max(1, s - 1))} disabled={step === 1}><Trans>Back</Trans></button>
          <Link to={product ? `/seller/store/${encodeURIComponent(product.storeId)}/products` : '/seller/dashboard'} className="btn-ghost"><Trans>Cancel</Trans></Link>
        </div>
        {step < WIZARD_STEPS ? (
          <button type="button" className={`btn-primary ${stepValid ? '' : 'opacity-60'}`} aria-disabled={!stepValid} onClick={next}><Trans>Next</Trans></button>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => finish('draft')} disabled={submit.isPending}><Trans>Save as Draft</Trans></button>
            <button type="button" className="btn-primary" onClick={() => finish('active')} disabled={submit.isPending} aria-describedby="completeness">
              {submit.isPending ? <Trans>Saving...</Trans> : product && product.status === 'active' ? <Trans>Save and publish</Trans> : <Trans>Publish now</Trans>}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
