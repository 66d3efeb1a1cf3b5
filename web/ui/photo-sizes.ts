/**
 * How wide each kind of photo is drawn, as `sizes` for the browser to pick its file from the stored widths
 * (docs/decisions/007). One place, because each follows its grid's columns and the page's frame: the page's
 * content is the screen less 2 × 16 px of padding, at most 1,246 px wide (screens of 1,280 px and more); a
 * card's border takes 2 px more. A size said too small picks a blurred file; too large, a heavier one than the
 * phone draws. e2e/prerender.e2e.ts checks the server-rendered pages' photos on phones and desktops.
 */
export const PHOTO_SIZES = {
  /** /products: 2 columns, 3 from 640 px, 3 beside the filters from 1,024 px, 4 from 1,280 px. */
  productsWithFilters: '(min-width: 1280px) 228px, (min-width: 1024px) calc(33.34vw - 116px), (min-width: 640px) calc(33.34vw - 23px), calc(50vw - 24px)',
  /** A store's products and the wishlist: 2 columns, 3 from 640 px, 4 from 1,024 px. */
  products: '(min-width: 1280px) 298px, (min-width: 1024px) calc(25vw - 21px), (min-width: 640px) calc(33.34vw - 23px), calc(50vw - 24px)',
  /** Home's Trending Now: as `products`, and 5 columns from 1,280 px. */
  trendingProducts: '(min-width: 1280px) 235px, (min-width: 1024px) calc(25vw - 21px), (min-width: 640px) calc(33.34vw - 23px), calc(50vw - 24px)',
  /** A product page's related products: 2 columns, 4 from 1,024 px. */
  relatedProducts: '(min-width: 1280px) 298px, (min-width: 1024px) calc(25vw - 21px), calc(50vw - 24px)',
  /** /stores: 1 column (the card has its own padding), 2 from 640 px, 2 beside the filters from 1,024 px, 3 from 1,280 px. */
  storesWithFilters: '(min-width: 1280px) 278px, (min-width: 1024px) calc(50vw - 198px), (min-width: 640px) calc(50vw - 58px), calc(100vw - 66px)',
  /** Home's featured stores: 1 column, 3 from 640 px. */
  featuredStores: '(min-width: 1280px) 404px, (min-width: 640px) calc(33.34vw - 22px), calc(100vw - 34px)',
  /** The landing page's popular products: 2 columns, 4 from 768 px. */
  landingProducts: '(min-width: 1280px) 298px, (min-width: 768px) calc(25vw - 21px), calc(50vw - 24px)',
  /** The landing page's stores: 1 column, 3 from 768 px. */
  landingStores: '(min-width: 1280px) 404px, (min-width: 768px) calc(33.34vw - 23px), calc(100vw - 34px)',
  /** A store page's banner: the page's whole content width. */
  pageBanner: '(min-width: 1280px) 1246px, calc(100vw - 34px)',
  /** A product page's main photo: the content width on a phone, half of it beside the details from 1,024 px. */
  productMain: '(min-width: 1280px) 602px, (min-width: 1024px) calc(50vw - 38px), calc(100vw - 34px)',
} as const;
