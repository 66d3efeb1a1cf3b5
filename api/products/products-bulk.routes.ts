import { createMiddleware } from 'hono/factory';
import { BulkCreateSchema } from '#api/contract/bulk.ts';
import { requireRole } from '#api/lib/auth.ts';
import { router, type AppEnv } from '#api/lib/context.ts';
import { valid } from '#api/lib/validate.ts';
import { createProductsInBulk } from './products-bulk.service.ts';

/** Sellers and admins only, checked before the body is read: a visitor gets 401, a buyer 403. */
const sellersOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireRole(c, 'seller');
  await next();
});

// POST /api/products/bulk: up to 50 products at once; valid ones are created, invalid ones come back
// in `failures` with their reason. 201 when anything was created, else 200 with the failures.
export const productsBulkRoutes = router().post('/bulk', sellersOnly, valid('json', BulkCreateSchema), async (c) => {
  const user = requireRole(c, 'seller');
  const result = await createProductsInBulk(c.get('db'), user, c.req.valid('json').products);
  return c.json(result, result.success > 0 ? 201 : 200);
});
