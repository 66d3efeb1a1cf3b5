// The listing completeness score (docs/product.md), shared by the API's publish check and the
// wizard's preview: any photo 20; 3 or more photos +10; both names 20; both descriptions 20;
// a price above 0 10; a category 10; capped at 100.

import { normaliseNumberInput } from './common.ts';

export const PUBLISH_MIN_SCORE = 60;
export const READY_SCORE = 80;

export type CompletenessInput = {
  photoCount: number;
  nameEn?: string | null;
  nameAr?: string | null;
  descriptionEn?: string | null;
  descriptionAr?: string | null;
  /** cents, or the typed decimal text / number */
  price?: number | string | null;
  categoryId?: string | null;
};

const filled = (text: string | null | undefined) => !!text && text.trim().length > 0;

function priceAboveZero(price: CompletenessInput['price']): boolean {
  if (price == null) return false;
  const value = typeof price === 'number' ? price : Number(normaliseNumberInput(price));
  return Number.isFinite(value) && value > 0;
}

export function completenessScore(input: CompletenessInput): number {
  let score = 0;
  if (input.photoCount > 0) score += 20;
  if (input.photoCount >= 3) score += 10;
  if (filled(input.nameEn) && filled(input.nameAr)) score += 20;
  if (filled(input.descriptionEn) && filled(input.descriptionAr)) score += 20;
  if (priceAboveZero(input.price)) score += 10;
  if (filled(input.categoryId)) score += 10;
  return Math.min(score, 100);
}
