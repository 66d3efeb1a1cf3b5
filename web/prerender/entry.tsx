// The server's pre-render: renders a public page (as a visitor who is not signed in) into HTML,
// with the catalogue answers it used, so the page paints from the first response instead of after
// the app's code and data have arrived. Built by `vite build --ssr` into dist-server/ and loaded by
// api/pages/prerender.ts. The browser hydrates this markup (web/main.tsx, docs/decisions/022).
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate, QueryClientProvider, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { AppRoutes, pageFor, pages } from '#web/app/router.tsx';
import { catalogMessages, LanguageProvider, loadLanguage, type Language } from '#web/lib/i18n.tsx';
import type { PageWords } from '#api/contract/page-words.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { ApiError, keyToPath, setTransport } from '#web/lib/api.ts';
import { isPublicRead } from '#web/lib/public-reads.ts';
import { pageReads, type Read } from './page-reads.ts';

/**
 * `chunks`: the page's code by its build names, for the server to preload with the page; `words`: its
 * catalogs' messages, which the server puts inside it (the app starts without fetching them).
 * `renders`: how many times it was rendered to find its reads (one when page-reads.ts names them all).
 */
export type PrerenderedPage = { markup: string; state: DehydratedState; status: number; chunks: string[]; words: PageWords; renders: number };

/** Reads go to `answer` (the API in the same process, with no session); every catalog and public page loads once. */
export async function setupPrerender(answer: (path: string) => Promise<Response>) {
  setTransport((path) => answer(path));
  await loadLanguage('en', { allFeatures: true });
  await loadLanguage('ar', { allFeatures: true });
  await Promise.all(pages.filter((page) => page.prerender).map((page) => page.component.preload()));
}

const isPublic = (query: Query) => isPublicRead(keyToPath(query.queryKey));

/** A read the page asked for and would fetch (not one it disabled until something else is known). */
function wanted(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isPublic(query);
}

function render(url: string, language: Language, queryClient: QueryClient) {
  i18n.activate(language);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

/** Null for a path that is not pre-rendered (signed-in pages, seller and admin tools). */
export async function renderPage(url: string, language: Language): Promise<PrerenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = pageFor(pathname);
  if (!page?.prerender) return null;
  const queryClient = createQueryClient();
  // A failed read is the page's to show (a 404, an error state), as it would be in the browser.
  const read: Read = (options) => queryClient.fetchQuery({ ...options, retry: false }).catch(() => undefined);
  await pageReads[page.path]?.({ params: matchPath(page.path, pathname)?.params ?? {}, search: searchParams, read });
  let markup = render(url, language, queryClient);
  let renders = 1;
  // A render names the reads it still needs; fetch them and render again (a read may depend on another).
  for (let pass = 0; pass < 3; pass++) {
    const needed = queryClient.getQueryCache().getAll().filter(wanted);
    if (needed.length === 0) break;
    await Promise.all(needed.map((query) => read({ ...query.options, queryKey: query.queryKey })));
    markup = render(url, language, queryClient);
    renders += 1;
  }
  const queries = queryClient.getQueryCache().getAll();
  const notFound = queries.some((query) => isPublic(query) && query.state.error instanceof ApiError && query.state.error.status === 404);
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublic(query) });
  queryClient.clear();
  const catalogs = await Promise.all(page.component.catalogs.map(async (name) => [name, await catalogMessages(name, language)] as const));
  const words: PageWords = { language, catalogs: Object.fromEntries(catalogs) };
  return { markup, state, status: notFound ? 404 : 200, chunks: [page.component.chunk], words, renders };
}
