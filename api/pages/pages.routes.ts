import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '#api/db/client.ts';
import { catalogueStamp, followCatalogue, Lru } from '#api/catalogue/cache.ts';
import { loadPrerender, PAGE_CHUNKS_FILE, pageHtml, type Language, type PageChunks } from './prerender.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { BUSY, renderInTurn, type RenderInTurn } from './render-line.ts';
import { chooseEncoding, keptBytesFor, type KeptBytes } from '#api/lib/compress-answers.ts';
import { ifNoneMatch, strongETag } from '#api/lib/http-cache.ts';

/** Sent by the service worker when it refreshes a page it keeps: answer 204 unless the page is pre-rendered. */
export const PAGE_REFRESH_HEADER = 'X-Page-Refresh';
/** The build a pre-rendered page belongs to: the service worker keeps only pages of its own build. */
export const BUILD_HEADER = 'X-App-Build';
export const LANGUAGE_COOKIE = 'language';

/** An HTML answer as it is sent: its bytes (compressed once, not per request), its ETag and policy. */
type KeptPage = KeptBytes & { etag: string; status: 200 | 404; policy: string };
const encoder = new TextEncoder();

function keptPage(html: string, status: 200 | 404, policy: string): KeptPage {
  const body = encoder.encode(html);
  return { body, encoded: {}, etag: strongETag(body), status, policy };
}

/**
 * Sends a kept page, compressed for the request. A page seen before and unchanged since (the browser asks with
 * its ETag, as the service worker's background refresh of a kept page does) is a 304 without a body.
 */
function sendPage(c: Context, page: KeptPage) {
  const { bytes, encoding } = keptBytesFor(page, chooseEncoding(c.req.header('Accept-Encoding')));
  c.header('Vary', 'Cookie, Accept-Encoding');
  c.header('Content-Security-Policy', page.policy);
  if (page.status === 200) {
    // The compressed bytes differ from the ones the strong ETag names, so they are sent weak.
    const etag = encoding ? `W/${page.etag}` : page.etag;
    c.header('ETag', etag);
    if (ifNoneMatch(c, etag)) return c.body(null, 304);
  }
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(bytes, page.status);
}

type Deps = {
  distDir: string;
  serverBuildDir: string;
  db: Db;
  api: { request: (path: string) => Response | Promise<Response> };
  /** Where else photos may load from (PUBLIC_OBJECTS_URL's origin). */
  photoOrigins?: string[];
  /** Pages rendered at once, and pages that may wait for a render, before one is answered with the shell (render-line.ts). */
  renders?: { slots: number; waiting: number };
};

/** How long the service worker should wait before refreshing a page again when the server was too busy to render it. */
const BUSY_RETRY_SECONDS = 30;

/**
 * App paths. Public pages (home, products, stores, information) come rendered for a visitor who is
 * not signed in, in the language of her `language` cookie; every other path gets the app shell.
 * Rendered pages are kept per catalogue version: the server renders each one once between writes.
 */
export async function servePages({ distDir, serverBuildDir, db, api, photoOrigins, renders = { slots: 2, waiting: 16 } }: Deps) {
  const prerender = await loadPrerender(serverBuildDir, async (p) => api.request(p));
  const render = prerender && renderInTurn(prerender, renders);
  const buildFile = path.join(distDir, 'build-id');
  const buildId = fs.existsSync(buildFile) ? fs.readFileSync(buildFile, 'utf8').trim() : null;
  // Twice the body: room for its compressed copies (always smaller), added as requests take them.
  const rendered = new Lru<KeptPage>({ entries: 500, bytes: 32 * 1024 * 1024 }, (page) => 2 * page.body.byteLength);
  // Requests for a page being rendered wait for that render (after a catalogue write, everyone opening home).
  const rendering = new Map<string, Promise<KeptPage | null | typeof BUSY>>();
  const renderOnce = (key: string, make: () => Promise<KeptPage | null | typeof BUSY>) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = make().then((page) => {
        if (page && page !== BUSY) rendered.set(key, page);
        return page;
      }).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
  const renderKept = async (render: RenderInTurn, shell: string, chunks: PageChunks, target: string, language: Language) => {
    const result = await render(target, language).catch((err: unknown) => {
      console.error(`pre-render of ${target.split('?')[0]} failed: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    });
    if (!result || result === BUSY) return result;
    const html = pageHtml(shell, result, language, chunks);
    return keptPage(html, result.status === 404 ? 404 : 200, contentSecurityPolicy(html, photoOrigins));
  };

  // The shell is read again only when a build replaces it.
  const shellFile = path.join(distDir, 'index.html');
  let shellCopy: { mtimeMs: number; html: string; page: KeptPage; chunks: PageChunks } = { mtimeMs: -1, html: '', page: keptPage('', 200, ''), chunks: {} };
  const chunksFile = path.join(distDir, PAGE_CHUNKS_FILE);
  const readChunks = (): PageChunks => (fs.existsSync(chunksFile) ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as PageChunks) : {});
  const readShell = () => {
    const mtimeMs = fs.statSync(shellFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    if (mtimeMs !== shellCopy.mtimeMs) {
      const html = fs.readFileSync(shellFile, 'utf8');
      shellCopy = { mtimeMs, html, page: keptPage(html, 200, contentSecurityPolicy(html, photoOrigins)), chunks: readChunks() };
    }
    return shellCopy;
  };

  const routes = new Hono();
  routes.get('*', async (c) => {
    const shellNow = readShell();
    if (!shellNow) return c.text('The app is not built yet: run `npm run build`.', 503);
    const { html: shell, mtimeMs: shellStamp, chunks } = shellNow;
    c.header('Cache-Control', 'no-cache');
    // The service worker's copy of the shell: never a rendered page.
    if (c.req.path === '/index.html') return sendPage(c, shellNow.page);
    const language: Language = getCookie(c, LANGUAGE_COOKIE) === 'en' ? 'en' : 'ar';
    const url = new URL(c.req.url);
    const target = url.pathname + url.search;
    const single = /^\/(products|stores)\/[^/]+\/?$/.test(url.pathname);
    // PostgreSQL: read this request's catalogue version first (every process's writes count)
    const following = followCatalogue(db);
    if (following) await following;
    const key = `${catalogueStamp(db, single ? 'single' : 'list')} ${shellStamp} ${language} ${target}`;
    const page = rendered.get(key) ?? (render ? await renderOnce(key, () => renderKept(render, shell, chunks, target, language)) : null);
    if (page === BUSY) {
      // The shell now rather than a wait: the app renders the page in the browser. The service worker keeps
      // the copy it has (web/sw.ts) and asks again later.
      if (!c.req.header(PAGE_REFRESH_HEADER)) return sendPage(c, shellNow.page);
      c.header('Retry-After', String(BUSY_RETRY_SECONDS));
      return c.body(null, 503);
    }
    if (!page) return c.req.header(PAGE_REFRESH_HEADER) ? c.body(null, 204) : sendPage(c, shellNow.page);
    if (buildId) c.header(BUILD_HEADER, buildId);
    return sendPage(c, page);
  });
  return routes;
}
