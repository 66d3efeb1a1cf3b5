import { describe, expect, it } from 'vitest';
import { appRoutes, makeRouteWorld, roles, routeKey, type Role } from '#api/test/route-world.ts';
import { expected } from '#api/test/authorization-table.ts';

// Every API route (read from the Hono app itself) must have its row in api/test/authorization-table.ts.

type World = Awaited<ReturnType<typeof makeRouteWorld>>;

async function statusOf(world: World, method: string, pattern: string, role: Role) {
  const res = await world.t.call(method, world.fill(pattern), { cookie: world.cookies[role], body: world.validBody(method, pattern, role) });
  return res.status;
}

describe('authorization matrix', async () => {
  const probe = await makeRouteWorld();
  const routes = appRoutes(probe.t.app);
  probe.t.cleanup();

  it('has a row for every route of the app, and no row for a route that is gone', () => {
    const keys = routes.map((r) => `${r.method} ${routeKey(r.path)}`);
    expect(keys.filter((key) => !(key in expected))).toEqual([]);
    expect(Object.keys(expected).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('answers every reading route with the status of its row, for each caller', async () => {
    const world = await makeRouteWorld();
    try {
      for (const { method, path } of routes.filter((r) => r.method === 'GET')) {
        const got = [];
        for (const role of roles) got.push(await statusOf(world, method, path, role));
        expect(got, `${method} ${routeKey(path)}`).toEqual(expected[`${method} ${routeKey(path)}`]);
      }
    } finally {
      world.t.cleanup();
    }
  });

  // Writes change things: the callers who may not (and the owner) share one world; the admin gets a fresh one.
  for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
    const key = `${method} ${routeKey(path)}`;
    it(`answers ${key} with the status of its row, for each caller`, async () => {
      const got: number[] = new Array(roles.length);
      const shared = await makeRouteWorld();
      const fresh = await makeRouteWorld();
      try {
        for (const role of ['visitor', 'buyer', 'otherSeller', 'owner'] as const) got[roles.indexOf(role)] = await statusOf(shared, method, path, role);
        got[roles.indexOf('admin')] = await statusOf(fresh, method, path, 'admin');
      } finally {
        shared.t.cleanup();
        fresh.t.cleanup();
      }
      expect(got).toEqual(expected[key]);
    });
  }
});
