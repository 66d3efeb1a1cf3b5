import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { normaliseNumberInput } from '#api/contract/common.ts';
import type { TextileAttribute } from '#api/contract/seller.ts';
import { completenessLevel, missingForScore, PUBLISH_MIN_SCORE } from '#web/lib/completeness.ts';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { Price } from '#web/ui/price.tsx';
import { textileAttributeLabels, textileValueLabels } from './labels.ts';
import type { WizardDetails, WizardPhoto } from './wizard-model.ts';

const missingLabels: Record<ReturnType<typeof missingForScore>[number], MessageDescriptor> = {
  photo: msg`Add a photo (+20)`,
  morePhotos: msg`Add 3 or more photos (+10)`,
  names: msg`Give both names, Arabic and English (+20)`,
  descriptions: msg`Write both descriptions, Arabic and English (+20)`,
  price: msg`Set a price above 0 (+10)`,
  category: msg`Choose a category (+10)`,
};

function LanguagePreview({ lang, heading, name, description, price }: { lang: 'ar' | 'en'; heading: string; name: string; description: string; price: string }) {
  const { t } = useLingui();
  return (
    <section className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
      <h4 className="text-xs font-semibold text-ink-muted">{heading}</h4>
      <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-1">
        <p className="font-bold">{name.trim() || <span className="text-red-800" lang={undefined}>{t`No name yet`}</span>}</p>
        <p className="text-sm font-semibold text-brand-700">{price}</p>
        {description.trim() ? <p className="whitespace-pre-line text-sm">{description}</p> : <p className="text-sm text-ink-muted">{t`No description yet`}</p>}
      </div>
    </section>
  );
}

/** Step 3: how buyers will see the listing, and its completeness score (publish from 60, ready at 80). */
export function WizardPreviewStep({ details, photos, mainKey, category, isTextile, score }: {
  details: WizardDetails;
  photos: WizardPhoto[];
  mainKey: string | null;
  category: CategoryDto | undefined;
  isTextile: boolean;
  score: number;
}) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const main = photos.find((p) => p.key === mainKey);
  const level = completenessLevel(score);
  const missing = missingForScore({ ...details, photoCount: photos.filter((p) => p.path).length });
  const percent = formatNumber(score, language);
  const tone = level === 'ready' ? 'bg-emerald-600' : level === 'publishable' ? 'bg-amber-500' : 'bg-red-600';
  const chosenAttributes = isTextile ? (Object.entries(details.attributes).filter(([, value]) => value) as [TextileAttribute, string][]) : [];

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <article className="card overflow-hidden" aria-label={t`Preview`}>
        {main ? <img src={main.preview} alt={localized(details.nameAr, details.nameEn)} className="aspect-square w-full object-cover" />
          : <div className="grid aspect-square place-items-center bg-gray-100 text-ink-muted"><Trans>No photo yet</Trans></div>}
        <div className="flex flex-col gap-2 p-4">
          {category && <span className="text-sm text-ink-muted">{localized(category.nameAr, category.nameEn)}</span>}
          <Price amount={normaliseNumberInput(details.price) || 0} original={normaliseNumberInput(details.originalPrice) || null} />
          {/* Each language exactly as its buyers will read it, side by side: nothing hides behind the other language. */}
          <div className="grid gap-3 sm:grid-cols-2">
            <LanguagePreview lang="ar" heading={t`Arabic buyers see`} name={details.nameAr} description={details.descriptionAr} price={formatPrice(normaliseNumberInput(details.price) || 0, 'ar')} />
            <LanguagePreview lang="en" heading={t`English buyers see`} name={details.nameEn} description={details.descriptionEn} price={formatPrice(normaliseNumberInput(details.price) || 0, 'en')} />
          </div>
          {chosenAttributes.length > 0 && (
            <dl className="grid grid-cols-2 gap-1 text-sm">
              {chosenAttributes.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-ink-muted">{i18n._(textileAttributeLabels[key])}</dt>
                  <dd>{i18n._(textileValueLabels[value as keyof typeof textileValueLabels])}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </article>

      <section className="card flex flex-col gap-3 p-5" aria-labelledby="completeness">
        <h3 id="completeness" className="font-bold"><Trans>Completeness score</Trans></h3>
        <div role="meter" aria-valuenow={score} aria-valuemin={0} aria-valuemax={100} aria-label={t`Completeness score`} className="h-3 overflow-hidden rounded-full bg-gray-200">
          <div className={`h-full ${tone}`} style={{ width: `${score}%` }} />
        </div>
        <p className="text-2xl font-bold">{percent}%</p>
        {level === 'ready' && <p className="font-semibold text-emerald-800"><Trans>Your listing is ready to publish!</Trans></p>}
        {level === 'publishable' && <p className="font-semibold text-amber-900"><Trans>You can publish now; a few more details will help buyers.</Trans></p>}
        {level === 'incomplete' && (
          <p role="alert" className="font-semibold text-red-800">
            <Trans>A minimum completeness score of {formatNumber(PUBLISH_MIN_SCORE, language)}% is required</Trans>
          </p>
        )}
        {missing.length > 0 && (
          <ul className="list-disc ps-5 text-sm text-ink-muted">
            {missing.map((item) => <li key={item}>{i18n._(missingLabels[item])}</li>)}
          </ul>
        )}
      </section>
    </div>
  );
}
