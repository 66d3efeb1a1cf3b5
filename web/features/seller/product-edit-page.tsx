import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '#web/lib/error-messages.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { ErrorState, Spinner } from '#web/ui/states.tsx';
import { ProductWizard } from './product-wizard.tsx';
import { myStoresQuery, productForEditQuery } from './queries.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** /seller/products/{id}/edit: the wizard on an existing product (drafts included). */
export function ProductEditPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useLingui();
  const localized = useLocalized();
  const product = useQuery(productForEditQuery(id));
  const stores = useQuery(myStoresQuery());

  let body;
  if (product.isPending || stores.isPending) body = <Spinner />;
  else if (product.isError) body = <ErrorState message={errorText(i18n, product.error, msg`Product not found`)} onRetry={() => void product.refetch()} />;
  else body = <ProductWizard key={product.data.id} stores={stores.data ?? []} product={product.data} />;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold"><Trans>Edit Product</Trans></h1>
        <PageTitle>{t`Edit Product`}</PageTitle>
        {product.data && <p className="mt-1 text-ink-muted">{localized(product.data.nameAr, product.data.nameEn)}</p>}
      </header>
      {body}
    </div>
  );
}
