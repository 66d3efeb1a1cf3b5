import { AppLink } from '#web/ui/app-link.tsx';
import { Trans } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { photoLoading, photoSources } from '#web/lib/photos.ts';
import { useOnceHydrated } from '#web/lib/hydration.ts';
import { ProductCardActions, useCardActions, useHasCardActions } from './card-actions.tsx';
import { WishlistHeart } from './wishlist-button.tsx';
import { Price, type CurrencyDisplay } from '#web/ui/price.tsx';
import { Rating } from '#web/ui/rating.tsx';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

/** HOT DEAL above this many reviews (docs/product.md). */
export const HOT_DEAL_REVIEWS = 50;

export const isHotDeal = (product: Pick<ProductDto, 'totalReviews'>) => product.totalReviews > HOT_DEAL_REVIEWS;
export const showsSaleBadge = (product: Pick<ProductDto, 'isOnSale' | 'salePercentage'>) => product.isOnSale && product.salePercentage > 0;

/** The sale and HOT DEAL badges, shared by cards and the product page. */
export function ProductBadges({ product }: { product: ProductDto }) {
  const { language } = useLanguage();
  const hot = isHotDeal(product);
  const sale = showsSaleBadge(product);
  if (!hot && !sale) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {sale && (
        <span className="badge bg-red-700 text-white">
          <Trans>-{formatNumber(product.salePercentage, language)}%</Trans>
        </span>
      )}
      {hot && <span className="badge bg-amber-800 text-white"><Trans>HOT DEAL</Trans></span>}
    </span>
  );
}

type Props = {
  product: ProductDto;
  variant?: 'grid' | 'list';
  /** The public store page marks a product that is not active (a draft) with a badge. */
  showStatus?: boolean;
  /** The first cards of a page are likely above the fold: load them eagerly. */
  eager?: boolean;
  /** A photo of the list's first row, the page's likely largest paint (photoLoading). */
  lcp?: boolean;
  /** 'symbol' (JD / $) on the public store page. */
  currencyDisplay?: CurrencyDisplay;
  /** The photo's drawn width in this list's grid (PHOTO_SIZES); a store's products' grid by default. */
  photoSizes?: string;
};

/**
 * A product in a grid or a list: photo (lazy, responsive, fixed 1:1 box so nothing shifts), badges,
 * name, store, rating, price, add to cart and the wishlist heart (both prompt visitors to log in).
 */
export function ProductCard(props: Props) {
  // A list shares one cart and wishlist subscription (ProductCardActions); a card alone gets its own.
  return useHasCardActions() ? <Card {...props} /> : <ProductCardActions><Card {...props} /></ProductCardActions>;
}

function Card({ product, variant = 'grid', showStatus = false, eager = false, lcp = false, currencyDisplay, photoSizes = PHOTO_SIZES.products }: Props) {
  const localized = useLocalized();
  const actions = useCardActions(product.id);
  const name = localized(product.nameAr, product.nameEn);
  // A card below the first screen asks for its photo once it is hydrated, not with the server's
  // page: the phone's browser fetched every photo within 2,500 px at once, sharing a slow connection
  // with the app's code (docs/decisions/022, "Web, fourth round").
  const photoNow = useOnceHydrated(true, eager);
  const photo = photoSources(product.imageUrl ?? product.images[0], 320);
  const isList = variant === 'list';
  const href = `/products/${product.id}` as const;
  const outOfStock = product.stock <= 0;

  return (
    <article className={`card relative flex overflow-hidden ${isList ? 'flex-row gap-4 p-3' : 'flex-col'}`}>
      <AppLink
        to={href}
        className={`relative block shrink-0 overflow-hidden bg-gray-100 focusable ${isList ? 'aspect-square w-28 rounded-lg sm:w-40' : 'aspect-square w-full'}`}
        tabIndex={-1}
        aria-hidden="true"
      >
        {photo.src ? (
          <img
            src={photoNow ? photo.src : undefined}
            srcSet={photoNow ? photo.srcSet : undefined}
            sizes={isList ? '160px' : photoSizes}
            alt=""
            {...photoLoading({ eager, lcp })}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-4xl text-gray-400">🧵</span>
        )}
        <span className="absolute start-2 top-2"><ProductBadges product={product} /></span>
      </AppLink>
      <div className={`flex flex-1 flex-col gap-1 ${isList ? '' : 'p-3'}`}>
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug sm:text-base">
          <AppLink to={href} className="rounded hover:text-brand-700 focusable">{name}</AppLink>
        </h3>
        {product.store && <p className="truncate text-xs text-ink-muted">{localized(product.store.nameAr, product.store.nameEn)}</p>}
        {/* Only the exception is worth a badge: "Active" on every product of a store says nothing. */}
        {showStatus && product.status !== 'active' && (
          <span className="badge w-fit bg-gray-200 text-ink"><Trans>Draft</Trans></span>
        )}
        <Rating value={product.rating} count={product.totalReviews} />
        <Price amount={product.price} original={product.originalPrice} currency={product.currency} currencyDisplay={currencyDisplay} />
        {isList && (product.descriptionAr || product.descriptionEn) && (
          <p className="line-clamp-2 text-sm text-ink-muted">{localized(product.descriptionAr, product.descriptionEn)}</p>
        )}
        <div className="mt-auto flex items-center gap-2 pt-2">
          <button
            type="button"
            className="btn-primary flex-1 px-2"
            onClick={actions.addToCart}
            disabled={actions.adding || outOfStock}
          >
            {outOfStock ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
          </button>
          <WishlistHeart saved={actions.saved} pending={actions.saving} onToggle={actions.toggleWishlist} productName={name} className="px-2" />
        </div>
      </div>
    </article>
  );
}

/** A placeholder with the card's shape while a list loads. */
export function ProductCardSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'list' }) {
  return (
    <div className={`card overflow-hidden ${variant === 'list' ? 'flex gap-4 p-3' : ''}`} aria-hidden="true">
      <div className={`animate-pulse bg-gray-200 ${variant === 'list' ? 'aspect-square w-28 rounded-lg sm:w-40' : 'aspect-square w-full'}`} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-gray-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-gray-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
        <div className="h-9 w-full animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  );
}
