import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asPg, isPostgres } from '#api/db/database.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { createLogger } from './logger.ts';

let t: TestApp;
let lines: Record<string, unknown>[];

beforeEach(async () => {
  lines = [];
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  t = await makeTestApp({}, createLogger('info', sink));
});
afterEach(() => t.cleanup());

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request log', () => {
  it('writes one JSON line per request: time, id, method, route pattern, status, duration, user', async () => {
    const seller = await t.signUp('seller');
    const res = await t.call('GET', '/api/products/00000000-0000-4000-8000-000000000000', { cookie: seller.cookie });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLines().find((l) => l.requestId === requestId);
    expect(line).toMatchObject({ method: 'GET', status: 404, userId: seller.id });
    expect(line!.route).toMatch(/^\/api\/products\/:id/);
    expect(typeof line!.ms).toBe('number');
    expect(new Date(String(line!.time)).getTime()).toBeGreaterThan(0);
  });

  it('writes the route pattern, never the query (a search may hold an e-mail)', async () => {
    const res = await t.call('GET', '/api/products?search=someone%40example.com');
    expect(res.status).toBe(200);
    expect(requestLines().at(-1)).toMatchObject({ route: '/api/products', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('someone');
  });

  it('never writes bodies, cookies, passwords or phone numbers', async () => {
    const { cookie } = await t.signUp('buyer', 'buyer-log@example.com');
    await t.call('PUT', '/api/auth/profile', { cookie, body: { phone: '0791234567' } });
    await t.call('POST', '/api/login', { body: { email: 'buyer-log@example.com', password: 'secret123' } });
    const all = JSON.stringify(lines);
    for (const secret of ['secret123', '0791234567', cookie.split('=')[1], 'buyer-log@example.com']) expect(all).not.toContain(secret);
    expect(requestLines().length).toBeGreaterThanOrEqual(3);
  });

  it('puts the request id in every error answer and keeps a safe id sent by a proxy', async () => {
    const res = await t.call('GET', '/api/nowhere', { headers: { 'x-request-id': 'proxy-42.a' } });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'routeNotFound', requestId: 'proxy-42.a' });
    expect(res.headers.get('x-request-id')).toBe('proxy-42.a');
    const invalid = await t.call('POST', '/api/register', { body: { email: 'x' }, headers: { 'x-request-id': 'bad id {"forged":1}' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(invalid.json.requestId).toBe(invalid.headers.get('x-request-id'));
  });

  it('logs an unexpected error once, with its stack, and answers 500 without details', async () => {
    if (isPostgres(t.db)) await asPg(t.db).execute(sql`DROP TABLE cart_items`);
    else t.db.$client.exec('DROP TABLE cart_items');
    const { cookie } = await t.signUp('buyer');
    const res = await t.call('GET', '/api/cart', { cookie });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ code: 'serverError', requestId: res.headers.get('x-request-id') });
    expect(res.text).not.toContain('cart_items');
    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: res.json.requestId, route: '/api/cart' });
    expect((errors[0]!.err as { stack: string }).stack).toContain('cart_items');
  });
});
