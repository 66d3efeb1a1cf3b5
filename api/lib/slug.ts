/** First-level app paths: a store slug must never shadow one (the app serves stores at /{slug}). */
export const RESERVED_SLUGS = new Set([
  'api', 'auth', 'login', 'cart', 'products', 'product', 'stores', 'store', 'seller', 'sell', 'admin', 'street', 'objects',
  'profile', 'orders', 'checkout', 'wishlist', 'mainpage1', 'category', 'reorder', 'track', 'how-it-works', 'seller-guide',
  'buyer-guide', 'faq', 'contact', 'returns', 'shipping', 'support', 'privacy', 'terms', 'cookies', 'assets', 'icons',
  'fonts', 'sw', 'manifest', 'index', 'robots', 'favicon', 'workbox', 'offline',
]);

/** Lower-case ASCII words joined by hyphens; empty when nothing Latin is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/**
 * A unique slug from a name: reserved words and taken slugs get -2, -3…; a name with no Latin
 * letters falls back to `fallback` (e.g. "store").
 */
export function uniqueSlug(name: string, isTaken: (slug: string) => boolean, fallback = 'store'): string {
  const base = slugify(name) || fallback;
  const free = (s: string) => !RESERVED_SLUGS.has(s) && !isTaken(s);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
