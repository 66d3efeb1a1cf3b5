import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoginSchema } from '#api/contract/auth.ts';
import { messageForCode } from '#web/lib/error-messages.ts';
import { Field } from '#web/ui/field.tsx';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { PasswordInput } from './password-input.tsx';
import { fieldCode, formProblem } from './form-issues.ts';
import { fieldCodes } from '#web/lib/form-issues.ts';
import { useAuthMutation } from './use-auth-mutation.ts';

export function LoginForm() {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState({ email: '', password: '' });
  const [codes, setCodes] = useState<Record<string, string>>({});
  const { ref, showErrors } = useErrorFocus();
  const login = useAuthMutation({
    path: '/api/login',
    welcome: t`Welcome back!`,
    failureTitle: t`Login failed`,
    fallback: msg`Invalid credentials`,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = v.safeParse(LoginSchema, values);
    if (!result.success) {
      const found = fieldCodes(result.issues);
      setCodes(found);
      if (formProblem(found) === 'empty') showErrors({ title: t`Required fields`, description: t`Please fill all fields` });
      else showErrors({ title: t`Login failed`, description: messageForCode(i18n, Object.values(found)[0]) });
      return;
    }
    setCodes({});
    login.mutate(result.output);
  };
  const error = (field: string) => messageForCode(i18n, fieldCode(codes[field]));

  return (
    <form ref={ref} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t`Login`}>
      <Field label={t`Email`} error={error('email')} required>
        {(props) => (
          <input {...props} type="email" dir="ltr" className="input" autoComplete="email" inputMode="email" value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })} />
        )}
      </Field>
      <Field label={t`Password`} error={error('password')} required>
        {(props) => (
          <PasswordInput {...props} autoComplete="current-password" value={values.password}
            onChange={(password) => setValues({ ...values, password })} />
        )}
      </Field>
      <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? <Trans>Signing in...</Trans> : <Trans>Login</Trans>}
      </button>
    </form>
  );
}
