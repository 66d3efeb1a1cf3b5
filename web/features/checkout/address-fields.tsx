import { useLingui } from '@lingui/react/macro';
import { governorateOptions } from '#web/lib/governorates.ts';
import { Field } from '#web/ui/field.tsx';
import { Select } from '#web/ui/select.tsx';
import { normaliseNumberInput } from '#api/contract/common.ts';
import type { CheckoutFormValues } from './checkout-form.ts';

type Props = {
  values: CheckoutFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<CheckoutFormValues>) => void;
};

/** Delivery address: governorate, city, street, details and a Jordanian phone number. */
export function AddressFields({ values, errors, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="card flex flex-col gap-4 p-5">
      <legend className="px-1 text-lg font-bold">{t`Delivery address`}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Governorate`} error={errors['address.governorate']} required>
          {(props) => (
            <Select {...props} value={values.governorate} onValueChange={(governorate) => onChange({ governorate })} options={governorateOptions(i18n)} placeholder={t`Choose a governorate`} />
          )}
        </Field>
        <Field label={t`City or area`} error={errors['address.city']} required>
          {(props) => <input {...props} className="input" autoComplete="address-level2" value={values.city} onChange={(e) => onChange({ city: e.target.value })} maxLength={80} />}
        </Field>
      </div>
      <Field label={t`Street and building`} error={errors['address.street']} required>
        {(props) => <input {...props} className="input" autoComplete="street-address" value={values.street} onChange={(e) => onChange({ street: e.target.value })} maxLength={200} />}
      </Field>
      <Field label={t`Details for the courier (optional)`} error={errors['address.details']} hint={t`Floor, apartment, nearby landmark…`}>
        {(props) => <textarea {...props} className="input min-h-20" value={values.details} onChange={(e) => onChange({ details: e.target.value })} maxLength={500} />}
      </Field>
      <Field label={t`Mobile number`} error={errors['address.phone']} hint={t`A Jordanian number, e.g. 079 123 4567`} required>
        {(props) => (
          <input {...props} className="input text-start" type="tel" dir="ltr" inputMode="tel" autoComplete="tel" value={values.phone} onChange={(e) => onChange({ phone: e.target.value })} onBlur={() => onChange({ phone: normaliseNumberInput(values.phone) })} maxLength={20} />
        )}
      </Field>
    </fieldset>
  );
}
