import { router } from '#api/lib/context.ts';

// Checkout and the order lifecycle.
export const ordersRoutes = router();
