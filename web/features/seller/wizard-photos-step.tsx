import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PRODUCT_PHOTOS } from '#api/contract/seller.ts';
import { ACCEPTED_PHOTO_TYPES } from '#web/lib/uploads.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import type { useWizardPhotos } from './use-wizard-photos.ts';

/** Step 1: up to 5 photos, one marked main; the add control disappears at 5. Photos may be skipped. */
export function WizardPhotosStep({ photos: state, suggesting }: { photos: ReturnType<typeof useWizardPhotos>; suggesting: boolean }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const { photos, mainKey } = state;
  const max = formatNumber(MAX_PRODUCT_PHOTOS, language);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">
        <Trans>Add up to {max} photos (JPG, PNG or WEBP, 10 MB each). The main photo is shown first. You can skip this and add photos later by editing.</Trans>
      </p>
      <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3" aria-label={t`Product photos`}>
        {photos.map((photo, index) => {
          const isMain = photo.key === mainKey;
          const n = formatNumber(index + 1, language);
          return (
            <li key={photo.key} className={`card relative overflow-hidden ${isMain ? 'ring-2 ring-brand-700' : ''}`}>
              <img src={photo.preview} alt={isMain ? t`Photo ${n} (main)` : t`Photo ${n}`} className="aspect-square w-full object-cover" />
              {isMain && <span className="badge absolute start-2 top-2 bg-brand-700 text-white"><Trans>Main photo</Trans></span>}
              {photo.uploading && <span role="status" className="absolute inset-x-0 bottom-12 bg-white/90 py-1 text-center text-xs font-semibold"><Trans>Uploading...</Trans></span>}
              {photo.kept && <span role="status" className="absolute inset-x-0 bottom-12 bg-amber-50 py-1 text-center text-xs font-semibold text-amber-900"><Trans>Kept on this phone</Trans></span>}
              {photo.failed && <span role="alert" className="absolute inset-x-0 bottom-12 bg-red-50 py-1 text-center text-xs font-semibold text-red-800"><Trans>Upload failed</Trans></span>}
              <div className="flex flex-wrap gap-1 p-2">
                {!isMain && <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => state.makeMain(photo.key)}><Trans>Make main</Trans><span className="sr-only"> {t`Photo ${n}`}</span></button>}
                {photo.failed && <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => state.retry(photo.key)}><Trans>Retry</Trans></button>}
                <button type="button" className="btn-ghost px-2 py-1 text-xs text-red-700" onClick={() => state.remove(photo.key)}>
                  <Trans>Remove</Trans><span className="sr-only"> {t`Photo ${n}`}</span>
                </button>
              </div>
            </li>
          );
        })}
        {photos.length < MAX_PRODUCT_PHOTOS && (
          <li>
            <label className="card flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 border-2 border-dashed border-gray-300 p-4 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-within:(ring-2 ring-brand-600 ring-offset-2)">
              <span aria-hidden="true" className="text-3xl leading-none">+</span>
              {photos.length === 0 ? <Trans>Add photos</Trans> : <Trans>Add more photos</Trans>}
              <input
                type="file"
                multiple
                accept={ACCEPTED_PHOTO_TYPES.join(',')}
                className="sr-only"
                onChange={(e) => { state.add(Array.from(e.target.files ?? [])); e.target.value = ''; }}
              />
            </label>
          </li>
        )}
      </ul>
      {suggesting && <p role="status" className="text-sm text-ink-muted"><Trans>Looking at your photo to suggest a name and description...</Trans></p>}
    </div>
  );
}
