// The tables the services query, for the engine this process runs on (api/env.ts `databaseEngine`). Both
// schemas declare the same tables and columns (api/db/pg/schema-in-step.test.ts), so the services are typed
// by the SQLite one and run unchanged on either: docs/decisions/030-one-process-one-engine.md.
import { databaseEngine } from '#api/env.ts';
import * as sqlite from './schema.ts';
import * as postgres from './pg/schema.ts';

// Types come from the SQLite schema; its values are the tables below (and one list), so a table left out
// of that list is a compile error where it is used, not a silent SQLite table on PostgreSQL.
export type * from './schema.ts';
export { orderStatuses } from './schema.ts';

const active = (databaseEngine === 'postgres' ? postgres : sqlite) as unknown as typeof sqlite;

export const {
  users, sessions, categories, stores, products, productImages, reviews, cartItems, wishlistItems, checkouts,
  orders, orderItems, orderStatusEvents, uploadUrls, storedObjects, idempotencyKeys, rateLimitBuckets,
  pushSubscriptions,
} = active;
