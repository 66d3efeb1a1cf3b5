import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProfileSchema, type UserDto } from '#api/contract/auth.ts';
import { fieldMessages } from '#web/lib/form-issues.ts';
import { governorateLabel } from '#web/lib/governorates.ts';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { ProfileForm, type ProfileValues } from './profile-form.tsx';
import { useSaveProfile } from './use-save-profile.ts';

const toValues = (user: UserDto): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  address: user.address ?? '',
  city: user.city ?? '',
  governorate: user.governorate ?? '',
  currentPassword: '',
});

function Item({ label, children, ltr }: { label: ReactNode; children: string | null | undefined; ltr?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      {/* Latin values (e-mail, phone) keep their order but align with the page. */}
      <dd className="font-medium">
        {children ? (ltr ? <span dir="ltr">{children}</span> : children) : <span className="font-normal text-ink-muted"><Trans>Not set</Trans></span>}
      </dd>
    </div>
  );
}

/** Personal information: shown read-only, edited on demand; Cancel puts back the saved values. */
export function PersonalTab({ user }: { user: UserDto }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => toValues(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editButton = useRef<HTMLButtonElement>(null);
  // After Save or Cancel the form disappears: give focus back to the Edit button, not to <body>.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const { ref, showErrors } = useErrorFocus<HTMLElement>();
  // The save has said what failed in its toast: only take the user to the field.
  const save = useSaveProfile({ onSaved: close, onFieldErrors: (found) => { setErrors(found); showErrors(null); } });
  const emailChanged = values.email.trim().toLowerCase() !== user.email;

  const startEditing = () => {
    setValues(toValues(user));
    setErrors({});
    setEditing(true);
  };
  const cancel = () => {
    setValues(toValues(user));
    setErrors({});
    close();
  };
  const submit = () => {
    // The same schema as the server, so the answer is known before the call.
    const result = v.safeParse(ProfileSchema, emailChanged ? values : { ...values, currentPassword: undefined });
    if (!result.success) {
      setErrors(fieldMessages(i18n, result.issues));
      showErrors({ title: t`Failed to update profile`, description: t`Please check the highlighted fields` });
      return;
    }
    setErrors({});
    save.mutate(result.output);
  };

  return (
    <section ref={ref} className="card p-6" aria-labelledby="personal-heading">
      <div className="mb-6 flex items-center justify-between gap-3">
        <h2 id="personal-heading" className="text-xl font-bold"><Trans>Personal information</Trans></h2>
        {!editing && <button ref={editButton} type="button" className="btn-outline" onClick={startEditing}><Trans>Edit</Trans></button>}
      </div>
      {editing ? (
        <ProfileForm values={values} errors={errors} onChange={setValues} onSubmit={submit} onCancel={cancel} saving={save.isPending} emailChanged={emailChanged} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={<Trans>First name</Trans>}>{user.firstName}</Item>
          <Item label={<Trans>Last name</Trans>}>{user.lastName}</Item>
          <Item label={<Trans>Email</Trans>} ltr>{user.email}</Item>
          <Item label={<Trans>Phone number</Trans>} ltr>{user.phoneNumber}</Item>
          <Item label={<Trans>Governorate</Trans>}>{governorateLabel(i18n, user.governorate)}</Item>
          <Item label={<Trans>City</Trans>}>{user.city}</Item>
          <Item label={<Trans>Address</Trans>}>{user.address}</Item>
        </dl>
      )}
    </section>
  );
}
