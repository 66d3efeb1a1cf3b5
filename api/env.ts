import * as v from 'valibot';
import path from 'node:path';

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
  LOG_REQUESTS: v.optional(v.picklist(['0', '1']), '0'),
  TRUST_PROXY: v.optional(v.picklist(['0', '1']), '0'),
  ALLOW_DEMO_ACCOUNTS: v.optional(v.picklist(['0', '1']), '0'),
});

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
  /** Behind a reverse proxy: believe its X-Forwarded-Proto and X-Forwarded-For. */
  trustProxy: boolean;
  /** Start on a network address even while demo accounts keep their published passwords (a public demo). */
  allowDemoAccounts: boolean;
};

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([k, val]) => [k, val === '' ? undefined : val]));
  const parsed = v.safeParse(EnvSchema, blankToUndefined);
  if (!parsed.success) {
    // Name the setting, never echo its value: it may be a secret.
    const names = parsed.issues.map((i) => v.getDotPath(i)).join(', ');
    throw new Error(`Invalid settings: ${names}`);
  }
  const e = parsed.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    demoData: e.DEMO_DATA === '1',
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    aiModel: e.AI_MODEL,
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    logRequests: e.LOG_REQUESTS === '1',
    trustProxy: e.TRUST_PROXY === '1',
    allowDemoAccounts: e.ALLOW_DEMO_ACCOUNTS === '1',
  };
}
