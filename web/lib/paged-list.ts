import { ApiError } from './api.ts';
import type { Answer, PathTo, RouteWith } from './api-types.ts';

/** A page of a plain-array list whose total travels in the `X-Total-Count` header (admin lists). */
export type PagedList<T> = { items: T[]; total: number };

/** What one row of a list route is. */
type Item<R extends RouteWith<'$get'>> = Answer<R> extends readonly (infer Row)[] ? Row : never;

/**
 * GET a plain-array list and read its total from `X-Total-Count` (api.get gives only the body).
 * Failures throw the same ApiError as every other call.
 */
export async function getPagedList<R extends RouteWith<'$get'> = never>(path: PathTo<R>, signal?: AbortSignal): Promise<PagedList<Item<R>>> {
  const res = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  const items = (await res.json()) as Item<R>[];
  const header = Number(res.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(header) && res.headers.has('X-Total-Count') ? header : items.length };
}
