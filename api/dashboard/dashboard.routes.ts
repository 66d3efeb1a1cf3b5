import { router } from '#api/lib/context.ts';
import { requireRole } from '#api/lib/auth.ts';
import { adminStats, sellerStats } from './dashboard.service.ts';

// GET /api/dashboard/stats: a seller's own totals, or the platform's figures for an admin. Private (no-store).
export const dashboardRoutes = router().get('/stats', async (c) => {
  const user = requireRole(c, 'seller');
  return c.json(user.role === 'admin' ? await adminStats(c.get('db')) : await sellerStats(c.get('db'), user.id));
});
