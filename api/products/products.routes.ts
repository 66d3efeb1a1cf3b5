import { router } from '#api/lib/context.ts';

// Public product reads: list, search, detail (catalogue).
export const productsRoutes = router();
