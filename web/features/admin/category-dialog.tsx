import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CategorySchema } from '#api/contract/admin.ts';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { byField, formIssues } from '#web/lib/form-issues.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { toast } from '#web/ui/toast.tsx';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { normaliseNumberInput } from '#api/contract/common.ts';
import { categoryIssueText } from './admin-messages.ts';
import { useSaveCategory } from './queries.ts';

type FormValues = { nameEn: string; nameAr: string; slug: string; descriptionEn: string; descriptionAr: string; iconClass: string; sortOrder: string };
type FieldName = keyof FormValues;

const initialValues = (category: CategoryDto | null): FormValues => ({
  nameEn: category?.nameEn ?? '',
  nameAr: category?.nameAr ?? '',
  slug: category?.slug ?? '',
  descriptionEn: category?.descriptionEn ?? '',
  descriptionAr: category?.descriptionAr ?? '',
  iconClass: category?.iconClass ?? '',
  sortOrder: String(category?.sortOrder ?? 0),
});

/**
 * Create (no category) or edit a category. The form checks with the API's own schema first, so the
 * messages are the same ('English name is required', 'Arabic name is required').
 */
export function CategoryDialog({ open, onOpenChange, category }: { open: boolean; onOpenChange: (open: boolean) => void; category: CategoryDto | null }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => initialValues(category));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = useSaveCategory();
  const { ref, showErrors } = useErrorFocus();

  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: e.target.value }));

  /** `source`: the local check's issues or the server's 400; only this form's fields are shown. */
  const showIssues = (source: unknown) =>
    setErrors(byField(formIssues(source).filter((issue) => issue.path in values), (issue) => categoryIssueText(i18n, issue)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(CategorySchema, values);
    if (!parsed.success) {
      showIssues(parsed.issues);
      showErrors();
      return;
    }
    setErrors({});
    save.mutate(
      { id: category?.id, values: parsed.output },
      {
        onSuccess: () => {
          toast({ title: category ? t`Category updated` : t`Category created`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.body?.issues) showIssues(error);
          const takenField = { categorySlugTaken: 'slug', categoryNameEnTaken: 'nameEn', categoryNameArTaken: 'nameAr' }[error instanceof ApiError ? (error.code ?? '') : ''];
          if (takenField) setErrors({ [takenField]: errorText(i18n, error, msg`Failed to save category`) });
          showErrors({ title: t`Failed to save category`, description: errorText(i18n, error, msg`Please try again.`) });
        },
      },
    );
  };

  const text = (name: FieldName, label: string, opts: { required?: boolean; hint?: string; dir?: 'rtl' | 'ltr'; multiline?: boolean; inputMode?: 'numeric' } = {}) => (
    <Field label={label} error={errors[name]} hint={opts.hint} required={opts.required}>
      {(props) =>
        opts.multiline ? (
          <textarea {...props} name={name} className="input min-h-20" dir={opts.dir} value={values[name]} onChange={set(name)} />
        ) : (
          <input {...props} name={name} className="input" dir={opts.dir} inputMode={opts.inputMode} value={values[name]} onChange={set(name)}
            onBlur={opts.inputMode ? () => set(name)({ target: { value: normaliseNumberInput(values[name]) } }) : undefined} />
        )
      }
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={category ? t`Edit category` : t`Add category`} description={t`Names are required in both languages.`}>
      <form ref={ref} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {text('nameEn', t`English name`, { required: true, dir: 'ltr' })}
        {text('nameAr', t`Arabic name`, { required: true, dir: 'rtl' })}
        {text('slug', t`Slug`, { dir: 'ltr', hint: category ? t`Used in links. Leave as it is to keep existing links working.` : t`Leave empty to make it from the English name.` })}
        {text('descriptionEn', t`English description`, { dir: 'ltr', multiline: true })}
        {text('descriptionAr', t`Arabic description`, { dir: 'rtl', multiline: true })}
        <div className="grid grid-cols-2 gap-3">
          {text('iconClass', t`Icon class`, { dir: 'ltr' })}
          {text('sortOrder', t`Sort order`, { dir: 'ltr', inputMode: 'numeric', hint: t`Lower numbers come first.` })}
        </div>
        {/* Stays at the dialog's bottom edge while the fields scroll: Save is always in view, even at 1280 × 800. */}
        <div className="sticky bottom-0 -mx-6 -mb-6 mt-2 flex justify-end gap-2 border-t border-gray-200 bg-white px-6 py-3">
          <button type="button" className="btn-outline" onClick={() => onOpenChange(false)}><Trans>Cancel</Trans></button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {category ? <Trans>Save changes</Trans> : <Trans>Create category</Trans>}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
