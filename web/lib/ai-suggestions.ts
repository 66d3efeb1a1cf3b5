import { api } from './api.ts';

export type Suggestion = {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  confidence: number;
  suggestedCategoryId: string | null;
};

/** Reads a file as base64 without the data: prefix (the analyze call's input). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Asks the server for bilingual title/description suggestions for a product photo. */
export async function requestSuggestions(file: Blob, userLanguage: 'ar' | 'en' = 'ar', signal?: AbortSignal): Promise<Suggestion> {
  const imageBase64 = await fileToBase64(file);
  const answer = await api.post<Partial<Suggestion>>('/api/ai/analyze-image', { imageBase64, userLanguage }, { signal });
  return {
    titleEn: answer.titleEn ?? '',
    titleAr: answer.titleAr ?? '',
    descriptionEn: answer.descriptionEn ?? '',
    descriptionAr: answer.descriptionAr ?? '',
    confidence: typeof answer.confidence === 'number' ? answer.confidence : 0.7,
    suggestedCategoryId: answer.suggestedCategoryId ?? null,
  };
}
