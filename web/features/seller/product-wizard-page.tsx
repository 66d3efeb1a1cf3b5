import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '#web/lib/session.ts';
import { EmptyState, ErrorState, Spinner } from '#web/ui/states.tsx';
import { ProductWizard } from './product-wizard.tsx';
import { myStoresQuery } from './queries.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** /sell and /seller/store/{id}/products/create (docs/product.md). */
export function ProductWizardPage() {
  const { t } = useLingui();
  const { id: fixedStoreId } = useParams();
  const { isSellerOrAdmin } = useCurrentUser();
  const stores = useQuery(myStoresQuery(isSellerOrAdmin));

  const body = () => {
    // Buyers may open /sell (any signed-in user), but only sellers and admins have stores.
    if (!isSellerOrAdmin) {
      return <EmptyState title={t`Selling needs a seller account`}><Trans>Sign up with a seller account to open a store and list your products.</Trans></EmptyState>;
    }
    if (stores.isPending) return <Spinner />;
    if (stores.isError) return <ErrorState onRetry={() => void stores.refetch()} />;
    if (stores.data.length === 0 && !fixedStoreId) {
      return (
        <EmptyState title={t`Create your store first`} action={<Link to="/seller/store/create" className="btn-primary"><Trans>Create Store</Trans></Link>}>
          <Trans>You need a store before you can list products.</Trans>
        </EmptyState>
      );
    }
    return <ProductWizard stores={stores.data} fixedStoreId={fixedStoreId} />;
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold"><Trans>Add New Product</Trans></h1>
        <PageTitle>{t`Add New Product`}</PageTitle>
        <p className="mt-1 text-ink-muted"><Trans>Photos first, then the details: your listing is ready in about 5 minutes.</Trans></p>
      </header>
      {body()}
    </div>
  );
}
