import { router } from '#api/lib/context.ts';
import { requireAdmin } from '#api/lib/auth.ts';
import { valid } from '#api/lib/validate.ts';
import { listOrdersForAdmin } from '#api/orders/orders.service.ts';
import { adminGate } from '#api/lib/gates.ts';
import { ADMIN_TOTAL_HEADER, ActiveSwitchSchema, AdminListQuery, AdminOrdersQuery, AdminUsersQuery, IdParamSchema } from '#api/contract/admin.ts';
import { listStores, listUsers, setStoreActive, setUserActive } from './admin.service.ts';

// Admin-only lists and switches: users, stores, orders. Lists are plain arrays (DECISIONS: only the
// public product and store lists are wrapped); the total for paging is in the X-Total-Count header.
export const adminRoutes = router()
  .use(adminGate)
  .get('/users', valid('query', AdminUsersQuery), async (c) => {
    const { rows, total } = await listUsers(c.get('db'), c.req.valid('query'));
    c.header(ADMIN_TOTAL_HEADER, String(total));
    return c.json(rows);
  })
  .put('/users/:id', valid('param', IdParamSchema), valid('json', ActiveSwitchSchema), async (c) => {
    const admin = requireAdmin(c);
    const user = await setUserActive(c.get('db'), admin.id, c.req.valid('param').id, c.req.valid('json').isActive);
    return c.json(user);
  })
  .get('/stores', valid('query', AdminListQuery), async (c) => {
    const { rows, total } = await listStores(c.get('db'), c.req.valid('query'));
    c.header(ADMIN_TOTAL_HEADER, String(total));
    return c.json(rows);
  })
  .put('/stores/:id', valid('param', IdParamSchema), valid('json', ActiveSwitchSchema), async (c) => {
    const store = await setStoreActive(c.get('db'), c.req.valid('param').id, c.req.valid('json').isActive);
    return c.json(store);
  })
  .get('/orders', valid('query', AdminOrdersQuery), async (c) => {
    const { limit, reference } = c.req.valid('query');
    return c.json(await listOrdersForAdmin(c.get('db'), limit, reference));
  });
