import { router } from '#api/lib/context.ts';

// GET and POST /api/products/:id/reviews (catalogue).
export const reviewsRoutes = router();
