import type { ProductDto } from '#api/contract/catalogue.ts';

export const LANDING_LIMITS = { products: 8, categories: 8, stores: 3 } as const;

/** The products most bought among those loaded (ties keep the server's order). */
export function popularProducts<T extends Pick<ProductDto, 'soldCount'>>(products: T[], limit: number = LANDING_LIMITS.products): T[] {
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => b.product.soldCount - a.product.soldCount || a.index - b.index)
    .slice(0, limit)
    .map(({ product }) => product);
}

const NEW_FOR_DAYS = 30;

/** "New" only while it is true: listed within the last 30 days. */
export function isNewProduct(createdAt: string, now: Date = new Date()): boolean {
  const listed = Date.parse(createdAt);
  return Number.isFinite(listed) && now.getTime() - listed <= NEW_FOR_DAYS * 24 * 60 * 60 * 1000;
}
