import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCTS_PAGE_SIZE } from '#api/contract/catalogue.ts';
import { ProductCard, ProductCardSkeleton } from '#web/lib/shop/product-card.tsx';
import { ProductCardActions } from '#web/lib/shop/card-actions.tsx';
import { Pagination } from '#web/ui/pagination.tsx';
import { EmptyState, ErrorState } from '#web/ui/states.tsx';
import { FIRST_SCREEN_ITEMS, laterItemClass } from '#web/ui/later-items.ts';
import { storeProductsQuery } from './queries.ts';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The store's products, 20 a page, each with its status badge, discount and JD/$ price. */
export function StoreProducts({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery(storeProductsQuery(storeId, page));
  const pageCount = Math.ceil((query.data?.total ?? 0) / PRODUCTS_PAGE_SIZE);

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById('store-products')?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="store-products" className="flex flex-col gap-4">
      <h2 id="store-products" className="scroll-mt-24 text-xl font-bold"><Trans>Products</Trans></h2>
      {query.isPending ? (
        <div className={grid} role="status" aria-label={t`Loading products`}>
          {Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} />)}
        </div>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.products.length === 0 ? (
        <EmptyState title={t`No products yet`}><Trans>This store has not listed any products yet.</Trans></EmptyState>
      ) : (
        <>
          <ProductCardActions>
            <ul className={`${grid} ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isPlaceholderData}>
              {query.data.products.map((product, i) => (
                <li key={product.id} className={`grid ${laterItemClass('productCard', i)}`}><ProductCard product={product} showStatus currencyDisplay="symbol" eager={i < FIRST_SCREEN_ITEMS.product} /></li>
              ))}
            </ul>
          </ProductCardActions>
          <Pagination page={page} totalPages={pageCount} onPageChange={changePage} />
        </>
      )}
    </section>
  );
}
