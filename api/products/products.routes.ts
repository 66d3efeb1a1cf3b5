import * as v from 'valibot';
import { ProductIncludeSchema, ProductListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { UUID_PATTERN } from '#api/contract/common.ts';
import { router } from '#api/lib/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { valid } from '#api/lib/validate.ts';
import { acceptedEncoding, cachedResponse, respondCached } from '#api/catalogue/cache.ts';
import { canSeeProduct, listProducts, productDetail } from './products.service.ts';

const idParam = v.object({ id: v.string() });
const productNotFound = () => new AppError(404, 'productNotFound', { message: 'Product not found' });

// Public product reads: list, search, detail (catalogue). Public answers are cached in-process per
// catalogue version (api/catalogue/cache.ts) and sent with a short max-age and an ETag.
export const productsRoutes = router()
  .get('/', valid('query', ProductListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return respondCached(c, await listProducts(c.get('db'), query, acceptedEncoding(c)));
  })
  .get(`/:id{${UUID_PATTERN}}`, valid('param', idParam), valid('query', ProductIncludeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const withSeller = c.req.valid('query').include === 'storeSeller';
    const db = c.get('db');
    const key = `product/${id.toLowerCase()}?${withSeller}`;
    const entry = await cachedResponse(db, key, async () => {
      const detail = await productDetail(db, id, withSeller);
      return detail?.isPublic ? detail.product : null;
    }, 'single');
    if (entry) return respondCached(c, entry, 'single');
    // Not public (or missing): the owner and admins still see drafts, deleted products and
    // products of inactive stores, privately.
    const detail = await productDetail(db, id, withSeller);
    if (!detail || !canSeeProduct(detail, c.get('user'))) throw productNotFound();
    return c.json(detail.product);
  });
