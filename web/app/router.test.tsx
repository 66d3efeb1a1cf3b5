import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { allRoutes, pageFor, pages, routesFor } from './router.tsx';

/** The page React Router's own ranking picks for a path, among the same routes as <AppRoutes>. */
function rankedByRouter(pathname: string) {
  const routes = [...pages.map((page) => ({ path: page.path, page })), ...['/street/tour', '/category/:id', '/login', '/seller/register'].map((path) => ({ path, page: undefined }))];
  return matchRoutes(routes, pathname)?.[0]?.route.page;
}

describe('pageFor', () => {
  // Every route's path with its parameters filled in, and variants of each.
  const filled = pages.map((page) => page.path.replace(/:\w+/g, 'x1'));
  const paths = [
    ...filled,
    ...filled.map((path) => `${path}/`),
    ...filled.map((path) => path.toUpperCase()),
    ...filled.map((path) => `${path}/more`),
    '/', '', '/street/tour', '/category/c1', '/login', '/seller/register', '/nowhere/at/all', '/products//x', '/%D8%B3%D9%88%D9%82', '/seller/store/s1/products/create',
    '/produc%74s', '/PRODUC%54S/x1', '/cart%2Fx', '/%E0%A4%A', '/products/%zz',
  ];

  it('picks the page React Router ranks first, for every route and its variants', () => {
    for (const path of paths) expect([path, pageFor(path)?.path]).toEqual([path, rankedByRouter(path)?.path]);
  });

  it('ranks fixed paths before the store slug', () => {
    expect(pageFor('/cart')?.path).toBe('/cart');
    expect(pageFor('/faq')?.path).toBe('/faq');
    expect(pageFor('/um-ali-kitchen')?.path).toBe('/:slug');
  });
});

describe('routesFor', () => {
  // The last matched route's path and element: the page, redirect or "not found" the path shows.
  const shown = (routes: ReturnType<typeof allRoutes>, path: string) => {
    const matches = matchRoutes(routes, path);
    const route = matches?.at(-1)?.route;
    return [route?.path, route?.element && (route.element as { type: unknown }).type, matches?.length];
  };
  const every = allRoutes();
  const paths = [
    ...pages.flatMap(({ path }) => {
      const filled = path.replace(/:\w+/g, 'x1');
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/more`];
    }),
    '/', '/street/tour', '/category/c1', '/login', '/seller/register', '/nowhere/at/all', '/produc%74s', '/cart%2Fx', '/%zz',
  ];

  it('shows what React Router shows among all the routes, for every route and its variants', () => {
    for (const path of paths) expect([path, ...shown(routesFor(path), path)]).toEqual([path, ...shown(every, path)]);
  });

  it('gives a path the same tree at every render', () => {
    expect(routesFor('/products/p1')).toBe(routesFor('/products/p2'));
    expect(routesFor('/faq')).not.toBe(routesFor('/terms'));
  });
});
