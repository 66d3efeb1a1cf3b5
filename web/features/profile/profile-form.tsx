import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { governorateOptions } from '#web/lib/governorates.ts';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import { normaliseNumberInput } from '#api/contract/common.ts';

export type ProfileValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  governorate: string;
  /** Asked for only when the e-mail changes. */
  currentPassword: string;
};

type TextField = Exclude<keyof ProfileValues, 'governorate'>;

/** The edit mode of the personal tab: every editable field, with its error in the user's language. */
export function ProfileForm({ values, errors, onChange, onSubmit, onCancel, saving, emailChanged }: {
  values: ProfileValues;
  emailChanged: boolean;
  errors: Record<string, string>;
  onChange: (values: ProfileValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const { t, i18n } = useLingui();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const text = (name: TextField, label: string, extra: { type?: string; autoComplete: string; required?: boolean; dir?: 'ltr'; inputMode?: 'email' | 'tel'; autoFocus?: boolean }) => (
    <Field label={label} error={errors[name]} required={extra.required}>
      {(props) => (
        <input {...props} type={extra.type ?? 'text'} className="input" autoComplete={extra.autoComplete} inputMode={extra.inputMode} dir={extra.dir} autoFocus={extra.autoFocus}
          value={values[name]} onChange={(e) => onChange({ ...values, [name]: e.target.value })}
          onBlur={extra.inputMode === 'tel' ? () => onChange({ ...values, [name]: normaliseNumberInput(values[name]) }) : undefined} />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t`Edit personal information`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t`First name`, { autoComplete: 'given-name', required: true, autoFocus: true })}
        {text('lastName', t`Last name`, { autoComplete: 'family-name' })}
        {text('email', t`Email`, { type: 'email', autoComplete: 'email', required: true, inputMode: 'email' })}
        {emailChanged && text('currentPassword', t`Current password (needed to change the e-mail)`, { type: 'password', autoComplete: 'current-password', required: true })}
        {text('phoneNumber', t`Phone number`, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' })}
        <Field label={t`Governorate`} error={errors.governorate}>
          {(props) => (
            <Select {...props} value={values.governorate} onValueChange={(governorate) => onChange({ ...values, governorate })}
              options={governorateOptions(i18n)} placeholder={t`Choose a governorate`} noneLabel={t`Not set`} />
          )}
        </Field>
        {text('city', t`City`, { autoComplete: 'address-level2' })}
      </div>
      {text('address', t`Address`, { autoComplete: 'street-address' })}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={saving}><Trans>Cancel</Trans></button>
      </div>
    </form>
  );
}
