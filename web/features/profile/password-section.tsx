import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordChangeSchema, type PasswordChangeInput } from '#api/contract/auth.ts';
import { api } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { fieldMessages } from '#web/lib/form-issues.ts';
import { Field } from '#web/ui/field.tsx';
import { toast } from '#web/ui/toast.tsx';

const empty = { currentPassword: '', newPassword: '' };

/** PUT /api/auth/password: the server ends the account's other sessions; this one stays signed in. */
export function PasswordSection() {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (input: PasswordChangeInput) => api.put<'/api/auth/password'>('/api/auth/password', input),
    onSuccess: () => {
      setValues(empty);
      toast({ title: t`Password changed`, description: t`You were signed out on your other devices.`, variant: 'success' });
    },
    onError: (error) => {
      setErrors(fieldMessages(i18n, error));
      toast({ title: t`Failed to change the password`, description: errorText(i18n, error, msg`Failed to change the password`), variant: 'destructive' });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same schema as the server, so the answer is known before the call.
    const result = v.safeParse(PasswordChangeSchema, values);
    if (!result.success) {
      setErrors(fieldMessages(i18n, result.issues));
      return;
    }
    setErrors({});
    change.mutate(result.output);
  };

  const input = (name: keyof typeof empty, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]} required>
      {(props) => (
        <input {...props} type="password" className="input" autoComplete={autoComplete} dir="ltr"
          value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
      )}
    </Field>
  );

  return (
    <section className="card p-6" aria-labelledby="password-heading">
      <h2 id="password-heading" className="mb-3 text-xl font-bold"><Trans>Change password</Trans></h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="password-heading">
        <div className="grid gap-4 sm:grid-cols-2">
          {input('currentPassword', t`Current password`, 'current-password')}
          {input('newPassword', t`New password`, 'new-password')}
        </div>
        <div>
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            {change.isPending ? <Trans>Saving...</Trans> : <Trans>Change password</Trans>}
          </button>
        </div>
      </form>
    </section>
  );
}
