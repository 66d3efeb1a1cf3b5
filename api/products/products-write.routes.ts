import * as v from 'valibot';
import { createMiddleware } from 'hono/factory';
import { router, type AppEnv } from '#api/lib/context.ts';
import { requireRole } from '#api/lib/auth.ts';
import { valid } from '#api/lib/validate.ts';
import { ProductFormSchema, ProductUpdateSchema } from '#api/contract/seller.ts';
import { deleteUnusedPhotos } from '#api/lib/photo-store.ts';
import { createProduct, deleteProduct, productPhotoPaths, updateProduct } from './products-write.service.ts';
import { idSchema } from '#api/contract/field-schemas.ts';

const idParam = v.object({ id: idSchema });

/** Sellers and admins only, checked before the body is read: a visitor gets 401, a buyer 403. */
const sellerOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireRole(c, 'seller');
  await next();
});

// Seller product writes: create (published), update, soft delete. Reads are the catalogue's
// GET /api/products/{id}, which also shows drafts to their owner and admins.
export const productsWriteRoutes = router()
  .post('/', sellerOnly, valid('json', ProductFormSchema), async (c) => {
    const user = requireRole(c, 'seller');
    return c.json(await createProduct(c.get('db'), user, c.req.valid('json'), 'active'), 201);
  })
  .put('/:id', sellerOnly, valid('param', idParam), valid('json', ProductUpdateSchema), async (c) => {
    const user = requireRole(c, 'seller');
    const { id } = c.req.valid('param');
    const before = await productPhotoPaths(c.get('db'), id);
    const product = await updateProduct(c.get('db'), user, id, c.req.valid('json'));
    await deleteUnusedPhotos(c.get('db'), c.get('storage'), before);
    return c.json(product);
  })
  .delete('/:id', valid('param', idParam), async (c) => {
    const user = requireRole(c, 'seller');
    const { id } = c.req.valid('param');
    const photos = await productPhotoPaths(c.get('db'), id);
    await deleteProduct(c.get('db'), user, id);
    await deleteUnusedPhotos(c.get('db'), c.get('storage'), photos);
    return c.json({ success: true });
  });

// POST /api/listing-drafts: the same body saved with status draft (no completeness threshold).
export const listingDraftsRoutes = router().post('/', sellerOnly, valid('json', ProductFormSchema), async (c) => {
  const user = requireRole(c, 'seller');
  return c.json(await createProduct(c.get('db'), user, c.req.valid('json'), 'draft'), 201);
});
