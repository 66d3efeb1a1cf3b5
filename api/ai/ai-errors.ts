import { aiMessages } from '#api/contract/ai.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An analysis failure with its own code and readable English text (the app translates the code). */
export function aiError(status: ContentfulStatusCode, code: keyof typeof aiMessages): AppError {
  const err = new AppError(status, code);
  err.message = aiMessages[code];
  return err;
}
