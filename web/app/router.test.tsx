import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { pageFor, pages } from './router.tsx';

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
