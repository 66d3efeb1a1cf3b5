import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { photoSources } from '#web/lib/photos.ts';
import { ConfirmDialog } from '#web/ui/dialog.tsx';
import { Price } from '#web/ui/price.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { LastUpdated } from '#web/ui/last-updated.tsx';
import { QueuedListings } from './queued-listings.tsx';
import { myStoresQuery, storeProductsQuery } from './queries.ts';
import { useDeleteProduct } from './use-delete-product.ts';
import { QuickEditForm } from './quick-edit-form.tsx';
import { useQuickEdit } from './use-quick-edit.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

function ProductRow({ product, onDelete, quickEdit }: { product: ProductDto; onDelete: () => void; quickEdit: ReturnType<typeof useQuickEdit> }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const [editing, setEditing] = useState(false);
  const name = localized(product.nameAr, product.nameEn);
  const photo = photoSources(product.imageUrl, 320);
  return (
    // A phone shows the name at full width with the buttons under it, never beside it.
    <li className="card flex flex-col gap-3 p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-gray-100">
          {product.imageUrl && <img src={photo.src} srcSet={photo.srcSet} sizes="64px" alt="" loading="lazy" className="h-full w-full object-cover" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-bold">{name}</h2>
            {product.status === 'active'
              ? <span className="badge bg-emerald-100 text-emerald-900"><Trans>Active</Trans></span>
              : <span className="badge bg-amber-100 text-amber-900"><Trans>Draft</Trans></span>}
          </div>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <Price amount={product.price} original={product.originalPrice} currency={product.currency} />
            <span className="whitespace-nowrap text-ink-muted"><Trans>Stock: {formatNumber(product.stock, language)}</Trans></span>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Actions for ${name}`}>
        <button type="button" className="btn-primary px-3 py-1.5 text-xs" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          <Trans>Price and stock <span className="sr-only">of {name}</span></Trans>
        </button>
        <Link to={`/products/${encodeURIComponent(product.id)}`} className="btn-outline px-3 py-1.5 text-xs"><Trans>View product</Trans></Link>
        <Link to={`/seller/products/${encodeURIComponent(product.id)}/edit`} className="btn-outline px-3 py-1.5 text-xs"><Trans>Edit</Trans></Link>
        <button type="button" className="btn-danger px-3 py-1.5 text-xs" onClick={onDelete}><Trans>Delete</Trans></button>
      </div>
      {editing && (
        <QuickEditForm product={product} saving={quickEdit.isPending} onClose={() => setEditing(false)}
          onSave={(change) => quickEdit.mutate({ product, change }, { onSuccess: () => setEditing(false) })} />
      )}
    </li>
  );
}

/** /seller/store/{id}/products (docs/product.md): every product of the store, drafts included. */
export function StoreProductsPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const localized = useLocalized();
  const products = useQuery(storeProductsQuery(id));
  const store = useQuery(myStoresQuery()).data?.find((s) => s.id === id);
  const remove = useDeleteProduct(id);
  const quickEdit = useQuickEdit(id);
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLocaleLowerCase();
  const shown = (products.data?.products ?? []).filter((p) => !wanted || `${p.nameAr} ${p.nameEn}`.toLocaleLowerCase().includes(wanted));
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const addTo = `/seller/store/${encodeURIComponent(id)}/products/create`;

  return (
    <div className="flex flex-col gap-6">
      <Link to="/seller" className="btn-ghost self-start"><span aria-hidden="true" className="rtl:-scale-x-100">←</span> <Trans>Back</Trans></Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold"><Trans>Store Products</Trans></h1>
          <PageTitle>{t`Store Products`}</PageTitle>
          {store && <p className="text-ink-muted">{localized(store.nameAr, store.nameEn)}</p>}
        </div>
        <Link to={addTo} className="btn-primary"><Trans>Add Product</Trans></Link>
      </header>

      {products.isPending && <div className="flex flex-col gap-3">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-20" />)}</div>}
      <LastUpdated reads={[products]} />
      <QueuedListings storeId={id} />
      {products.isError && !products.data && <ErrorState onRetry={() => void products.refetch()} />}
      {products.data && products.data.products.length === 0 && (
        <EmptyState title={t`No products yet`} action={<Link to={addTo} className="btn-primary"><Trans>Add Product</Trans></Link>}>
          <Trans>List your first product: it takes about 5 minutes.</Trans>
        </EmptyState>
      )}
      {products.data && products.data.products.length > 0 && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="store-products-search" className="text-sm font-semibold"><Trans>Search this store's products</Trans></label>
            <input id="store-products-search" type="search" className="input sm:max-w-sm" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t`Name in Arabic or English`} />
          </div>
          {shown.length === 0 && <p role="status" className="text-ink-muted"><Trans>No products match your search</Trans></p>}
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {shown.map((product) => <ProductRow key={product.id} product={product} quickEdit={quickEdit} onDelete={() => setPendingDelete(product.id)} />)}
          </ul>
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => { if (!open) setPendingDelete(null); }}
        title={t`Are you sure you want to delete this product?`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={() => { if (pendingDelete) remove.mutate(pendingDelete); }}
      />
    </div>
  );
}
