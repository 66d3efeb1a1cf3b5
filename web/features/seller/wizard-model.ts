import * as v from 'valibot';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { normaliseNumberInput } from '#api/contract/common.ts';
import { parseMoney } from '#api/contract/money.ts';
import { activePriceIssue, DEFAULT_STOCK, MAX_PRODUCT_PHOTOS, ProductFormSchema, TEXTILE_OPTIONS, type TextileAttribute } from '#api/contract/seller.ts';
import { completenessScore } from '#web/lib/completeness.ts';
import { TRUSTED_SUGGESTION, type SuggestedField } from '#web/lib/ai-suggestions.ts';
import type { FieldCodes } from './form-errors.ts';
import { fieldCodes } from '#web/lib/form-issues.ts';

// The product wizard's state and rules (docs/product.md), kept apart from the screens so they
// can be tested without rendering.

export const WIZARD_STEPS = 3;

/**
 * A photo of the listing: uploaded (path), still uploading (preview from the file), or kept on the
 * phone because there is no connection (`kept`: it uploads with the listing later).
 */
export type WizardPhoto = { key: string; path?: string; preview: string; uploading: boolean; failed: boolean; kept?: boolean };

export type WizardDetails = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: string;
  originalPrice: string;
  stock: string;
  categoryId: string;
  attributes: Partial<Record<TextileAttribute, string>>;
};

export const emptyDetails: WizardDetails = {
  nameEn: '', nameAr: '', descriptionEn: '', descriptionAr: '', price: '', originalPrice: '', stock: String(DEFAULT_STOCK), categoryId: '', attributes: {},
};

export function productToDetails(product: ProductDto): WizardDetails {
  const attributes: WizardDetails['attributes'] = {};
  for (const key of Object.keys(TEXTILE_OPTIONS) as TextileAttribute[]) if (product.attributes[key]) attributes[key] = product.attributes[key];
  return {
    nameEn: product.nameEn, nameAr: product.nameAr, descriptionEn: product.descriptionEn ?? '', descriptionAr: product.descriptionAr ?? '',
    price: product.price, originalPrice: product.originalPrice ?? '', stock: String(product.stock), categoryId: product.categoryId ?? '', attributes,
  };
}

// ---------- photos ----------

/** How many of `incoming` files still fit (at most 5 photos in all). */
export const freeSlots = (photos: WizardPhoto[]) => Math.max(0, MAX_PRODUCT_PHOTOS - photos.length);

/** The main photo: the chosen one, else the first (removing the main makes the first remaining main). */
export function mainPhotoKey(photos: WizardPhoto[], chosen: string | null): string | null {
  if (chosen && photos.some((p) => p.key === chosen)) return chosen;
  return photos[0]?.key ?? null;
}

export function removePhoto(photos: WizardPhoto[], key: string, chosenMain: string | null) {
  const rest = photos.filter((p) => p.key !== key);
  return { photos: rest, mainKey: mainPhotoKey(rest, chosenMain === key ? null : chosenMain) };
}

/** Uploaded photo paths for the request, the main one first (the API keeps the first as main). */
export function orderedPaths(photos: WizardPhoto[], mainKey: string | null): string[] {
  const main = photos.find((p) => p.key === mainKey);
  const ordered = main ? [main, ...photos.filter((p) => p !== main)] : photos;
  return ordered.flatMap((p) => (p.path ? [p.path] : []));
}

// ---------- details ----------

/** Publishing needs a price above 0 (the API's rule): the price field's code, or null. */
export function publishIssues(details: WizardDetails): FieldCodes {
  const issue = activePriceIssue({ price: parseMoney(normaliseNumberInput(details.price)) ?? 0 }, 'active');
  return issue ? { [issue.path]: issue.code } : {};
}

