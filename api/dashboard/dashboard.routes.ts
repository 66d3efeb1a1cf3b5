import { router } from '#api/lib/context.ts';

// GET /api/dashboard/stats for sellers and admins.
export const dashboardRoutes = router();
