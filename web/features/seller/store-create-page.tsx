import { useLingui } from '@lingui/react/macro';
import { StoreForm } from './store-form.tsx';
import { emptyStoreForm } from './store-form-state.ts';
import { useStoreSave } from './use-store-save.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** /seller/store/create (docs/product.md). */
export function StoreCreatePage() {
  const { t } = useLingui();
  const { save, pending, serverCodes } = useStoreSave('create');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t`Create Store`}</h1>
        <PageTitle>{t`Create Store`}</PageTitle>
        <p className="mt-1 text-ink-muted">{t`Tell buyers who you are, how to reach you and where you deliver.`}</p>
      </header>
      <StoreForm mode="create" initial={emptyStoreForm} serverCodes={serverCodes} pending={pending} onSubmit={save} />
    </div>
  );
}