/** The request body of POST /api/products, /api/listing-drafts and PUT /api/products/{id}. */
export function toPayload(details: WizardDetails, storeId: string, images: string[], isTextile: boolean) {
  return {
    storeId,
    categoryId: details.categoryId,
    nameEn: details.nameEn,
    nameAr: details.nameAr,
    descriptionEn: details.descriptionEn,
    descriptionAr: details.descriptionAr,
    price: normaliseNumberInput(details.price),
    originalPrice: normaliseNumberInput(details.originalPrice),
    stock: details.stock.trim() === '' ? DEFAULT_STOCK : normaliseNumberInput(details.stock),
    currency: 'JOD' as const,
    images,
    attributes: isTextile ? Object.fromEntries(Object.entries(details.attributes).filter(([, value]) => value)) : {},
  };
}

const DETAIL_FIELDS = ['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr', 'price', 'originalPrice', 'stock', 'categoryId', 'attributes'];

/** Step 2's field problems, from the same schema the API uses (the store and photos are not this step's). */
export function detailsIssues(details: WizardDetails, isTextile: boolean): FieldCodes {
  const result = v.safeParse(ProductFormSchema, toPayload(details, 'store', [], isTextile));
  if (result.success) return {};
  const codes = fieldCodes(result.issues);
  return Object.fromEntries(Object.entries(codes).filter(([path]) => DETAIL_FIELDS.includes(path.split('.')[0]!)));
}

/** The toast of a refused Next on step 2 (spec: 'Please select a category' first). */
export const detailsProblem = (codes: FieldCodes): 'category' | 'details' | null =>
  codes.categoryId ? 'category' : Object.keys(codes).length > 0 ? 'details' : null;

export { TRUSTED_SUGGESTION };

export type { SuggestedField };
/** Fields holding a suggestion the seller has not touched yet, and how sure the analyser was. */
export type Suggested = { fields: SuggestedField[]; confidence: number };
export const noSuggestions: Suggested = { fields: [], confidence: 1 };

/** The score counts only what the seller wrote or accepted: untouched low-confidence suggestions count as empty. */
export function wizardScore(details: WizardDetails, photos: WizardPhoto[], suggested: Suggested = noSuggestions) {
  const ignored = suggested.confidence < TRUSTED_SUGGESTION ? Object.fromEntries(suggested.fields.map((f) => [f, ''])) : {};
  return completenessScore({ ...details, ...ignored, price: normaliseNumberInput(details.price), photoCount: photos.filter((p) => p.path || p.kept).length });
}

/** After a change: a suggested field the seller edited is hers now. */
export function stillSuggested(suggested: Suggested, before: WizardDetails, after: WizardDetails): Suggested {
  const fields = suggested.fields.filter((f) => before[f] === after[f]);
  return fields.length === suggested.fields.length ? suggested : { ...suggested, fields };
}

/** The seller accepts a suggestion as it is: it counts from now on. */
export const acceptSuggestion = (suggested: Suggested, field: SuggestedField): Suggested => ({ ...suggested, fields: suggested.fields.filter((f) => f !== field) });

/** Which fields the suggestions filled (empty before, text now), to show them as suggestions. */
export function filledBySuggestion(before: WizardDetails, after: WizardDetails): SuggestedField[] {
  return (['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'] as const).filter((f) => !before[f].trim() && after[f].trim());
}

/** Fills only the fields that are still empty with the photo's suggestions. */
export function applySuggestions(details: WizardDetails, s: { titleEn: string; titleAr: string; descriptionEn: string; descriptionAr: string }, categoryId: string | null): WizardDetails {
  const pick = (current: string, suggested: string) => (current.trim() ? current : suggested);
  return {
    ...details,
    nameEn: pick(details.nameEn, s.titleEn),
    nameAr: pick(details.nameAr, s.titleAr),
    descriptionEn: pick(details.descriptionEn, s.descriptionEn),
    descriptionAr: pick(details.descriptionAr, s.descriptionAr),
    categoryId: details.categoryId || categoryId || '',
  };
}
