import type { AiSuggestionDto } from '#api/contract/ai.ts';
import { api } from './api.ts';
import { ANALYSIS_MAX_SIDE, shrinkPhoto } from './shrink-photo.ts';

/**
 * Below this the analyser is guessing from pixels: its untouched text does not make a listing (a wizard's
 * or a bulk row's) complete until the seller keeps or edits it (docs/decisions/020-suggestions-not-text.md).
 */
export const TRUSTED_SUGGESTION = 0.5;

/** The text fields a photo suggestion may fill. */
export type SuggestedField = 'nameEn' | 'nameAr' | 'descriptionEn' | 'descriptionAr';

/** The server's suggestion (api/contract/ai.ts) as the forms use it: which analyser answered is not needed. */
export type Suggestion = Omit<AiSuggestionDto, 'source'>;

/** Reads a file as base64 without the data: prefix (the analyze call's input). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Asks the server for bilingual title/description suggestions for a product photo. The photo is
 * shrunk in the browser first: the analyser looks at 768 px, so sending 10 MB would only cost data.
 */
export async function requestSuggestions(file: Blob, userLanguage: 'ar' | 'en' = 'ar', signal?: AbortSignal): Promise<Suggestion> {
  const imageBase64 = await fileToBase64(await shrinkPhoto(file, ANALYSIS_MAX_SIDE));
  const answer = await api.post<'/api/ai/analyze-image'>('/api/ai/analyze-image', { imageBase64, userLanguage }, { signal });
  return {
    titleEn: answer.titleEn ?? '',
    titleAr: answer.titleAr ?? '',
    descriptionEn: answer.descriptionEn ?? '',
    descriptionAr: answer.descriptionAr ?? '',
    confidence: typeof answer.confidence === 'number' ? answer.confidence : 0.7,
    suggestedCategoryId: answer.suggestedCategoryId ?? null,
    textileColour: answer.textileColour ?? null,
  };
}
