import { getCookie } from 'hono/cookie';
import { router } from '#api/lib/context.ts';
import { hashToken, requireRole, SESSION_COOKIE } from '#api/lib/auth.ts';
import { badRequest } from '#api/lib/errors.ts';
import { valid } from '#api/lib/validate.ts';
import { sellerOnly } from '#api/lib/gates.ts';
import { PushSubscribeSchema, PushUnsubscribeSchema } from '#api/contract/push.ts';
import { deleteSubscription, saveSubscription } from './push.service.ts';

// A seller's order alerts on this browser (docs/decisions/025-web-push.md). Sellers (and admins) only.
export const pushRoutes = router()
  .use('*', sellerOnly)
  .get('/public-key', async (c) => c.json({ publicKey: c.get('push').publicKey }))
  .post('/subscriptions', valid('json', PushSubscribeSchema), async (c) => {
    const user = requireRole(c, 'seller');
    const input = c.req.valid('json');
    if (!c.get('push').acceptsEndpoint(input.endpoint)) throw badRequest('pushSubscriptionInvalid');
    // sellerOnly has passed, so there is a live session cookie.
    await saveSubscription(c.get('db'), user.id, hashToken(getCookie(c, SESSION_COOKIE)!), input);
    return c.json({ ok: true }, 201);
  })
  .delete('/subscriptions', valid('json', PushUnsubscribeSchema), async (c) => {
    await deleteSubscription(c.get('db'), requireRole(c, 'seller').id, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });
