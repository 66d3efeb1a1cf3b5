import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultReadWorkers, readEnv } from './env.ts';

describe('readEnv', () => {
  it('has the defaults of docs/decisions/018', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000, host: '127.0.0.1', dataDir: path.resolve('data'), demoData: true, aiModel: 'gpt-4o-mini',
      secureCookies: false, logRequests: true, logLevel: 'info', minFreeDiskMb: 200,
      backupDir: path.resolve('data/backups'), backupEveryMs: null, backupKeep: 7,
    });
    expect(env.adminEmail).toBeUndefined();
    expect(env.openaiApiKey).toBeUndefined();
    expect(env.publicUrl).toBeUndefined();
  });

  it('reads every setting', () => {
    const env = readEnv({
      PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/data', DEMO_DATA: '0', ADMIN_EMAIL: 'owner@example.jo', ADMIN_PASSWORD: 'long-secret',
      OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llava', PUBLIC_URL: 'https://souqbayti.jo', LOG_REQUESTS: '0',
      LOG_LEVEL: 'warn', MIN_FREE_DISK_MB: '500', BACKUP_DIR: '/backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '14',
      RATE_LIMIT_STORE: 'database',
      READ_WORKERS: '3',
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43), VAPID_SUBJECT: 'mailto:alerts@souqbayti.jo',
    });
    expect(env).toEqual({
      port: 8080, host: '0.0.0.0', dataDir: '/data', demoData: false, adminEmail: 'owner@example.jo', adminPassword: 'long-secret',
      openaiApiKey: 'sk-test', openaiBaseUrl: 'http://127.0.0.1:11434/v1', aiModel: 'llava', publicUrl: 'https://souqbayti.jo',
      secureCookies: true, logRequests: false, logLevel: 'warn', minFreeDiskMb: 500,
      backupDir: '/backups', backupEveryMs: 6 * 3_600_000, backupKeep: 14,
      trustProxy: false, allowDemoAccounts: false, rateLimitStore: 'database',
      readWorkers: 3,
      vapid: { publicKey: `B${'a'.repeat(86)}`, privateKey: 'k'.repeat(43) }, vapidSubject: 'mailto:alerts@souqbayti.jo',
    });
  });

  it('reads the S3 settings: bucket, endpoint, region, keys, path style and the public address', () => {
    expect(readEnv({}).s3).toBeUndefined();
    const env = readEnv({
      S3_BUCKET: 'souq-photos', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1', PUBLIC_OBJECTS_URL: 'https://cdn.souqbayti.jo/photos/',
    });
    expect(env.s3).toEqual({
      bucket: 'souq-photos', endpoint: 'http://minio:9000', region: 'eu-central-1', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true,
    });
    expect(env.publicObjectsUrl).toBe('https://cdn.souqbayti.jo/photos');
    // Keys may come from the machine's own role instead.
    expect(readEnv({ S3_BUCKET: 'souq-photos' }).s3).toEqual({ bucket: 'souq-photos', region: 'us-east-1', forcePathStyle: false });
  });

  it('starts a catalogue reader per core but one, and two from two cores up, unless READ_WORKERS says how many', () => {
    expect([1, 2, 3, 4, 8].map(defaultReadWorkers)).toEqual([1, 2, 2, 3, 7]);
    expect(readEnv({}).readWorkers).toBe(defaultReadWorkers(os.availableParallelism()));
    expect(readEnv({ READ_WORKERS: '0' }).readWorkers).toBe(0);
    expect(() => readEnv({ READ_WORKERS: '-1' })).toThrow(/Invalid settings: READ_WORKERS/);
    expect(() => readEnv({ READ_WORKERS: 'many' })).toThrow(/Invalid settings: READ_WORKERS/);
  });

  it('keeps abuse-limit counters in memory unless RATE_LIMIT_STORE=database', () => {
    expect(readEnv({}).rateLimitStore).toBe('memory');
    expect(readEnv({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(() => readEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/Invalid settings: RATE_LIMIT_STORE/);
  });

  it('refuses half-given S3 settings without echoing the secret', () => {
    expect(() => readEnv({ S3_BUCKET: 'souq-photos', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => readEnv({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'top-secret' })).toThrow(/Invalid settings: S3_BUCKET/);
    expect(() => readEnv({ S3_BUCKET: 'Not A Bucket' })).toThrow(/Invalid settings: S3_BUCKET/);
    expect(() => readEnv({ S3_BUCKET: 'souq-photos', S3_SECRET_ACCESS_KEY: 'top-secret' })).toThrow(
      /^Invalid settings: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY \(set both or neither\)$/,
    );
  });

  it('reads DATABASE_URL as a postgres:// or postgresql:// address, never echoing it', () => {
    expect(readEnv({}).databaseUrl).toBeUndefined();
    expect(readEnv({ DATABASE_URL: 'postgres://souq:pw@db:5432/souq' }).databaseUrl).toBe('postgres://souq:pw@db:5432/souq');
    expect(readEnv({ DATABASE_URL: 'postgresql://souq@localhost/souq?sslmode=require' }).databaseUrl).toBe('postgresql://souq@localhost/souq?sslmode=require');
    for (const wrong of ['mysql://souq:pw@db/souq', 'db:5432/souq', 'postgres://', 'postgres://souq:top-secret@db/souq extra']) {
      expect(() => readEnv({ DATABASE_URL: wrong })).toThrow(/^Invalid settings: DATABASE_URL \(DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ address\)$/);
    }
  });

  it('refuses the SQLite file backups with DATABASE_URL and says to use pg_dump', () => {
    const pg = { DATABASE_URL: 'postgres://souq@db/souq' };
    expect(() => readEnv({ ...pg, BACKUP_EVERY: '6h' })).toThrow(/BACKUP_EVERY, BACKUP_DIR .*pg_dump/);
    expect(() => readEnv({ ...pg, BACKUP_DIR: '/backups' })).toThrow(/pg_dump/);
    expect(readEnv({ ...pg, BACKUP_KEEP: '3' }).backupEveryMs).toBeNull();
  });

  it('names who push services may contact: the setting, else the admin e-mail, else the https address', () => {
    expect(readEnv({ ADMIN_EMAIL: 'owner@example.jo', PUBLIC_URL: 'https://souqbayti.jo' }).vapidSubject).toBe('mailto:owner@example.jo');
    expect(readEnv({ PUBLIC_URL: 'https://souqbayti.jo' }).vapidSubject).toBe('https://souqbayti.jo');
    expect(() => readEnv({ VAPID_SUBJECT: 'alerts@souqbayti.jo' })).toThrow('VAPID_SUBJECT');
  });

  it('treats blank settings as unset', () => {
    const env = readEnv({ PORT: '', ADMIN_EMAIL: '', OPENAI_API_KEY: '', PUBLIC_URL: '' });
    expect(env.port).toBe(3000);
    expect(env.adminEmail).toBeUndefined();
    expect(env.openaiApiKey).toBeUndefined();
  });

  it('reads backup periods in minutes, hours and days', () => {
    expect(readEnv({ BACKUP_EVERY: '30m' }).backupEveryMs).toBe(30 * 60_000);
    expect(readEnv({ BACKUP_EVERY: '1d' }).backupEveryMs).toBe(86_400_000);
  });

  it('uses Secure cookies only behind an https PUBLIC_URL', () => {
    expect(readEnv({ PUBLIC_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(readEnv({ PUBLIC_URL: 'https://souqbayti.jo' }).secureCookies).toBe(true);
  });

  it.each([
    ['PORT', 'abc'], ['PORT', '70000'], ['PORT', '-1'], ['DEMO_DATA', 'yes'], ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', '123'], ['OPENAI_BASE_URL', 'not a url'], ['PUBLIC_URL', 'souqbayti.jo'], ['LOG_REQUESTS', 'true'],
    ['LOG_LEVEL', 'loud'], ['MIN_FREE_DISK_MB', '-5'], ['BACKUP_EVERY', '6 hours'], ['BACKUP_EVERY', '0h'], ['BACKUP_KEEP', '0'],
  ])('refuses %s=%s and names the setting', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`Invalid settings: .*${name}`));
  });

  it('never echoes a setting value in its error (it may be a secret)', () => {
    try {
      readEnv({ ADMIN_PASSWORD: 'abc', OPENAI_BASE_URL: 'sk-secret-value' });
      expect.unreachable();
    } catch (err) {
      expect(String(err)).not.toContain('sk-secret-value');
      expect(String(err)).not.toContain('abc');
      expect(String(err)).toContain('ADMIN_PASSWORD');
    }
  });
});
