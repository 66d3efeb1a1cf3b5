// The wizard's completeness score (docs/product.md). The scoring itself lives in the contract so the
// API's publish check and the wizard always agree; this adds what the preview shows.
import { completenessScore, PUBLISH_MIN_SCORE, READY_SCORE, type CompletenessInput } from '#api/contract/completeness.ts';

export { completenessScore, PUBLISH_MIN_SCORE, READY_SCORE, type CompletenessInput };

export type CompletenessLevel = 'incomplete' | 'publishable' | 'ready';

/** Below 60 the listing cannot be published; from 80 it reads 'ready to publish'. */
export function completenessLevel(score: number): CompletenessLevel {
  if (score >= READY_SCORE) return 'ready';
  if (score >= PUBLISH_MIN_SCORE) return 'publishable';
  return 'incomplete';
}

/** The parts of the score still missing, so the preview can say what would raise it. */
export function missingForScore(input: CompletenessInput): ('photo' | 'morePhotos' | 'names' | 'descriptions' | 'price' | 'category')[] {
  const missing: ReturnType<typeof missingForScore> = [];
  const without = (over: Partial<CompletenessInput>) => completenessScore({ ...input, ...over });
  const score = completenessScore(input);
  if (input.photoCount === 0) missing.push('photo');
  if (input.photoCount < 3) missing.push('morePhotos');
  if (without({ nameEn: 'x', nameAr: 'x' }) > score) missing.push('names');
  if (without({ descriptionEn: 'x', descriptionAr: 'x' }) > score) missing.push('descriptions');
  if (without({ price: 1 }) > score) missing.push('price');
  if (without({ categoryId: 'x' }) > score) missing.push('category');
  return missing;
}
