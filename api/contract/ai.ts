import * as v from 'valibot';
import { languages } from './common.ts';

export const analyzeImageSchema = v.object({
  // No length rule here: the decoded photo's size is checked (413 past 10 MB) like an upload's.
  imageBase64: v.pipe(v.string('required'), v.minLength(1, 'required')),
  userLanguage: v.optional(v.picklist(languages, 'invalidInput'), 'ar'),
});

export type AnalyzeImageInput = v.InferInput<typeof analyzeImageSchema>;

/** The colour options of the handmade-textile category (docs/product.md). */
export const textileColours = ['red', 'blue', 'green', 'black', 'white', 'multicolor'] as const;
export type TextileColour = (typeof textileColours)[number];

/** The suggestion shape (docs/decisions/007), for the wizard (first photo) and the bulk page (every photo). */
export type AiSuggestionDto = {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** 0..1; the offline analyser answers low (0.3) because it only sees colours and shape */
  confidence: number;
  suggestedCategoryId: string | null;
  /** the textile category's colour option the photo matches, when it clearly matches one */
  textileColour: TextileColour | null;
  /** which analyser answered: a configured vision model, or the built-in offline one */
  source: 'model' | 'offline';
};

/** Error codes of the analysis call (the app shows its own text for them). */
export const aiMessages = {
  aiBadAnswer: 'The photo assistant gave an answer we could not use',
  aiTimeout: 'The photo assistant took too long to answer',
  aiUnavailable: 'The photo assistant is not available right now',
} as const;
