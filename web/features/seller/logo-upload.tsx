import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES, uploadPhoto } from '#web/lib/uploads.ts';
import { photoSources } from '#web/lib/photos.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';

/** The store logo: pick a photo, it uploads at once and the form keeps its object path. */
export function LogoUpload({ value, onChange, error }: { value: string; onChange: (path: string) => void; error?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      toast({ title: t`Please select an image file`, description: t`JPG, PNG or WEBP`, variant: 'destructive' });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast({ title: t`This photo is larger than 10MB`, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadPhoto(file));
    } catch (err) {
      toast({ title: t`Image Upload Failed`, description: errorText(i18n, err, msg`Please try again.`), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const preview = photoSources(value, 320);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold"><Trans>Logo</Trans></span>
      <div className="flex items-center gap-4">
        <div className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-full border border-gray-300 bg-gray-50">
          {value ? <img src={preview.src} srcSet={preview.srcSet} sizes="80px" alt={t`Store logo`} className="h-full w-full object-cover" /> : <span aria-hidden="true" className="text-2xl">🏪</span>}
        </div>
        <div className="flex flex-wrap gap-2">
          <label className={`btn-outline cursor-pointer focus-within:(ring-2 ring-brand-600 ring-offset-2) ${busy ? 'pointer-events-none opacity-50' : ''}`}>
            {busy ? <Trans>Uploading...</Trans> : value ? <Trans>Change logo</Trans> : <Trans>Upload logo</Trans>}
            <input id={id} type="file" accept={ACCEPTED_PHOTO_TYPES.join(',')} className="sr-only" disabled={busy} aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }} />
          </label>
          {value && !busy && <button type="button" className="btn-ghost" onClick={() => onChange('')}><Trans>Remove logo</Trans></button>}
        </div>
      </div>
      {error && <p id={`${id}-error`} className="text-sm text-red-700" role="alert">{error}</p>}
    </div>
  );
}
