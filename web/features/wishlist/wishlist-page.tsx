import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWishlist, useWishlistEntries } from '#web/lib/shop/wishlist.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { ProductCard, ProductCardSkeleton } from '#web/lib/shop/product-card.tsx';
import { ProductCardActions } from '#web/lib/shop/card-actions.tsx';
import { EmptyState, ErrorState } from '#web/ui/states.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

const grid = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

/** The signed-in user's saved products, with add to cart (on the card) and remove. */
export function WishlistPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  const entries = useWishlistEntries();
  const wishlist = useWishlist();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t`My Wishlist`}</PageTitle>
        <h1 className="text-2xl font-bold"><Trans>My Wishlist</Trans></h1>
        <Link to="/products" className="btn-ghost"><Trans>Continue Shopping</Trans></Link>
      </div>
      {entries.isPending ? (
        <div className={grid} aria-busy="true">{[0, 1, 2, 3].map((i) => <ProductCardSkeleton key={i} />)}</div>
      ) : entries.isError ? (
        <ErrorState onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <EmptyState title={t`Your wishlist is empty`} action={<Link to="/products" className="btn-primary"><Trans>Explore Products</Trans></Link>}>
          <Trans>Tap the heart on a product to save it for later.</Trans>
        </EmptyState>
      ) : (
        <ProductCardActions>
          <ul className={grid}>
            {entries.data.map((entry) => {
              const name = localized(entry.product.nameAr, entry.product.nameEn);
              return (
                <li key={entry.id} className="flex flex-col gap-2" data-testid="wishlist-entry">
                  <ProductCard product={entry.product} />
                  <button
                    type="button"
                    className="btn-ghost text-red-800"
                    onClick={() => wishlist.remove(entry.productId)}
                    disabled={wishlist.isPending}
                    aria-label={t`Remove ${name}`}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        </ProductCardActions>
      )}
    </div>
  );
}
