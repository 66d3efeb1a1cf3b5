import { router } from '#api/lib/context.ts';

// POST /api/products/bulk (photos and bulk listing).
export const productsBulkRoutes = router();
