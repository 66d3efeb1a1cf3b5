import { templateFields } from './analyser-templates.ts';
import { completenessScore, PUBLISH_MIN_SCORE } from './completeness.ts';
import { messages } from './messages.ts';
import { activePriceIssue, type ProductFormOutput } from './seller.ts';

export type PublishProblem = { code: 'invalidInput'; issues: { path: string; code: string; message: string }[] } | { code: 'completenessTooLow'; score: number };

/**
 * Why a product (already through ProductFormSchema) may not be saved with this status, or null: an
 * active one needs a price above 0, no analyser template text (docs/decisions/020-suggestions-not-text.md)
 * and the minimum completeness. The server refuses with it; a phone without a connection refuses
 * a bulk row with it before keeping the row (docs/decisions/024-listings-offline.md).
 */
export function publishProblem(input: ProductFormOutput, status: 'active' | 'draft', photoCount = input.images.length): PublishProblem | null {
  const priceIssue = activePriceIssue(input, status);
  if (priceIssue) return { code: 'invalidInput', issues: [{ ...priceIssue, message: messages.priceRequired }] };
  if (status !== 'active') return null;
  const templates = templateFields(input);
  if (templates.length > 0) return { code: 'invalidInput', issues: templates.map((path) => ({ path, code: 'analyserTemplate', message: messages.analyserTemplate })) };
  const score = completenessScore({ ...input, photoCount });
  return score < PUBLISH_MIN_SCORE ? { code: 'completenessTooLow', score } : null;
}
