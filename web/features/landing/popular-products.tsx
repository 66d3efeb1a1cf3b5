import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { useAddToCart } from '#web/lib/shop/cart.ts';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { Skeleton } from '#web/ui/states.tsx';
import { isNewProduct } from './landing-logic.ts';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

function ProductTile({ product }: { product: ProductDto }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const { addToCart, isPending } = useAddToCart();
  const name = localized(product.nameAr, product.nameEn);
  const price = formatPrice(product.price, language, product.currency);
  return (
    <li className="card flex flex-col overflow-hidden">
      <Link to={`/products/${encodeURIComponent(product.id)}`} className="focusable group relative block">
        <ImageWithFallback url={product.imageUrl ?? product.images[0]} alt="" className="aspect-square w-full" sizes={PHOTO_SIZES.landingProducts} />
        {isNewProduct(product.createdAt) && <span className="badge absolute start-2 top-2 bg-brand-700 text-white"><Trans>New</Trans></span>}
        <span className="block px-3 pt-3 font-semibold group-hover:underline">{name}</span>
      </Link>
      <div className="mt-auto flex items-center justify-between gap-2 p-3">
        <span className="text-sm text-ink-muted">{t`From ${price}`}</span>
        {/* The spec's Buy button: it puts one in the cart (visitors are asked to log in first). */}
        <button type="button" className="btn-primary px-3 py-1" disabled={product.stock <= 0 || isPending} onClick={() => addToCart(product.id)} aria-label={product.stock > 0 ? t`Buy: ${name}` : t`Sold out: ${name}`}>
          {product.stock > 0 ? <Trans>Buy</Trans> : <Trans>Sold out</Trans>}
        </button>
      </div>
    </li>
  );
}

/** Up to 8 popular products, each with its New tag, From price and Buy button. */
export function PopularProducts({ products, loading }: { products: ProductDto[]; loading: boolean }) {
  if (loading) {
    return (
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => <li key={i}><Skeleton className="aspect-square w-full" /><Skeleton className="mt-2 h-5 w-2/3" /></li>)}
      </ul>
    );
  }
  return <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">{products.map((product) => <ProductTile key={product.id} product={product} />)}</ul>;
}
