import { abuseRules, charge } from '#api/lib/abuse-limits.ts';
import * as v from 'valibot';
import { createMiddleware } from 'hono/factory';
import { ReviewInputSchema } from '#api/contract/catalogue-requests.ts';
import { requireUser } from '#api/lib/auth.ts';
import { router, type AppEnv } from '#api/lib/context.ts';
import { revalidateEachTime } from '#api/catalogue/cache.ts';
import { valid } from '#api/lib/validate.ts';
import { UUID_PATTERN } from '#api/contract/common.ts';
import { listReviews, productForReviews, productNotFound, saveReview } from './reviews.service.ts';
import { queryInt } from '#api/contract/field-schemas.ts';

const idParam = v.object({ id: v.string() });
/** Visitors get 401 before their body is looked at. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
const pageQuery = v.object({ limit: queryInt(1, 100, 50), offset: queryInt(0, 1_000_000, 0) });

// GET and POST /api/products/:id/reviews (catalogue).
export const reviewsRoutes = router()
  .get(`/:id{${UUID_PATTERN}}/reviews`, valid('param', idParam), valid('query', pageQuery), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const product = await productForReviews(db, id);
    const viewer = c.get('user');
    const visible = product && (product.isListed || viewer?.role === 'admin' || viewer?.id === product.sellerId);
    if (!visible) throw productNotFound();
    if (product.isListed) revalidateEachTime(c);
    return c.json(await listReviews(db, id, c.req.valid('query')));
  })
  .post(`/:id{${UUID_PATTERN}}/reviews`, signedIn, valid('param', idParam), valid('json', ReviewInputSchema), async (c) => {
    const user = requireUser(c);
    await charge(c.get('limits'), abuseRules.reviewsPerUser, user.id);
    const { review, created } = await saveReview(c.get('db'), user, c.req.valid('param').id, c.req.valid('json'));
    return c.json(review, created ? 201 : 200);
  });
