import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { hostileStrings } from '#api/test/hostile-strings.ts';
import { appRoutes, makeRouteWorld, roles, routeKey, type Role } from '#api/test/route-world.ts';
import { expected } from '#api/test/authorization-table.ts';
import type { Db } from '#api/db/client.ts';
import { asPg, isPostgres } from '#api/db/database.ts';

// Every write route that takes a JSON body gets malformed JSON, wrong types, a huge and a deeply
// nested body (4xx JSON answer, nothing changed), then hostile strings in each text field (never a
// 500). Sent by a caller the route admits (the owner where she may), so the body itself is tested.

/** Every row of every table, on either engine: what "no change to existing data" compares. */
async function snapshot(db: Db): Promise<string> {
  const rowsOf = async (query: SQL) => (isPostgres(db) ? (await asPg(db).execute(query)).rows : db.all(query)) as Record<string, unknown>[];
  const tables = await rowsOf(isPostgres(db)
    ? sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`
    : sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name`);
  const contents = [];
  for (const { name } of tables) contents.push([name, (await rowsOf(sql.raw(`SELECT * FROM "${String(name)}"`))).map((row) => JSON.stringify(row)).sort()]);
  return JSON.stringify(contents);
}

const KB = 1024;
const tooBig = (path: string) => (path === '/api/ai/analyze-image' ? 15 * KB * KB : path === '/api/products/bulk' ? 3 * KB * KB : 300 * KB);

/** The same body with one field of another type, for each field. */
function wrongTypes(body: Record<string, unknown>): unknown[] {
  const other = (value: unknown): unknown =>
    // (text fields get an object: money fields take numbers as well as text, on purpose)
    typeof value === 'string' ? { nested: true } : typeof value === 'number' ? 'not a number' : typeof value === 'boolean' ? 'yes' : Array.isArray(value) ? 'not a list' : value === null ? { nested: true } : 'not an object';
  return Object.keys(body).map((key) => ({ ...body, [key]: other(body[key]) }));
}

function stringFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => typeof body[key] === 'string');
}

describe('write routes under malformed and hostile input', async () => {
  const probe = await makeRouteWorld();
  const writes = appRoutes(probe.t.app).filter((r) => r.method !== 'GET');
  /** A caller the matrix admits (a 2xx), the owner first: her body is then read, not refused unread. */
  const admitted = (method: string, path: string): Role => {
    const row = expected[`${method} ${routeKey(path)}`]!;
    return (['owner', 'buyer', 'admin'] as const).find((role) => row[roles.indexOf(role)]! < 300) ?? 'owner';
  };
  const withBodies = writes.filter((r) => probe.validBody(r.method, r.path, 'owner') !== undefined);
  probe.t.cleanup();

  it('covers the write routes that read a JSON body', () => {
    expect(withBodies.length).toBeGreaterThan(20);
  });

  for (const { method, path } of withBodies) {
    const key = `${method} ${routeKey(path)}`;
    it(`${key}: 4xx JSON for bad bodies, no change; never a 500 for hostile text`, async () => {
      const w = await makeRouteWorld();
      try {
        const role = admitted(method, path);
        const url = w.fill(path);
        const cookie = w.cookies[role];
        const valid = w.validBody(method, path, role) as Record<string, unknown>;
        const send = (init: { raw?: string; body?: unknown }) =>
          w.t.call(method, url, { cookie, ...init, headers: { 'content-type': 'application/json' } });

        const before = await snapshot(w.t.db);
        const bad: [string, { raw?: string; body?: unknown }][] = [
          ['malformed JSON', { raw: '{"name": "unterminated' }],
          ['empty body', { raw: '' }],
          ['null', { body: null }],
          ['a number', { body: 42 }],
          ['a string', { body: 'just text' }],
          ['a list', { body: [valid] }],
          ['deeply nested', { raw: '['.repeat(200_000) + ']'.repeat(200_000) }],
          ['huge', { body: { ...valid, padding: 'x'.repeat(tooBig(routeKey(path))) } }],
          ...wrongTypes(valid).map((body, i): [string, { body: unknown }] => [`wrong type of ${Object.keys(valid)[i]}`, { body }]),
        ];
        for (const [label, init] of bad) {
          const res = await send(init);
          expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, label).toBeLessThan(500);
          expect(res.json?.message, label).toEqual(expect.any(String));
        }
        expect((await snapshot(w.t.db)) === before, 'bad bodies changed stored data').toBe(true);

        for (const field of stringFields(valid)) {
          for (const [name, text] of Object.entries(hostileStrings)) {
            const res = await send({ body: { ...valid, [field]: text } });
            expect(res.status, `${field} = ${name}`).toBeLessThan(500);
            if (res.text) expect(res.json, `${field} = ${name}: JSON answer`).toBeDefined();
          }
        }
      } finally {
        w.t.cleanup();
      }
    }, 60_000);
  }
});
