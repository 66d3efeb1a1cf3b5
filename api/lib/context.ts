import { Hono } from 'hono';
import type { Db } from '#api/db/client.ts';
import type { Env } from '#api/env.ts';
import type { users } from '#api/db/tables.ts';
import type { ObjectStorage } from './storage.ts';
import type { RateLimitStore } from './rate-limit.ts';
import type { PushSender } from '#api/push/push-sender.ts';

export type SessionUser = typeof users.$inferSelect;

/** What every handler can reach through `c.get` (not `c.var`: Hono builds a new object of them at each `c.var`). */
export type AppVariables = {
  db: Db;
  env: Env;
  storage: ObjectStorage;
  /** Counters of the abuse limits (api/lib/abuse-limits.ts). */
  limits: RateLimitStore;
  /** Sellers' order alerts (api/push). */
  push: PushSender;
  user: SessionUser | null;
  /** Set first by requestLog; echoed in X-Request-Id and in every error answer. */
  requestId: string;
};

export type AppEnv = { Variables: AppVariables };

/** Every resource router is created with this so that `c.get` is typed. */
export const router = () => new Hono<AppEnv>();
