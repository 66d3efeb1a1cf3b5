import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '#api/test/harness.ts';
import { MAX_URL_LENGTH } from './app.ts';

const t = await makeTestApp();
afterAll(() => t.cleanup());

describe('overlong addresses', () => {
  it('answers 414 JSON for API and page paths over the limit, before any route runs', async () => {
    for (const path of [`/api/products/${'a'.repeat(MAX_URL_LENGTH)}`, `/products/${'ب'.repeat(MAX_URL_LENGTH)}`, `/api/products?search=${'x'.repeat(100_000)}`]) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(414);
      expect(res.json).toMatchObject({ code: 'uriTooLong', message: expect.any(String) });
    }
  });

  it('still serves addresses under the limit', async () => {
    expect((await t.call('GET', `/api/products/${'a'.repeat(500)}`)).status).toBe(404);
  });
});
