import type { CategoryDto } from '#api/contract/catalogue.ts';
import * as v from 'valibot';
import type { BulkFailureDto, BulkProductPayload } from '#api/contract/bulk.ts';
import { publishProblem } from '#api/contract/publishable.ts';
import { ProductFormSchema } from '#api/contract/seller.ts';
import { MAX_BULK_PRODUCTS } from '#api/contract/bulk.ts';
import { PHOTO_RULES } from '#api/contract/uploads.ts';
import { normaliseNumberInput } from '#api/contract/common.ts';
import { parseMoney } from '#api/contract/money.ts';
import { TRUSTED_SUGGESTION, type SuggestedField } from '#web/lib/ai-suggestions.ts';

// The bulk page's rules (docs/product.md) as plain functions, so they are tested without a browser.

export const MAX_FILES = MAX_BULK_PRODUCTS;
export const ANALYSIS_BATCH = 3;
/** Empty, not 0.00: a row the seller has not priced must not go live at 0 (it is marked instead). */
export const DEFAULT_PRICE = '';
export const DEFAULT_STOCK = '20';
export const REDIRECT_MS = 1500;
export const REDIRECT_AFTER_FAILURE_MS = 3000;

/** A bulk draft (client side only). */
export type Draft = {
  id: string;
  file: File;
  preview: string;
  selected: boolean;
  price: string;
  stock: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  categoryId: string;
  /** text fields still holding the photo's suggestion (not kept or edited by the seller yet) */
  suggested: SuggestedField[];
  /** how sure the analyser was of those suggestions */
  suggestionConfidence: number;
  /** queued for analysis, not yet started */
  isQueued: boolean;
  isAnalyzing: boolean;
  analysisError: string | null;
  /** the stored photo once uploaded, so a retry does not upload it again */
  imageUrl: string | null;
  /** why the server refused this item on the last submission */
  submitError: string | null;
};

export type FileProblem = { kind: 'notImage' | 'notSupported' | 'tooLarge'; fileName: string };

/**
 * Sorts a selection into accepted files and problems. More than 50 in all (this selection plus what is
 * already in the table, since one bulk call takes 50) refuses the whole selection.
 */
export function checkFiles(files: File[], alreadyAdded: number): { tooMany: boolean; accepted: File[]; problems: FileProblem[] } {
  if (files.length > MAX_FILES || alreadyAdded + files.length > MAX_FILES) return { tooMany: true, accepted: [], problems: [] };
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) problems.push({ kind: 'notImage', fileName: file.name });
    else if (!(PHOTO_RULES.acceptedTypes as readonly string[]).includes(file.type)) problems.push({ kind: 'notSupported', fileName: file.name });
    else if (file.size > PHOTO_RULES.maxBytes) problems.push({ kind: 'tooLarge', fileName: file.name });
    else accepted.push(file);
  }
  return { tooMany: false, accepted, problems };
}

export function newDraft(file: File, preview: string): Draft {
  return {
    id: crypto.randomUUID(),
    file,
    preview,
    selected: true,
    price: DEFAULT_PRICE,
    stock: DEFAULT_STOCK,
    nameEn: '',
    nameAr: '',
    descriptionEn: '',
    descriptionAr: '',
    categoryId: '',
    suggested: [],
    suggestionConfidence: 1,
    isQueued: true,
    isAnalyzing: false,
    analysisError: null,
    imageUrl: null,
    submitError: null,
  };
}

/** Alef forms folded, so "إكسسوارات" and "اكسسوارات" both match. */
const fold = (text: string) => text.toLowerCase().replace(/[أإآ]/g, 'ا');

/**
 * The default category (docs/product.md): one whose name says handmade, else accessories, else the first one;
 * null when there are no categories at all.
 */
export function fallbackCategoryId(categories: CategoryDto[]): string | null {
  const named = (...words: string[]) => categories.find((c) => words.some((w) => fold(`${c.nameEn} ${c.nameAr}`).includes(w)));
  return (named('hand', 'يدوي') ?? named('accessor', 'اكسسوار') ?? categories[0])?.id ?? null;
}

/** The draft's own category if it is still in the list, else the fallback. */
export function categoryFor(categoryId: string | null | undefined, categories: CategoryDto[]): string | null {
  if (categoryId && categories.some((c) => c.id === categoryId)) return categoryId;
  return fallbackCategoryId(categories);
}

/** The price field is filled when it reads as an amount above 0 (typed in any digits). */
export const priceFilled = (text: string) => (parseMoney(text) ?? 0) > 0;
export const stockFilled = (text: string) => /^\d+$/.test(normaliseNumberInput(text));

