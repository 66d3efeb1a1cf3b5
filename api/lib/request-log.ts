import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from './context.ts';
import type { Logger } from './logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A proxy's own id is kept (so its logs and ours join up) only when it cannot forge log content. */
const FORWARDED_ID = /^[\w.-]{1,64}$/;

/**
 * Gives every request an id (echoed in `X-Request-Id` and in error answers) and, when `logRequests`,
 * writes one line after the answer: method, route pattern (never the query, which may hold a search or
 * an e-mail), status, duration and the signed-in user's id.
 */
export function requestLog(logger: Logger, logRequests: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const forwarded = c.req.header(REQUEST_ID_HEADER);
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
    c.set('requestId', requestId);
    const start = performance.now();
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    if (!logRequests) return;
    logger.info({
      requestId,
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      userId: c.get('user')?.id,
    }, 'request');
  });
}
