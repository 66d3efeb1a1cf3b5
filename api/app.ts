import { Hono, type Context } from 'hono';
import { routePath } from 'hono/route';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { AppEnv } from './lib/context.ts';
import type { ObjectStorage } from './lib/storage.ts';
import { memoryRateLimitStore, type RateLimitStore } from './lib/rate-limit.ts';
import { AppError } from './lib/errors.ts';
import { loadSession } from './lib/auth.ts';
import { idempotency } from './lib/idempotency.ts';
import { strictTransportSecurity } from './lib/https.ts';
import { messages } from './contract/messages.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { storesWriteRoutes } from './stores/stores-write.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { productsBulkRoutes } from './products/products-bulk.routes.ts';
import { listingDraftsRoutes, productsWriteRoutes } from './products/products-write.routes.ts';
import { productsRoutes } from './products/products.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';
import { ordersRoutes, storeOrdersRoutes } from './orders/orders.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { objectsApiRoutes, objectsFileRoutes } from './objects/objects.routes.ts';
import { aiRoutes } from './ai/ai.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { pushRoutes } from './push/push.routes.ts';
import { createPushSender, type PushSender } from './push/push-sender.ts';
import { requestLog } from './lib/request-log.ts';
import { silentLogger, type Logger } from './lib/logger.ts';

export type AppDeps = { db: Db; env: Env; storage: ObjectStorage; logger?: Logger; limits?: RateLimitStore; push?: PushSender };

const KB = 1024;
const MB = 1024 * KB;

/** Bodies are small JSON except photo uploads (10 MB of bytes) and photos sent as base64 for analysis. */
function bodyLimitFor(path: string): number {
  if (path.startsWith('/api/objects/upload/')) return 10 * MB;
  if (path === '/api/ai/analyze-image') return 14 * MB;
  if (path === '/api/products/bulk') return 2 * MB;
  return 256 * KB;
}

/** Longer addresses are refused before any routing or rendering: no page or API path comes near it. */
export const MAX_URL_LENGTH = 2048;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const logger = deps.logger ?? silentLogger;
  // The request id lets an operator find the log lines of an error a user reports.
  const errorBody = (c: Context<AppEnv>, code: string, message: string, extra: Record<string, unknown> = {}) => ({ message, code, ...extra, requestId: c.get('requestId') });
  const limits = deps.limits ?? memoryRateLimitStore();
  const push = deps.push ?? createPushSender({ db: deps.db, env: deps.env, logger });

  app.use('*', async (c, next) => {
    if (c.req.url.length > MAX_URL_LENGTH) return c.json(errorBody(c, 'uriTooLong', messages.uriTooLong), 414);
    await next();
  });

  app.use('*', requestLog(logger, deps.env.logRequests));
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('env', deps.env);
    c.set('storage', deps.storage);
    c.set('limits', limits);
    c.set('push', push);
    await next();
  });
  // The pages set their own Content-Security-Policy (api/pages/content-security-policy.ts).
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin', contentSecurityPolicy: undefined, strictTransportSecurity: false }));
  app.use('*', strictTransportSecurity);
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', etag());
  app.use('/api/*', (c, next) => {
    // A GET or HEAD has no body to limit, and bodyLimit's look at it made @hono/node-server build a whole
    // fetch Request for every read (docs/decisions/022-interactive-early-and-cheap-lists.md, "Long tail, sixth round").
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = bodyLimitFor(c.req.path);
    return bodyLimit({ maxSize: limit, onError: () => { throw new AppError(413, 'tooLarge'); } })(c, next);
  });
  app.use('/api/*', loadSession);
  app.use('/api/*', idempotency);

  const routes = app
    .route('/api', authRoutes)
    .route('/api/categories', categoriesRoutes)
    // write routers first: their static paths (e.g. /my-stores, /bulk) win over /:id
    .route('/api/stores', storeOrdersRoutes)
    .route('/api/stores', storesWriteRoutes)
    .route('/api/stores', storesRoutes)
    .route('/api/products', productsBulkRoutes)
    .route('/api/products', productsWriteRoutes)
    .route('/api/products', productsRoutes)
    .route('/api/products', reviewsRoutes)
    .route('/api/listing-drafts', listingDraftsRoutes)
    .route('/api/cart', cartRoutes)
    .route('/api/wishlist', wishlistRoutes)
    .route('/api/orders', ordersRoutes)
    .route('/api/dashboard', dashboardRoutes)
    .route('/api/admin', adminRoutes)
    .route('/api/objects', objectsApiRoutes)
    .route('/api/ai', aiRoutes)
    .route('/api/health', healthRoutes)
    .route('/api/push', pushRoutes)
    .route('/objects', objectsFileRoutes);

  app.all('/api/*', (c) => c.json(errorBody(c, 'routeNotFound', messages.routeNotFound), 404));

  app.onError((err, c) => {
    c.header('Cache-Control', 'no-store');
    if (err instanceof AppError) {
      if (typeof err.extra.retryAfterSeconds === 'number') c.header('Retry-After', String(err.extra.retryAfterSeconds));
      return c.json(errorBody(c, err.code, err.message, err.extra), err.status);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed JSON bodies and similar client mistakes.
      const status = err.status;
      const code = status === 400 ? 'invalidJson' : status === 413 ? 'tooLarge' : status === 401 ? 'notAuthenticated' : 'invalidInput';
      return c.json(errorBody(c, code, messages[code as keyof typeof messages] ?? err.message), status);
    }
    // Unexpected: log it with its stack, once (never the request body or cookies), and answer without details.
    logger.error({ err, requestId: c.get('requestId'), method: c.req.method, route: routePath(c) }, 'unexpected error');
    return c.json(errorBody(c, 'serverError', messages.serverError), 500);
  });

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
