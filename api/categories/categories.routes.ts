import { router } from '#api/lib/context.ts';

// Categories: public list; admin create and update.
export const categoriesRoutes = router();
