import { createMiddleware } from 'hono/factory';
import { router, type AppEnv } from '#api/lib/context.ts';
import { requireRole } from '#api/lib/auth.ts';
import { valid } from '#api/lib/validate.ts';
import { StoreFormSchema, StoreUpdateSchema } from '#api/contract/seller.ts';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { stores } from '#api/db/tables.ts';
import { first } from '#api/db/database.ts';
import { notFound } from '#api/lib/errors.ts';
import { deleteUnusedPhotos } from '#api/lib/photo-store.ts';
import { canManageStore, createStore, myStores, storeProductsForManager, storeProductsForPublic, updateStore } from './stores-write.service.ts';
import { idSchema } from '#api/contract/field-schemas.ts';

const idParam = v.object({ id: idSchema });

/** Sellers and admins only, checked before the body is read: a visitor gets 401, a buyer 403. */
const sellerOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireRole(c, 'seller');
  await next();
});

// Seller store management. Mounted before the public store routes, so /my-stores wins over /:id.
export const storesWriteRoutes = router()
  .get('/my-stores', async (c) => {
    const user = requireRole(c, 'seller');
    return c.json(await myStores(c.get('db'), user.id));
  })
  .post('/', sellerOnly, valid('json', StoreFormSchema), async (c) => {
    const user = requireRole(c, 'seller');
    const store = await createStore(c.get('db'), user.id, c.req.valid('json'));
    return c.json(store, 201);
  })
  .put('/:id', sellerOnly, valid('param', idParam), valid('json', StoreUpdateSchema), async (c) => {
    const user = requireRole(c, 'seller');
    const { id } = c.req.valid('param');
    const before = first(await c.get('db').select({ logoUrl: stores.logoUrl, bannerUrl: stores.bannerUrl }).from(stores).where(eq(stores.id, id)).limit(1));
    const store = await updateStore(c.get('db'), user, id, c.req.valid('json'));
    // A replaced logo is deleted once nothing shows it.
    await deleteUnusedPhotos(c.get('db'), c.get('storage'), [before?.logoUrl, before?.bannerUrl].filter((url) => url != null));
    return c.json(store);
  })
  // The owner and admins see drafts too; everyone else gets the public view (listed products only).
  .get('/:id/products', valid('param', idParam), async (c) => {
    const db = c.get('db');
    const store = first(await db.select({ id: stores.id, sellerId: stores.sellerId, isActive: stores.isActive }).from(stores).where(eq(stores.id, c.req.valid('param').id)).limit(1));
    if (!store) throw notFound();
    const user = c.get('user');
    if (user && canManageStore(user, store)) return c.json({ products: await storeProductsForManager(db, store.id) });
    if (!store.isActive) throw notFound();
    return c.json({ products: await storeProductsForPublic(db, store.id) });
  });
