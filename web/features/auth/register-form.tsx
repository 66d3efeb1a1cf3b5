import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN, RegisterSchema } from '#api/contract/auth.ts';
import { ApiError } from '#web/lib/api.ts';
import { messageForCode } from '#web/lib/error-messages.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { Field } from '#web/ui/field.tsx';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { PasswordInput } from './password-input.tsx';
import { fieldCode, formProblem } from './form-issues.ts';
import { fieldCodes } from '#web/lib/form-issues.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

type Role = 'buyer' | 'seller';
const empty = { firstName: '', lastName: '', email: '', password: '' };

/** Sign-up for the buyer or the seller tab; the tab decides the role. */
export function RegisterForm({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const minLength = formatNumber(PASSWORD_MIN, language);
  const [values, setValues] = useState(empty);
  const [codes, setCodes] = useState<Record<string, string>>({});
  const { ref, showErrors } = useErrorFocus();
  const register = useAuthMutation({
    path: '/api/register',
    welcome: t`Welcome!`,
    failureTitle: t`Registration failed`,
    fallback: msg`Error creating account`,
    // A 400 names its fields; a 409 is the e-mail already in use.
    onFailure: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'emailTaken') setCodes({ email: 'emailTaken' });
      else if (error.body?.issues) setCodes(fieldCodes(error));
      // The mutation has already said what failed: only take the user to the field.
      showErrors(null);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = v.safeParse(RegisterSchema, { ...values, role });
    if (!result.success) {
      const found = fieldCodes(result.issues);
      setCodes(found);
      const problem = formProblem(found);
      if (problem === 'empty') showErrors({ title: t`Required fields`, description: t`Please fill required fields` });
      else if (problem === 'weakPassword') showErrors({ title: t`Weak password`, description: t`Password must be at least 6 characters` });
      else showErrors({ title: t`Registration failed`, description: messageForCode(i18n, Object.values(found)[0]) });
      return;
    }
    setCodes({});
    register.mutate(result.output);
  };
  const error = (field: string) => messageForCode(i18n, fieldCode(codes[field]));
  const set = (field: keyof typeof empty) => (value: string) => setValues((old) => ({ ...old, [field]: value }));

  return (
    <form ref={ref} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={role === 'seller' ? t`Seller Account` : t`Buyer Account`}>
      <p className="text-sm text-ink-muted">
        {role === 'seller'
          ? <Trans>Open your store for free and sell what you make at home. After signing up, create your store from your dashboard.</Trans>
          : <Trans>Shop handmade products from home businesses across Jordan, save favourites and follow your orders.</Trans>}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`First name`} error={error('firstName')} required>
          {(props) => <input {...props} className="input" autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} />}
        </Field>
        <Field label={t`Last name`} error={error('lastName')}>
          {(props) => <input {...props} className="input" autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} />}
        </Field>
      </div>
      <Field label={t`Email`} error={error('email')} required>
        {(props) => <input {...props} type="email" dir="ltr" className="input" autoComplete="email" inputMode="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />}
      </Field>
      <Field label={t`Password`} error={error('password')} hint={t`At least ${minLength} characters`} required>
        {(props) => <PasswordInput {...props} autoComplete="new-password" value={values.password} onChange={set('password')} />}
      </Field>
      <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
        {register.isPending
          ? <Trans>Creating account...</Trans>
          : role === 'seller' ? <Trans>Create seller account</Trans> : <Trans>Create buyer account</Trans>}
      </button>
    </form>
  );
}
