import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminStoreDto } from '#api/contract/admin.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatRating } from '#web/lib/format.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { AdminTable } from './admin-table.tsx';
import { toast } from '#web/ui/toast.tsx';
import { ActiveBadge } from './badges.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { Pager, SearchField } from './list-controls.tsx';
import { adminStoresQuery, useSetStoreActive } from './queries.ts';
import { useFailureToast } from './use-failure-toast.ts';

function StoreRow({ store, onManage }: { store: AdminStoreDto; onManage: (store: AdminStoreDto) => void }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { language } = useLanguage();
  const name = localized(store.nameAr, store.nameEn);
  return (
    <tr className="border-t border-gray-200">
      <td className="py-3 pe-3">
        <p className="m-0 font-semibold">{name}</p>
        <p className="m-0 text-sm text-ink-muted"><bdi dir="ltr">/{store.slug}</bdi></p>
      </td>
      <td className="py-3 pe-3" data-label={t`Seller`}>
        <p>{`${store.seller.firstName} ${store.seller.lastName}`.trim()}</p>
        <p className="m-0 text-sm text-ink-muted"><bdi dir="ltr">{store.seller.email}</bdi></p>
      </td>
      <td className="py-3 pe-3" data-label={t`Status`}><ActiveBadge isActive={store.isActive} /></td>
      <td className="py-3 pe-3" data-label={t`Rating`}>{formatRating(store.rating, language)}</td>
      <td className="py-3">
        <div className="flex flex-wrap justify-end gap-2">
          <a href={`/stores/${encodeURIComponent(store.slug)}`} target="_blank" rel="noopener noreferrer" className="btn-outline">
            <Trans>Visit Store <span className="sr-only">{name} (opens in a new tab)</span></Trans>
          </a>
          <button type="button" className="btn-primary" onClick={() => onManage(store)}>
            <Trans>Manage <span className="sr-only">{name}</span></Trans>
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Stores, hidden ones included: visit the public page, or hide / show a store (asks first). */
export function StoresTab() {
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [managing, setManaging] = useState<AdminStoreDto | null>(null);
  const stores = useQuery(adminStoresQuery({ search, page }));
  const setActive = useSetStoreActive();
  useFailureToast(stores.isError, () => toast({ title: t`Failed to fetch stores`, variant: 'destructive' }));

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(0);
  }, []);

  const apply = (store: AdminStoreDto) =>
    setActive.mutate(
      // The switch is the suspension alone; the seller's own open/closed is hers.
      { id: store.id, isActive: store.isSuspended },
      {
        onSuccess: (updated) => toast({ title: updated.isSuspended ? t`Store hidden from the public` : t`Suspension lifted`, variant: 'success' }),
        onError: (error) => toast({ title: t`Failed to update store status`, description: errorText(i18n, error, msg`Please try again.`), variant: 'destructive' }),
      },
    );

  const managedName = managing ? localized(managing.nameAr, managing.nameEn) : '';
  return (
    <section aria-labelledby="stores-heading" className="card p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="stores-heading" className="m-0 text-lg font-bold"><Trans>Stores</Trans></h2>
        <SearchField label={t`Search stores`} placeholder={t`Search by store name`} onSearch={onSearch} />
      </div>
      <AdminTable
        list={stores}
        items={stores.data?.items}
        caption={<Trans>Stores</Trans>}
        columns={[<Trans>Store</Trans>, <Trans>Seller</Trans>, <Trans>Status</Trans>, <Trans>Rating</Trans>, <Trans>Actions</Trans>]}
        emptyTitle={t`No stores found`}
        errorMessage={t`Failed to fetch stores`}
        renderRow={(store) => <StoreRow key={store.id} store={store} onManage={setManaging} />}
        footer={stores.data && <Pager page={page} total={stores.data.total} onPage={setPage} />}
      />
      <ConfirmAction
        open={!!managing}
        onOpenChange={(open) => !open && setManaging(null)}
        title={t`Manage ${managedName}`}
        description={!managing?.isSuspended
          ? t`Hiding the store removes it and its products from every public page until you show it again.`
          : t`This store is hidden. Showing it puts it and its active products back on the public pages (unless its seller closed it or is deactivated).`}
        confirmLabel={!managing?.isSuspended ? t`Hide store` : t`Show store`}
        destructive={!managing?.isSuspended}
        onConfirm={() => managing && apply(managing)}
      >
        {managing && (
          <Link to={`/seller/store/${managing.id}/edit`} className="btn-ghost px-0 text-brand-700 underline">
            <Trans>Edit store details</Trans>
          </Link>
        )}
      </ConfirmAction>
    </section>
  );
}
