import { abuseRules, charge } from '#api/lib/abuse-limits.ts';
import * as v from 'valibot';
import { router } from '#api/lib/context.ts';
import { requireRole, requireUser } from '#api/lib/auth.ts';
import { valid } from '#api/lib/validate.ts';
import { privateRevalidate } from '#api/lib/http-cache.ts';
import { CheckoutSchema, CliqReferenceUpdateSchema, orderReferenceQuery, OrderStatusUpdateSchema, orderStatuses } from '#api/contract/orders.ts';
import { sellerOnly, signedIn } from '#api/lib/gates.ts';
import { placeOrders } from './checkout.service.ts';
import {
  changeOrderStatus,
  getCheckoutResult,
  getOrderForViewer,
  listBuyerOrders,
  listRecentSellerOrders,
  listStoreOrders,
  sellerOrdersSummary,
  setCliqReference,
} from './orders.service.ts';
import { idSchema, queryInt } from '#api/contract/field-schemas.ts';

const idParam = v.object({ id: idSchema });
const pageQuery = v.object({ limit: queryInt(1, 100, 50), offset: queryInt(0, 1_000_000, 0) });

// Checkout and the order lifecycle. Everything here is private (no-store, the app default).
// Static paths come before /:id.
export const ordersRoutes = router()
  .use('*', signedIn)
  .post('/', valid('json', CheckoutSchema), async (c) => {
    const user = requireUser(c);
    await charge(c.get('limits'), abuseRules.checkoutsPerUser, user.id);
    const checkoutId = await placeOrders(c.get('db'), user.id, c.req.valid('json'));
    const result = await getCheckoutResult(c.get('db'), user, checkoutId);
    c.get('push').notify('newOrder', result.orders.map((order) => order.id));
    return c.json(result, 201);
  })
  .get('/my-orders', valid('query', pageQuery), async (c) => c.json(await listBuyerOrders(c.get('db'), requireUser(c).id, c.req.valid('query'))))
  .get('/recent', sellerOnly, valid('query', v.object({ limit: queryInt(1, 100, 10) })), async (c) => {
    const user = requireRole(c, 'seller');
    return c.json(await listRecentSellerOrders(c.get('db'), user.id, c.req.valid('query').limit));
  })
  .get('/seller-summary', sellerOnly, async (c) => {
    const summary = await sellerOrdersSummary(c.get('db'), requireRole(c, 'seller').id);
    privateRevalidate(c);
    return c.json(summary);
  })
  .get('/checkouts/:id', valid('param', idParam), async (c) => c.json(await getCheckoutResult(c.get('db'), requireUser(c), c.req.valid('param').id)))
  .get('/:id', valid('param', idParam), async (c) => c.json(await getOrderForViewer(c.get('db'), requireUser(c), c.req.valid('param').id)))
  .put('/:id/status', valid('param', idParam), valid('json', OrderStatusUpdateSchema), async (c) => {
    const user = requireUser(c);
    const order = await changeOrderStatus(c.get('db'), user, c.req.valid('param').id, c.req.valid('json').status);
    // The seller hears of a cancellation only when the buyer made it.
    if (order.status === 'cancelled' && order.buyerId === user.id) c.get('push').notify('orderCancelled', [order.id]);
    return c.json(order);
  })
  .put('/:id/cliq-reference', valid('param', idParam), valid('json', CliqReferenceUpdateSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await setCliqReference(c.get('db'), user, c.req.valid('param').id, c.req.valid('json').cliqReference));
  });

/** GET /api/stores/{id}/orders (owner or admin), mounted under /api/stores in app.ts. */
export const storeOrdersRoutes = router().get(
  '/:id/orders',
  sellerOnly,
  valid('param', idParam),
  valid('query', v.object({ ...pageQuery.entries, status: v.optional(v.picklist(orderStatuses, 'invalidInput')), reference: orderReferenceQuery })),
  async (c) => {
    const user = requireRole(c, 'seller');
    return c.json(await listStoreOrders(c.get('db'), user, c.req.valid('param').id, c.req.valid('query')));
  },
);
