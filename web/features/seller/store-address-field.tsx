import { Trans, useLingui } from '@lingui/react/macro';
import { slugify } from '#api/contract/store-address.ts';
import { Field } from '#web/ui/field.tsx';

/**
 * The store's web address: on a new store shown and editable before saving (it follows the names until
 * the seller types her own); once created it stays, so links to the store keep working.
 */
export function StoreAddressField({ mode, slug, error, onChange }: { mode: 'create' | 'edit'; slug: string; error?: string; onChange: (slug: string) => void }) {
  const { t } = useLingui();
  const origin = globalThis.location?.host ?? '';
  if (mode === 'edit') {
    return (
      <p className="text-sm">
        <Trans>Store address:</Trans> <bdi dir="ltr" className="font-mono">{origin}/{slug}</bdi>
      </p>
    );
  }
  return (
    <Field label={t`Store address`} error={error} hint={t`Letters a–z, digits and hyphens; it names your store and cannot change later.`}>
      {(aria) => (
        <div className="flex items-center gap-1" dir="ltr">
          <span className="text-sm text-ink-muted" aria-hidden="true">{origin}/</span>
          <input {...aria} className="input box-border font-mono" dir="ltr" autoComplete="off" spellCheck={false} value={slug}
            onChange={(e) => onChange(e.target.value.toLowerCase())} onBlur={() => onChange(slugify(slug))} />
        </div>
      )}
    </Field>
  );
}
