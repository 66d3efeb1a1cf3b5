import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import sharp from 'sharp';
import * as v from 'valibot';
import { textileColours, type AiSuggestionDto } from '#api/contract/ai.ts';
import { aiError } from './ai-errors.ts';
import type { AnalysisPhoto } from './photo-input.ts';

export type CategoryChoice = { id: string; nameEn: string; nameAr: string };
export type ModelSettings = { apiKey: string; baseURL?: string; model: string; timeoutMs?: number };

/**
 * A seller waits for this answer, so one bounded attempt: no retries (a retry storm against a struggling
 * model helps nobody) and one deadline for the whole call, body included. Tests shorten it.
 */
export const modelCallLimits = { timeoutMs: 20_000 };

const SYSTEM_PROMPT = [
  'You describe product photos for a Jordanian online marketplace of handmade and home-made goods sold by women.',
  'Answer with one JSON object only, with these keys:',
  'titleEn, titleAr: a short product title (at most 60 characters) in English and in Modern Standard Arabic;',
  'descriptionEn, descriptionAr: one to three sentences for buyers, in English and in Modern Standard Arabic;',
  'confidence: a number from 0 to 1, how sure you are of what the item is;',
  'suggestedCategoryId: the id of the best matching category from the list given, or null if none fits;',
  `textileColour: one of ${textileColours.join(', ')} when the item is clearly that colour, else null.`,
  'Describe only what is visible. Never invent materials, sizes, prices, brands or places.',
].join('\n');

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.transform((s) => s.slice(0, max)));

/** What we accept from the model; anything else is a bad answer (502), never passed on. */
const ModelAnswer = v.object({
  titleEn: text(120),
  titleAr: text(120),
  descriptionEn: text(1000),
  descriptionAr: text(1000),
  confidence: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.7),
  suggestedCategoryId: v.optional(v.nullable(v.string()), null),
  textileColour: v.optional(v.nullable(v.picklist(textileColours)), null),
});

/** Models sometimes wrap JSON in a Markdown fence even when asked not to. */
function parseJson(content: string): unknown {
  const unfenced = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  return JSON.parse(unfenced);
}

export async function analyseWithModel(
  photo: AnalysisPhoto,
  categories: CategoryChoice[],
  userLanguage: 'ar' | 'en',
  settings: ModelSettings,
): Promise<AiSuggestionDto> {
  const timeoutMs = settings.timeoutMs ?? modelCallLimits.timeoutMs;
  const jpeg = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: photo.channels as 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: timeoutMs, maxRetries: 0 });
  const categoryList = categories.map((c) => ({ id: c.id, nameEn: c.nameEn, nameAr: c.nameAr }));
  const userText = `Categories: ${JSON.stringify(categoryList)}\nThe seller reads ${userLanguage === 'ar' ? 'Arabic' : 'English'} first.`;

  const deadline = AbortSignal.timeout(timeoutMs);
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create(
      {
        model: settings.model,
        temperature: 0.2,
        max_tokens: 700,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: [
              { type: 'text', text: userText },
              { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, detail: 'low' } },
            ],
          },
        ],
      },
      { signal: deadline },
    );
    content = completion.choices[0]?.message?.content;
  } catch (err) {
    // The deadline may fire while the body is still arriving: that surfaces as a plain AbortError.
    if (deadline.aborted || err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) throw aiError(504, 'aiTimeout');
    // Log the status only: the provider's body may echo the request (the photo) or account details.
    console.warn(`[ai] model call failed: ${err instanceof APIError ? `status ${err.status}` : err instanceof Error ? err.name : 'unknown'}`);
    throw aiError(502, 'aiUnavailable');
  }

  let parsed: unknown;
  try {
    parsed = parseJson(content ?? '');
  } catch {
    throw aiError(502, 'aiBadAnswer');
  }
  const answer = v.safeParse(ModelAnswer, parsed);
  if (!answer.success) throw aiError(502, 'aiBadAnswer');
  const known = new Set(categories.map((c) => c.id));
  const { suggestedCategoryId, ...rest } = answer.output;
  return { ...rest, suggestedCategoryId: suggestedCategoryId && known.has(suggestedCategoryId) ? suggestedCategoryId : null, source: 'model' };
}
