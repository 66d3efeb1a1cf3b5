import { asc } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { analyzeImageSchema } from '#api/contract/ai.ts';
import { categories } from '#api/db/tables.ts';
import { requireRole } from '#api/lib/auth.ts';
import { router, type AppEnv } from '#api/lib/context.ts';
import { createRateLimiter, enforceRateLimit } from '#api/lib/rate-limit.ts';
import { valid } from '#api/lib/validate.ts';
import { analyseOffline } from './offline-analyser.ts';
import { analyseWithModel } from './openai-provider.ts';
import { decodeBase64Photo, prepareAnalysisPhoto } from './photo-input.ts';

/**
 * Per seller: a bulk page analyses up to 50 photos at once, so the burst allows that; the steady rate
 * keeps one account from running up the model bill or the CPU.
 */
export const analyzeLimiter = createRateLimiter({ burst: 60, perMinute: 20 });

const sellersOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireRole(c, 'seller');
  await next();
});

// POST /api/ai/analyze-image: bilingual suggestions for a product photo (sellers and admins).
export const aiRoutes = router().post('/analyze-image', sellersOnly, valid('json', analyzeImageSchema), async (c) => {
  const user = requireRole(c, 'seller');
  enforceRateLimit(c, analyzeLimiter, user.id);
  const { imageBase64, userLanguage } = c.req.valid('json');
  const photo = await prepareAnalysisPhoto(decodeBase64Photo(imageBase64));
  const env = c.get('env');
  if (!env.openaiApiKey) return c.json(await analyseOffline(photo));
  const choices = await c.get('db')
    .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories)
    .orderBy(asc(categories.sortOrder));
  return c.json(await analyseWithModel(photo, choices, userLanguage, { apiKey: env.openaiApiKey, baseURL: env.openaiBaseUrl, model: env.aiModel }));
});
