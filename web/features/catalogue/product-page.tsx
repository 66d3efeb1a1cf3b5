import { useParams } from 'react-router';
import { AppLink } from '#web/ui/app-link.tsx';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { ApiError } from '#web/lib/api.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { ProductBadges, ProductCard, ProductCardSkeleton } from '#web/lib/shop/product-card.tsx';
import { ProductCardActions } from '#web/lib/shop/card-actions.tsx';
import { Rating } from '#web/ui/rating.tsx';
import { ErrorState, Skeleton } from '#web/ui/states.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPurchase, StockBadge } from './product-purchase.tsx';
import { productQuery, relatedProductsQuery } from './queries.ts';
import { ReviewsSection } from './reviews-section.tsx';
import { SellerCard } from './seller-card.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';
import { NotFound } from '#web/ui/not-found.tsx';
import { HydrateApart } from '#web/ui/hydrate-apart.tsx';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

/** Related products shown (docs/product.md). */
const RELATED_COUNT = 4;

function ProductNotFound() {
  const { t } = useLingui();
  return <NotFound alert title={t`Product not found`} action={<AppLink to="/products" className="btn-primary"><Trans>Back to products</Trans></AppLink>} />;
}

function Breadcrumb({ product, name }: { product: ProductDto; name: string }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const category = useQuery(categoriesQuery).data?.find((c) => c.id === product.categoryId);
  const link = 'rounded text-brand-700 underline focusable';
  const slash = <span aria-hidden="true" className="mx-1">/</span>;
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm">
      <ol className="flex flex-wrap items-center text-ink-muted">
        <li><AppLink to="/" className={link}><Trans>Home</Trans></AppLink>{slash}</li>
        <li><AppLink to="/products" className={link}><Trans>Products</Trans></AppLink>{slash}</li>
        {category && <li><AppLink to={`/products?category=${encodeURIComponent(category.id)}`} className={link}>{localized(category.nameAr, category.nameEn)}</AppLink>{slash}</li>}
        <li aria-current="page" className="text-ink">{name}</li>
      </ol>
    </nav>
  );
}

/** Up to 4 products of the same category, without this one. */
function RelatedProducts({ product }: { product: ProductDto }) {
  const related = useQuery({ ...relatedProductsQuery(product.categoryId ?? ''), enabled: !!product.categoryId });
  const items = (related.data?.products ?? []).filter((p) => p.id !== product.id).slice(0, RELATED_COUNT);
  if (!product.categoryId || related.isError || (related.isSuccess && items.length === 0)) return null;
  return (
    <section aria-labelledby="related" className="flex flex-col gap-4">
      <h2 id="related" className="text-xl font-bold"><Trans>Related products</Trans></h2>
      <ProductCardActions>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {related.isPending
            ? Array.from({ length: RELATED_COUNT }, (_, i) => <li key={i} className="grid"><ProductCardSkeleton /></li>)
            : items.map((p) => <li key={p.id} className="grid"><ProductCard product={p} photoSizes={PHOTO_SIZES.relatedProducts} /></li>)}
        </ul>
      </ProductCardActions>
    </section>
  );
}

function ProductView({ product }: { product: ProductDto }) {
  const localized = useLocalized();
  const name = localized(product.nameAr, product.nameEn);
  const description = localized(product.descriptionAr, product.descriptionEn);
  const images = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];
  const store = product.store;
  return (
    <div className="flex flex-col gap-8">
      <Breadcrumb product={product} name={name} />
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery images={images} name={name} />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <ProductBadges product={product} />
            <StockBadge stock={product.stock} />
          </div>
          <PageTitle>{name}</PageTitle>
          <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{name}</h1>
          {store && (
            <AppLink to={`/stores/${encodeURIComponent(store.slug || product.storeId)}`} className="w-fit rounded font-semibold text-brand-700 underline focusable">
              {localized(store.nameAr, store.nameEn)}
            </AppLink>
          )}
          <Rating value={product.rating} count={product.totalReviews} />
          <ProductPurchase product={product} name={name} />
          {description && (
            <section aria-labelledby="description">
              <h2 id="description" className="mb-1 text-lg font-bold"><Trans>Description</Trans></h2>
              <p className="whitespace-pre-line leading-relaxed">{description}</p>
            </section>
          )}
          {/* Below the photo, price and Add to cart: hydrated apart, after them (a tap on one hydrates it at once). */}
          <HydrateApart><SellerCard product={product} /></HydrateApart>
        </div>
      </div>
      <HydrateApart><ReviewsSection productId={product.id} total={product.totalReviews} /></HydrateApart>
      <HydrateApart><RelatedProducts product={product} /></HydrateApart>
    </div>
  );
}

function ProductSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-10" role="status" aria-label={t`Loading product`}>
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-8 w-1/4" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

/** /products/{id}: gallery, seller, rating, price, stock, cart and wishlist, reviews, related. */
export function ProductPage() {
  const { id = '' } = useParams();
  const query = useQuery(productQuery(id));
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    // A missing, hidden or malformed id is "not found"; a network or server failure can be retried.
    if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) return <ProductNotFound />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <ProductView key={query.data.id} product={query.data} />;
}
