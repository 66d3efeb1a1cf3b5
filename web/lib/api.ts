import type { ApiErrorBody } from '#api/contract/messages.ts';
import type { Answer, BodyThen, PathTo, RouteWith } from './api-types.ts';

/**
 * A failed call. `message` follows the specification: "<status>: <body text or status text>".
 * `body` is the parsed JSON error (message, code, issues) when the server sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    let body: ApiErrorBody | null = null;
    try {
      const parsed = JSON.parse(bodyText) as unknown;
      if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as ApiErrorBody;
    } catch {
      /* not JSON */
    }
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** True when the call never reached the server (offline, DNS, connection reset). */
export const isNetworkError = (err: unknown) => err instanceof TypeError || (err instanceof DOMException && err.name === 'NetworkError');

export type RequestOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For reads: answer null on a 401 instead of failing (the current-user call). */
  on401?: 'returnNull' | 'throw';
};

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server's pre-render (web/prerender) answers the app's reads in-process; the browser uses fetch. */
export function setTransport(next: Transport) {
  transport = next;
}

/** Every call sends cookies; a JSON body gets a JSON content type. Non-success answers throw ApiError. */
export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await transport(path, init);
  if (res.status === 401 && options.on401 === 'returnNull') {
    // An unread body keeps the request open: Chromium then never sees the page's network go idle.
    void res.body?.cancel().catch(() => undefined);
    return null as T;
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  if (res.status === 204) {
    void res.body?.cancel().catch(() => undefined);
    return undefined as T;
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read of a route; asked to answer null on a 401 (signed out), its answer may be null. */
function get<R extends RouteWith<'$get'> = never>(path: PathTo<R>, options: RequestOptions & { on401: 'returnNull' }): Promise<Answer<R> | null>;
function get<R extends RouteWith<'$get'> = never>(path: PathTo<R>, options?: RequestOptions): Promise<Answer<R>>;
function get(path: string, options?: RequestOptions) {
  return request<unknown>('GET', path, undefined, options);
}

/**
 * The app's calls, each naming its server route (`api.get<'/api/orders/:id'>(path)`): the path must fit the
 * route, the body is the one the route reads and the answer the one it sends (web/lib/api-types.ts).
 */
export const api = {
  get,
  post: <R extends RouteWith<'$post'> = never>(path: PathTo<R>, ...[body, options]: BodyThen<R, '$post', RequestOptions>) =>
    request<Answer<R, '$post'>>('POST', path, body ?? {}, options),
  put: <R extends RouteWith<'$put'> = never>(path: PathTo<R>, ...[body, options]: BodyThen<R, '$put', RequestOptions>) =>
    request<Answer<R, '$put'>>('PUT', path, body ?? {}, options),
  delete: <R extends RouteWith<'$delete'> = never>(path: PathTo<R>, ...[body, options]: BodyThen<R, '$delete', RequestOptions>) =>
    request<Answer<R, '$delete'>>('DELETE', path, body, options),
};

/** The default read: joins key segments with slashes into a GET path (docs/product.md). */
export function keyToPath(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => part !== undefined && part !== null && typeof part !== 'object').join('/');
}

/** Builds a query string, leaving out empty values. */
export function withQuery<Path extends string>(path: Path, params: Record<string, string | number | boolean | undefined | null>): Path | `${Path}?${string}` {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
