import * as v from 'valibot';
import { languages } from './common.ts';

/** 10 MB of photo as base64 (4/3 of the bytes) plus a little slack for a stray data: prefix. */
const MAX_BASE64_CHARS = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 1024;

export const analyzeImageSchema = v.object({
  imageBase64: v.pipe(v.string('required'), v.minLength(1, 'required'), v.maxLength(MAX_BASE64_CHARS, 'tooLarge')),
  userLanguage: v.optional(v.picklist(languages, 'invalidInput'), 'ar'),
});

export type AnalyzeImageInput = v.InferInput<typeof analyzeImageSchema>;

/** DECISIONS.md: the suggestion shape, for the wizard (first photo) and the bulk page (every photo). */
export type AiSuggestionDto = {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** 0..1; the offline analyser answers low (0.3) because it only sees colours and shape */
  confidence: number;
  suggestedCategoryId: string | null;
  /** which analyser answered: a configured vision model, or the built-in offline one */
  source: 'model' | 'offline';
};

/** Error codes of the analysis call (the app shows its own text for them). */
export const aiMessages = {
  aiBadAnswer: 'The photo assistant gave an answer we could not use',
  aiTimeout: 'The photo assistant took too long to answer',
  aiUnavailable: 'The photo assistant is not available right now',
} as const;
