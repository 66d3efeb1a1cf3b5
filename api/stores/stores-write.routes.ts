import { router } from '#api/lib/context.ts';

// Seller store management: my-stores, create, update, store products.
export const storesWriteRoutes = router();
