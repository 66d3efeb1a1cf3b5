import type { hc, InferResponseType } from 'hono/client';
import type { AppType } from '#api/app.ts';

// Response types read from the server's own routes (Hono's client types; docs/decisions/026):
// when a route answers something else, every read typed from it stops compiling. Types only:
// nothing of hono/client ships to the browser.

/** The API's routes under /api, as Hono's typed client sees them. */
export type ApiRoutes = ReturnType<typeof hc<AppType>>['api'];

/** The success answer of one route, e.g. `Answer<ApiRoutes['cart']['$get']>`. */
export type Answer<Endpoint> = InferResponseType<Endpoint, 200>;
