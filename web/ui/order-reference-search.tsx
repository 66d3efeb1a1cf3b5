import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { normaliseOrderReference } from '#api/contract/orders.ts';
import { Field } from './field.tsx';

/**
 * Finds an order by its reference as people type it (from a WhatsApp message: "SB-4821", "٤٨٢١"…);
 * an empty search shows every order again. The seller's and the admin's order lists use it.
 */
export function OrderReferenceSearch({ onSearch }: { onSearch: (reference: string | undefined) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reference = typed.trim() ? normaliseOrderReference(typed) : undefined;
    setInvalid(reference === null);
    if (reference !== null) onSearch(reference);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field label={t`Find an order by its reference`} hint={t`For example SB-4821`} error={invalid ? t`Please enter an order reference such as SB-4821` : undefined}>
        {(props) => <input {...props} type="search" className="input" dir="ltr" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />}
      </Field>
      <button type="submit" className="btn-outline"><Trans>Find order</Trans></button>
    </form>
  );
}
