import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('has the defaults of DECISIONS.md ("Running it")', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000, host: '127.0.0.1', dataDir: path.resolve('data'), demoData: true, aiModel: 'gpt-4o-mini',
      secureCookies: false, logRequests: false,
    });
    expect(env.adminEmail).toBeUndefined();
    expect(env.openaiApiKey).toBeUndefined();
    expect(env.publicUrl).toBeUndefined();
  });

  it('reads every setting', () => {
    const env = readEnv({
      PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/data', DEMO_DATA: '0', ADMIN_EMAIL: 'owner@example.jo', ADMIN_PASSWORD: 'long-secret',
      OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llava', PUBLIC_URL: 'https://souqbayti.jo', LOG_REQUESTS: '1',
    });
    expect(env).toEqual({
      port: 8080, host: '0.0.0.0', dataDir: '/data', demoData: false, adminEmail: 'owner@example.jo', adminPassword: 'long-secret',
      openaiApiKey: 'sk-test', openaiBaseUrl: 'http://127.0.0.1:11434/v1', aiModel: 'llava', publicUrl: 'https://souqbayti.jo',
      secureCookies: true, logRequests: true, trustProxy: false, allowDemoAccounts: false,
    });
  });

  it('treats blank settings as unset', () => {
    const env = readEnv({ PORT: '', ADMIN_EMAIL: '', OPENAI_API_KEY: '', PUBLIC_URL: '' });
    expect(env.port).toBe(3000);
    expect(env.adminEmail).toBeUndefined();
    expect(env.openaiApiKey).toBeUndefined();
  });

  it('uses Secure cookies only behind an https PUBLIC_URL', () => {
    expect(readEnv({ PUBLIC_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(readEnv({ PUBLIC_URL: 'https://souqbayti.jo' }).secureCookies).toBe(true);
  });

  it.each([
    ['PORT', 'abc'], ['PORT', '70000'], ['PORT', '-1'], ['DEMO_DATA', 'yes'], ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', '123'], ['OPENAI_BASE_URL', 'not a url'], ['PUBLIC_URL', 'souqbayti.jo'], ['LOG_REQUESTS', 'true'],
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
