import * as v from 'valibot';
import os from 'node:os';
import path from 'node:path';

/** A period such as 30m, 6h or 1d. */
const DURATION = /^([1-9]\d*)(m|h|d)$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

function durationMs(text: string) {
  const [, amount, unit] = DURATION.exec(text)!;
  return Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
}

/** postgres://user:password@host:port/database (or postgresql://…), as libpq and node-postgres read it. */
const POSTGRES_URL = /^postgres(ql)?:\/\/[^\s/]+(\/[^\s/?]+)?(\?\S*)?$/;

// The only reader of process.env. Settings are described in the README ("Settings").
const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './data'),
  DEMO_DATA: v.optional(v.picklist(['0', '1']), '1'),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(6))),
  OPENAI_API_KEY: v.optional(v.string()),
  OPENAI_BASE_URL: v.optional(v.pipe(v.string(), v.url())),
  AI_MODEL: v.optional(v.string(), 'gpt-4o-mini'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  LOG_REQUESTS: v.optional(v.picklist(['0', '1']), '1'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'silent']), 'info'),
  MIN_FREE_DISK_MB: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '200'),
  BACKUP_DIR: v.optional(v.string()),
  BACKUP_EVERY: v.optional(v.pipe(v.string(), v.regex(DURATION))),
  BACKUP_KEEP: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '7'),
  TRUST_PROXY: v.optional(v.picklist(['0', '1']), '0'),
  ALLOW_DEMO_ACCOUNTS: v.optional(v.picklist(['0', '1']), '0'),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/))),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['0', '1']), '0'),
  PUBLIC_OBJECTS_URL: v.optional(v.pipe(v.string(), v.url())),
  RATE_LIMIT_STORE: v.optional(v.picklist(['memory', 'database']), 'memory'),
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{87}$/))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{43}$/))),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)\S+$/))),
  READ_WORKERS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(64))),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(POSTGRES_URL))),
});

/** Where photos go when S3_BUCKET is set (README "Photos on S3-compatible storage"). */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS itself; MinIO, R2, Spaces and the like give theirs. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither lets the SDK find credentials itself (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (`endpoint/bucket/key`) rather than in the host name: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
};

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  demoData: boolean;
  adminEmail?: string;
  adminPassword?: string;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  aiModel: string;
  publicUrl?: string;
  secureCookies: boolean;
  logRequests: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** /api/health answers 503 when the data folder's disk has less free space than this. */
  minFreeDiskMb: number;
  backupDir: string;
  /** Milliseconds between the server's own backups; null when off. */
  backupEveryMs: number | null;
  backupKeep: number;
  /** Behind a reverse proxy: believe its X-Forwarded-Proto and X-Forwarded-For. */
  trustProxy: boolean;
  /** Start on a network address even while demo accounts keep their published passwords (a public demo). */
  allowDemoAccounts: boolean;
  /** Photos in an S3-compatible bucket; unset keeps them in DATA_DIR/objects. */
  s3?: S3Settings;
  /** A CDN (or the bucket's public address) that serves public photos; `/objects/…` redirects there. */
  publicObjectsUrl?: string;
  /** Where abuse-limit counters live: this process's memory, or the database that several processes share. */
  rateLimitStore: 'memory' | 'database';
  /** Web Push keys given by the operator; without them the server makes its own in DATA_DIR (docs/decisions/025-web-push.md). */
  vapid?: { publicKey: string; privateKey: string };
  /** Who push services may contact about our alerts: a mailto: or https: address. */
  vapidSubject: string;
  /** Worker threads that build catalogue lists on read-only connections (api/catalogue/read-pool.ts); 0 keeps them on the main thread. */
  readWorkers: number;
  /** PostgreSQL instead of the SQLite file in DATA_DIR (README "Growing beyond one box"). */
  databaseUrl?: string;
};

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([k, val]) => [k, val === '' ? undefined : val]));
  const parsed = v.safeParse(EnvSchema, blankToUndefined);
  if (!parsed.success) {
    // Name the setting, never echo its value: it may be a secret.
    const names = parsed.issues.map((i) => v.getDotPath(i));
    const hint = names.includes('DATABASE_URL') ? ' (DATABASE_URL must be a postgres:// or postgresql:// address)' : '';
    throw new Error(`Invalid settings: ${names.join(', ')}${hint}`);
  }
  const e = parsed.output;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) throw new Error('Invalid settings: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (set both or neither)');
  if ((e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID) && !e.S3_BUCKET) throw new Error('Invalid settings: S3_BUCKET (the other S3_ settings need it)');
  // The server's own backups copy the SQLite file; PostgreSQL has its own tools (README "Growing beyond one box").
  if (e.DATABASE_URL && (e.BACKUP_EVERY || e.BACKUP_DIR)) {
    throw new Error('Invalid settings: BACKUP_EVERY, BACKUP_DIR (they back up the SQLite file; with DATABASE_URL back up PostgreSQL with pg_dump or your provider\'s backups)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    demoData: e.DEMO_DATA === '1',
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    aiModel: e.AI_MODEL,
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    logRequests: e.LOG_REQUESTS === '1',
    logLevel: e.LOG_LEVEL,
    minFreeDiskMb: e.MIN_FREE_DISK_MB,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupEveryMs: e.BACKUP_EVERY ? durationMs(e.BACKUP_EVERY) : null,
    backupKeep: e.BACKUP_KEEP,
    trustProxy: e.TRUST_PROXY === '1',
    allowDemoAccounts: e.ALLOW_DEMO_ACCOUNTS === '1',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    publicObjectsUrl: e.PUBLIC_OBJECTS_URL?.replace(/\/+$/, ''),
    rateLimitStore: e.RATE_LIMIT_STORE,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    readWorkers: e.READ_WORKERS ?? defaultReadWorkers(os.availableParallelism()),
    databaseUrl: e.DATABASE_URL,
    vapidSubject: e.VAPID_SUBJECT ?? (e.ADMIN_EMAIL ? `mailto:${e.ADMIN_EMAIL}` : e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:alerts@souq-bayti.invalid'),
  };
}

/**
 * Which database engine this process runs on: PostgreSQL when DATABASE_URL is set, else the SQLite file in
 * DATA_DIR. Read once, at import, because the services' tables are chosen by it (api/db/tables.ts): one
 * process runs on one engine (docs/decisions/030-one-process-one-engine.md).
 */
export const databaseEngine: 'sqlite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * Catalogue readers when READ_WORKERS is not set: one core for the main thread and the others for readers,
 * but two readers from two cores up. A list costs the main thread about a quarter of its CPU (routing,
 * sending); with one reader on two cores, the reader is saturated while the main thread idles half of its
 * core, and a second reader uses that half: +6 to +53 % never-repeated lists a second in five pairs, for about
 * 120 MB more memory (docs/decisions/022, "Long tail, seventeenth round"). From four cores up the main thread
 * needs its whole core.
 */
export function defaultReadWorkers(cores: number): number {
  return Math.max(Math.min(2, cores), cores - 1);
}
