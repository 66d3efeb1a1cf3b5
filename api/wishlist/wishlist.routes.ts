import * as v from 'valibot';
import { router } from '#api/lib/context.ts';
import { requireUser } from '#api/lib/auth.ts';
import { valid } from '#api/lib/validate.ts';
import { WishlistAddSchema } from '#api/contract/cart-requests.ts';
import { signedIn } from '#api/lib/gates.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';
import { idSchema } from '#api/contract/field-schemas.ts';

// The signed-in user's wishlist (private, no-store).
export const wishlistRoutes = router()
  .use('*', signedIn)
  .get('/', async (c) => c.json(await listWishlist(c.get('db'), requireUser(c).id)))
  .post('/', valid('json', WishlistAddSchema), async (c) => {
    const user = requireUser(c);
    const { entry, created } = await addToWishlist(c.get('db'), user.id, c.req.valid('json').productId);
    return c.json(entry, created ? 201 : 200);
  })
  .delete('/:productId', valid('param', v.object({ productId: idSchema })), async (c) => {
    await removeFromWishlist(c.get('db'), requireUser(c).id, c.req.valid('param').productId);
    return c.body(null, 204);
  });
