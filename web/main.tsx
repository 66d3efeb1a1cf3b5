import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
// Tailwind's preflight reset first, so utilities start from the same ground in every browser.
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
// Self-hosted; unicode-range lets the browser fetch only the Arabic or Latin files a page uses.
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/700.css';
import { Providers } from './app/providers.tsx';
import { AppRouter, preloadPage } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { loadLanguage, storedLanguage } from './lib/i18n.tsx';
import { takePageWords } from './lib/page-words.ts';
import { registerServiceWorker } from './lib/pwa/register.ts';
import { replayEarlyTapsWhenReady } from './lib/early-taps.ts';
import { preloadToaster } from './ui/lazy-toaster.tsx';
import { currentUserQuery } from './lib/session.ts';
import { startReadingSavedCache } from './lib/offline/query-persister.ts';
import { firstPageSettled, noPageToHydrate, RENDER_START_MARK } from './lib/performance-marks.ts';

/** The catalogue answers a page rendered by the server was made from (api/pages): the app starts with them. */
function takePrerenderedState(queryClient: QueryClient) {
  const script = document.getElementById('prerendered-state');
  if (!script?.textContent) return;
  // Hydration keeps whichever copy is newer, this one or the one restored from IndexedDB.
  hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
  script.remove();
}

/**
 * The server's copy of the page, when it is in her language. One rendered in the other (her stored
 * choice differs from the cookie the server read) has been hidden by a style in the head since the
 * first paint (api/pages/prerender.ts); it is dropped here and the app renders in its place.
 * The kept copy becomes the app's root: its language is cleared, or that style would hide the whole
 * app once she switches language (the attribute itself stays: held taps look for it).
 */
function pageToHydrate(language: string): HTMLElement | null {
  const rendered = document.querySelector<HTMLElement>('[data-prerendered]');
  if (rendered?.dataset.prerendered !== language) {
    rendered?.remove();
    return null;
  }
  rendered.dataset.prerendered = '';
  return rendered;
}

async function start() {
  const language = storedLanguage();
  takePageWords();
  // The catalogs and the first page's chunk load together and before the first render (a rendered
  // page brings its words and names its chunk in its head, so they are usually here already): nothing shows
  // untranslated, and the first commit shows the page itself rather than a spinner.
  const loaded = Promise.all([loadLanguage(language), preloadPage(window.location.pathname, language)]);
  await loaded;
  const queryClient = createQueryClient();
  takePrerenderedState(queryClient);
  // Everything this page needs is loaded; what loads from here on is below the fold or on demand.
  performance.mark(RENDER_START_MARK);
  // The server's copy of the page (api/pages) is hydrated, not replaced: its first client render is
  // the same visitor's view it was rendered with, so nothing is rebuilt and it works as soon as this
  // runs; the saved cache (the signed-in state) is restored once it has hydrated (docs/decisions/022).
  const rendered = pageToHydrate(language);
  if (!rendered) noPageToHydrate();
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} language={language} restoreAfter={firstPageSettled()}>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
  // A tap on one of the page's buttons before this ran was held (api/pages/early-taps.ts): it is
  // replayed once the page has hydrated and the saved state says who she is.
  void replayEarlyTapsWhenReady(() => !!queryClient.getQueryData(currentUserQuery.queryKey));
  // A tap's answer is most often a toast (a visitor's "please sign in", "added to cart"). Taps stop being
  // held once the saved state is read, and a tap after that used to wait for the browser's idle moment
  // and then a round trip for this code: it is asked for as soon as the page works, without competing
  // with its hydration (docs/decisions/022, "Web, twenty-second round").
  void firstPageSettled().then(preloadToaster);
  // Read from the disk meanwhile; laid over the page once it has hydrated (Providers' restore).
  startReadingSavedCache();
  // In a transition, React hydrates the root in slices of a few milliseconds instead of one long task
  // (Lighthouse's blocking time on stores 522 -> 300 ms); a tap meanwhile makes it finish at once and
  // is then handled (docs/decisions/022, "Web, twelfth round").
  if (rendered) startTransition(() => void hydrateRoot(rendered, app));
  else createRoot(document.getElementById('root')!).render(app);
}

void start().then(registerServiceWorker);
