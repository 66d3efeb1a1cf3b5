import { router } from '#api/lib/context.ts';

// Public store reads: list with filters, by slug, by id (catalogue).
export const storesRoutes = router();
