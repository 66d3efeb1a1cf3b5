import { router } from '#api/lib/context.ts';
import { checkHealth } from './health.service.ts';

// For load balancers, Docker's HEALTHCHECK and uptime monitors: public, answers no private data.
export const healthRoutes = router().get('/', async (c) => {
  const health = await checkHealth(c.get('db'), c.get('env').dataDir, c.get('env').minFreeDiskMb);
  return c.json(health, health.status === 'ok' ? 200 : 503);
});
