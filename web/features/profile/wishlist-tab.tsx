import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { wishlistQuery } from '#web/lib/shop/wishlist.ts';
import { ProductCard, ProductCardSkeleton } from '#web/lib/shop/product-card.tsx';
import { ProductCardActions } from '#web/lib/shop/card-actions.tsx';
import { EmptyState, ErrorState } from '#web/ui/states.tsx';

const grid = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

/** Saved products: the card's heart removes one, its button adds it to the cart. */
export function WishlistTab() {
  const { t } = useLingui();
  const wishlist = useQuery(wishlistQuery(true));
  if (wishlist.isPending) return <div className={grid} aria-busy="true">{[0, 1, 2, 3].map((i) => <ProductCardSkeleton key={i} />)}</div>;
  if (wishlist.isError) return <ErrorState onRetry={() => void wishlist.refetch()} />;
  if (wishlist.data.length === 0) {
    return (
      <EmptyState title={t`Your wishlist is empty`} action={<Link to="/products" className="btn-primary"><Trans>Explore Products</Trans></Link>}>
        <Trans>Tap the heart on a product to save it for later.</Trans>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="wishlist-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="wishlist-heading" className="text-xl font-bold"><Trans>Saved products</Trans></h2>
        <Link to="/wishlist" className="btn-ghost"><Trans>Open wishlist</Trans></Link>
      </div>
      <ProductCardActions>
        <ul className={grid}>
          {wishlist.data.map((entry) => <li key={entry.id}><ProductCard product={entry.product} /></li>)}
        </ul>
      </ProductCardActions>
    </section>
  );
}
