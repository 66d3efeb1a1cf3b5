// Sentences the offline photo analyser used to write into listings (a placeholder title and guidance
// that asked the seller to add the rest). Listings are never published with them: the API refuses them
// and the wizard says so (docs/decisions/020-suggestions-not-text.md).

const TEMPLATE_PATTERNS: RegExp[] = [
  /^\s*handmade item in [a-z -]+\.?\s*$/i,
  /^\s*multicoloured handmade item\.?\s*$/i,
  /^\s*قطعة يدوية (?:باللون [\u0600-\u06FF ]+|متعددة الألوان)\.?\s*$/,
  /please add what the item is/i,
  /يرجى إضافة نوع القطعة/,
  /^\s*a handmade piece in [^.]+\./i,
  /^\s*قطعة مصنوعة يدويًا (?:باللون|بعدة ألوان)/,
];

/** True when the text is (or still contains) one of the analyser's placeholder or guidance sentences. */
export function isAnalyserTemplate(text: string | null | undefined): boolean {
  return !!text && TEMPLATE_PATTERNS.some((pattern) => pattern.test(text));
}

/** The listing fields that still hold analyser templates (checked when a product is published). */
export function templateFields(input: { nameEn?: string | null; nameAr?: string | null; descriptionEn?: string | null; descriptionAr?: string | null }) {
  return (['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'] as const).filter((field) => isAnalyserTemplate(input[field]));
}
