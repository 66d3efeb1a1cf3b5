import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { api, ApiError, isNetworkError, keyToPath, request, setTransport, withQuery } from './api.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected the call to fail'); }, (err: unknown) => err);

describe('the fetch layer', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    const seen: { method: string; contentType: string | null; body: string }[] = [];
    server.use(http.all('/api/echo', async ({ request: req }) => {
      seen.push({ method: req.method, contentType: req.headers.get('content-type'), body: await req.text() });
      return HttpResponse.json({ ok: true });
    }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await request('GET', '/api/echo')).toEqual({ ok: true });
    expect(await request('POST', '/api/echo', { productId: 'p1', quantity: 2 })).toEqual({ ok: true });
    expect(seen).toEqual([
      { method: 'GET', contentType: null, body: '' },
      { method: 'POST', contentType: 'application/json', body: '{"productId":"p1","quantity":2}' },
    ]);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe('include');
  });

  it('lets go of the bodies it does not read (a visitor\'s 401 on the current-user call, a 204)', async () => {
    const cancelled: number[] = [];
    const answer = (status: number) =>
      new Response(status === 204 ? null : new ReadableStream({ cancel: () => { cancelled.push(status); } }), { status });
    setTransport(async (path) => answer(path.endsWith('user') ? 401 : 204));
    try {
      expect(await api.get<'/api/auth/user'>('/api/auth/user', { on401: 'returnNull' })).toBeNull();
      expect(cancelled).toEqual([401]);
      expect(await api.delete<'/api/cart/:id'>('/api/cart/1')).toBeUndefined();
    } finally {
      setTransport((path, init) => fetch(path, init));
    }
  });

  it('fails with "<status>: <body>" and keeps the parsed error body', async () => {
    const body = { message: 'Email already registered', code: 'emailTaken' };
    server.use(http.post('/api/register', () => HttpResponse.json(body, { status: 409 })));
    const err = await failure(api.post<'/api/register'>('/api/register', { email: 'a@b.jo', password: 'long enough', firstName: 'Rana', role: 'buyer' }));
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).code).toBe('emailTaken');
    expect((err as ApiError).body).toEqual(body);
  });

  it('uses the status text when the body is empty, and text bodies as they are', async () => {
    server.use(
      http.get('/api/empty', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
      http.get('/api/text', () => new HttpResponse('upstream timed out', { status: 502, statusText: 'Bad Gateway' })),
    );
    const empty = (await failure(request('GET', '/api/empty'))) as ApiError;
    expect(empty.message).toBe('503: Service Unavailable');
    expect(empty.body).toBeNull();
    const text = (await failure(request('GET', '/api/text'))) as ApiError;
    expect(text.message).toBe('502: upstream timed out');
    expect(text.code).toBeUndefined();
  });

  it('fails on a 401 by default, or answers null when asked to (the current-user call)', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'Please log in to continue', code: 'notAuthenticated' }, { status: 401 })));
    expect(await api.get<'/api/auth/user'>('/api/auth/user', { on401: 'returnNull' })).toBeNull();
    const err = (await failure(api.get<'/api/auth/user'>('/api/auth/user'))) as ApiError;
    expect(err.status).toBe(401);
    expect(err.message).toMatch(/^401: /);
  });

  it('answers undefined for 204 and an empty body', async () => {
    server.use(http.delete('/api/cart', () => new HttpResponse(null, { status: 204 })));
    expect(await request('DELETE', '/api/cart')).toBeUndefined();
  });

  it('tells a network failure apart from an answer', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    const err = await failure(request('GET', '/api/down'));
    expect(isNetworkError(err)).toBe(true);
    expect(isNetworkError(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
  });
});

describe('paths', () => {
  it('joins query-key segments with slashes (the default read)', () => {
    expect(keyToPath(['/api/products', 'abc', 'reviews'])).toBe('/api/products/abc/reviews');
    expect(keyToPath(['/api/stores', { limit: 10 }, undefined])).toBe('/api/stores');
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/api/products', { search: 'تطريز', categoryId: '', minPrice: 0, isOnSale: true, maxPrice: undefined }))
      .toBe('/api/products?search=%D8%AA%D8%B7%D8%B1%D9%8A%D8%B2&minPrice=0&isOnSale=true');
    expect(withQuery('/api/stores', {})).toBe('/api/stores');
  });
});
