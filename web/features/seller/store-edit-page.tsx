import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useCurrentUser } from '#web/lib/session.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { ErrorState, Spinner } from '#web/ui/states.tsx';
import { StoreForm } from './store-form.tsx';
import { storeToForm } from './store-form-state.ts';
import { storeQuery } from './queries.ts';
import { useStoreSave } from './use-store-save.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** /seller/store/{id}/edit (docs/product.md): only the owning seller or an admin. */
export function StoreEditPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const { user } = useCurrentUser();
  const store = useQuery(storeQuery(id));
  const { save, pending, serverCodes } = useStoreSave('edit', id);

  if (store.isPending) return <Spinner />;
  if (store.isError) return <ErrorState message={errorText(i18n, store.error, msg`Store Not Found`)} onRetry={() => void store.refetch()} />;
  // The server refuses too; saying it here spares the seller a form she cannot save.
  if (user && user.role !== 'admin' && store.data.sellerId !== user.id) {
    return <ErrorState message={t`You cannot edit this store`} />;
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold"><Trans>Edit Store</Trans></h1>
        <PageTitle>{t`Edit Store`}</PageTitle>
        <p className="mt-1 text-ink-muted">{localized(store.data.nameAr, store.data.nameEn)}</p>
      </header>
      <StoreForm key={store.data.id} mode="edit" initial={storeToForm(store.data)} serverCodes={serverCodes} pending={pending} onSubmit={save} />
    </div>
  );
}
