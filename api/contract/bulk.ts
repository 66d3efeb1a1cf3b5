import * as v from 'valibot';
import type { ProductDto } from './catalogue.ts';

/** Bulk creation from photos (docs/product.md): at most 50 products per call. */
export const MAX_BULK_PRODUCTS = 50;

/**
 * The envelope only: each item is validated on its own with the product form's schema, so one bad
 * item becomes a failure with its reason instead of refusing the whole batch.
 */
export const BulkCreateSchema = v.object({
  products: v.pipe(
    v.array(v.unknown(), 'invalidInput'),
    v.minLength(1, 'required'),
    v.maxLength(MAX_BULK_PRODUCTS, `You can create up to ${MAX_BULK_PRODUCTS} products at once`),
  ),
});

/** One bulk item as the page sends it (docs/product.md). */
export type BulkProductPayload = {
  storeId: string;
  categoryId: string;
  nameEn: string;
  nameAr: string;
  descriptionEn?: string;
  descriptionAr?: string;
  price: string;
  stock: number;
  images: string[];
  status: 'active';
  currency: 'JOD';
};

export type BulkFailureDto = {
  /** position of the item in the request */
  index: number;
  /** the item as it was sent */
  product: unknown;
  /** readable English reason; `code` and `issues` let the app show its own translation */
  error: string;
  code: string;
  issues?: { path: string; code?: string; message: string }[];
};

export type BulkResultDto = {
  success: number;
  failed: number;
  failures: BulkFailureDto[];
  /** the created products, in request order */
  products: ProductDto[];
};
