import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';

let t: TestApp;
afterEach(() => t.cleanup());

async function signIn(url: string, headers: Record<string, string> = {}) {
  const email = `https-${crypto.randomUUID().slice(0, 8)}@example.com`;
  return t.call('POST', url, { headers, body: { email, password: 'secret123', firstName: 'H', role: 'buyer' } });
}

describe('https: Secure cookie and HSTS', () => {
  it('plain http: no Secure flag and no HSTS (localhost stays usable)', async () => {
    t = await makeTestApp();
    const res = await signIn('http://localhost/api/register');
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('a request over https: Secure cookie and HSTS', async () => {
    t = await makeTestApp();
    const res = await signIn('https://souqbayti.example/api/register');
    expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('behind a proxy: X-Forwarded-Proto counts only with TRUST_PROXY=1', async () => {
    t = await makeTestApp();
    const ignored = await signIn('http://localhost/api/register', { 'X-Forwarded-Proto': 'https' });
    expect(ignored.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    t.cleanup();
    t = await makeTestApp({ TRUST_PROXY: '1' });
    const believed = await signIn('http://localhost/api/register', { 'X-Forwarded-Proto': 'https' });
    expect(believed.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    expect(believed.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
