import * as v from 'valibot';
import { router } from '#api/lib/context.ts';
import { requireUser } from '#api/lib/auth.ts';
import { valid } from '#api/lib/validate.ts';
import { CartAddSchema, CartUpdateSchema } from '#api/contract/cart-requests.ts';
import { signedIn } from '#api/lib/gates.ts';
import { addToCart, clearCart, listCart, removeCartLine, updateCartLine } from './cart.service.ts';
import { idSchema } from '#api/contract/field-schemas.ts';

const lineParam = v.object({ id: idSchema });

// The signed-in user's cart. Private: answers are no-store (the app default). Writes may carry an
// Idempotency-Key (handled globally), so the offline outbox can replay them safely.
export const cartRoutes = router()
  .use('*', signedIn)
  .get('/', async (c) => c.json(await listCart(c.get('db'), requireUser(c).id)))
  .post('/', valid('json', CartAddSchema), async (c) => {
    const user = requireUser(c);
    const { productId, quantity } = c.req.valid('json');
    const { line, created } = await addToCart(c.get('db'), user.id, productId, quantity);
    return c.json(line, created ? 201 : 200);
  })
  .delete('/', async (c) => {
    await clearCart(c.get('db'), requireUser(c).id);
    return c.body(null, 204);
  })
  .put('/:id', valid('param', lineParam), valid('json', CartUpdateSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await updateCartLine(c.get('db'), user.id, c.req.valid('param').id, c.req.valid('json').quantity));
  })
  .delete('/:id', valid('param', lineParam), async (c) => {
    await removeCartLine(c.get('db'), requireUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