/**
 * Names the analyser suggested without being sure, that the seller has not kept or edited: they do not
 * count as filled, like in the wizard (docs/decisions/020-suggestions-not-text.md). Descriptions are not
 * required; an unsure one stays marked as a suggestion on the row but does not hold the row back.
 */
export const unsureNames = (draft: Draft): ('nameEn' | 'nameAr')[] =>
  draft.suggestionConfidence < TRUSTED_SUGGESTION ? (['nameEn', 'nameAr'] as const).filter((f) => draft.suggested.includes(f)) : [];

/** Whether this field holds an unsure suggestion she has not kept or edited (shown as needing her). */
export const isUnsureSuggestion = (draft: Draft, field: SuggestedField) => draft.suggestionConfidence < TRUSTED_SUGGESTION && draft.suggested.includes(field);

const nameFilled = (draft: Draft, field: 'nameEn' | 'nameAr') => draft[field].trim() !== '' && !unsureNames(draft).includes(field);

/** Selected rows need nameEn, nameAr (her own or kept), a price above 0 and a stock (docs/product.md). */
export function missingRequired(draft: Draft): boolean {
  return !nameFilled(draft, 'nameEn') || !nameFilled(draft, 'nameAr') || !priceFilled(draft.price) || !stockFilled(draft.stock);
}

/** The first field to fix in the first incomplete selected row, so the page can take the seller there. */
export function firstMissing(drafts: Draft[]): { id: string; field: 'price' | 'stock' | 'nameEn' | 'nameAr' } | null {
  const draft = drafts.find((d) => d.selected && missingRequired(d));
  if (!draft) return null;
  const field = !priceFilled(draft.price) ? 'price' : !stockFilled(draft.stock) ? 'stock' : !nameFilled(draft, 'nameEn') ? 'nameEn' : 'nameAr';
  return { id: draft.id, field };
}

export type SubmitCheck =
  | { ok: false; reason: 'noneSelected' | 'missingFields' | 'noCategories' }
  | { ok: true; drafts: (Draft & { categoryId: string })[] };

/** What the Add button may send: selected rows, complete, each with a category (fallback applied). */
export function checkSubmission(drafts: Draft[], categories: CategoryDto[]): SubmitCheck {
  const selected = drafts.filter((d) => d.selected);
  if (selected.length === 0) return { ok: false, reason: 'noneSelected' };
  if (selected.some(missingRequired)) return { ok: false, reason: 'missingFields' };
  // Items without any usable category are skipped; with no categories at all nothing remains.
  const ready = selected.flatMap((d) => {
    const categoryId = categoryFor(d.categoryId, categories);
    return categoryId ? [{ ...d, categoryId }] : [];
  });
  if (ready.length === 0) return { ok: false, reason: 'noCategories' };
  return { ok: true, drafts: ready };
}

/** One bulk payload per row (docs/product.md): the photo as the only image, published, in JOD. */
export function toPayload(draft: Draft & { categoryId: string }, storeId: string, imageUrl: string): BulkProductPayload {
  const text = (s: string) => s.trim() || undefined;
  return {
    storeId,
    categoryId: draft.categoryId,
    nameEn: draft.nameEn.trim(),
    nameAr: draft.nameAr.trim(),
    descriptionEn: text(draft.descriptionEn),
    descriptionAr: text(draft.descriptionAr),
    price: normaliseNumberInput(draft.price),
    stock: Number.parseInt(normaliseNumberInput(draft.stock), 10) || 0,
    images: [imageUrl],
    status: 'active',
    currency: 'JOD',
  };
}

/**
 * Why the server would refuse this row, checked on the phone with the server's own schema and rules
 * (a row kept offline must not fail later): the same code and issues the bulk call reports, or null.
 * Its one photo may not be uploaded yet, so it counts as one photo.
 */
export function rowProblem(payload: BulkProductPayload): Pick<BulkFailureDto, 'code' | 'error' | 'issues'> | null {
  const parsed = v.safeParse(ProductFormSchema, { ...payload, images: [] });
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', code: issue.message, message: issue.message }));
    return { code: 'invalidInput', error: issues[0]!.message, issues };
  }
  const problem = publishProblem(parsed.output, 'active', 1);
  if (!problem) return null;
  return problem.code === 'invalidInput' ? { code: problem.code, error: problem.issues[0]!.message, issues: problem.issues } : { code: problem.code, error: problem.code };
}

/** Runs `work` over the items in batches of `size` (analysis runs 3 at a time, docs/product.md). */
export async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
