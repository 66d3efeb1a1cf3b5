import { router } from '#api/lib/context.ts';

// Admin-only lists and switches: users, stores, orders.
export const adminRoutes = router();
