import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase } from '#api/db/database.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import packageJson from '../../package.json' with { type: 'json' };

let t: TestApp;
afterEach(() => t.cleanup());

describe('GET /api/health', () => {
  it('answers 200 with the database, the disk, the version and the uptime', async () => {
    t = await makeTestApp();
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', database: 'ok', disk: 'ok', version: packageJson.version });
    expect(res.json.freeDiskMb).toBeGreaterThan(0);
    expect(res.json.uptime).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the disk has less free space than MIN_FREE_DISK_MB', async () => {
    t = await makeTestApp({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ status: 'failing', database: 'ok', disk: 'low' });
  });

  it('answers 503 when the database no longer answers', async () => {
    t = await makeTestApp();
    await closeDatabase(t.db);
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ status: 'failing', database: 'failing', disk: 'ok' });
  });
});
