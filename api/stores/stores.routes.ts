import * as v from 'valibot';
import type { Context } from 'hono';
import { StoreIncludeSchema, StoreListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { router, type AppEnv } from '#api/lib/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { valid } from '#api/lib/validate.ts';
import { acceptedEncoding, cachedResponse, respondCached } from '#api/catalogue/cache.ts';
import { UUID_PATTERN } from '#api/contract/common.ts';
import { canSeeStore, listStores, storeDetail, type StoreDetail } from './stores.service.ts';

const storeNotFound = () => new AppError(404, 'storeNotFound', { message: 'Store not found' });
const slugParam = v.object({ slug: v.pipe(v.string(), v.maxLength(120)) });
const idParam = v.object({ id: v.string() });

// Public store reads: list with filters, by slug, by id (catalogue). Public answers are cached
// in-process per catalogue version and sent with a short max-age and an ETag.
export const storesRoutes = router()
  .get('/', valid('query', StoreListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return respondCached(c, await listStores(c.get('db'), query, acceptedEncoding(c)));
  })
  .get('/slug/:slug', valid('param', slugParam), valid('query', StoreIncludeSchema), async (c) => {
    const { slug } = c.req.valid('param');
    return answerStore(c, `slug/${slug}`, { slug }, c.req.valid('query').include === 'seller');
  })
  .get(`/:id{${UUID_PATTERN}}`, valid('param', idParam), valid('query', StoreIncludeSchema), async (c) => {
    const { id } = c.req.valid('param');
    return answerStore(c, `id/${id.toLowerCase()}`, { id }, c.req.valid('query').include === 'seller');
  });

type StoreContext = Context<AppEnv>;

/** A public store from the cache; an inactive one only for its seller and admins (never cached). */
async function answerStore(c: StoreContext, key: string, by: { id: string } | { slug: string }, withSeller: boolean) {
  const db = c.get('db');
  const entry = await cachedResponse(db, `store/${key}?${withSeller}`, async () => {
    const detail = await storeDetail(db, by, withSeller);
    return detail?.isPublic ? detail.store : null;
  }, 'single');
  if (entry) return respondCached(c, entry, 'single');
  const detail: StoreDetail | null = await storeDetail(db, by, withSeller);
  if (!detail) throw storeNotFound();
  // A closed store exists but is not shown: its own code, so its address says "Store Not Found" rather than "Page Not Found".
  if (!canSeeStore(detail, c.get('user'))) throw new AppError(404, 'storeHidden', { message: 'Store not found' });
  return c.json(detail.store);
}
