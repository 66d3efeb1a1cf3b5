import { router } from '#api/lib/context.ts';

// The signed-in user's cart.
export const cartRoutes = router();
