import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
import { registerServiceWorker } from './lib/pwa/register.ts';
import { RENDER_START_MARK } from './lib/performance-marks.ts';

/** The catalogue answers a page rendered by the server was made from (api/pages): the app starts with them. */
function takePrerenderedState(queryClient: QueryClient) {
  const script = document.getElementById('prerendered-state');
  if (!script?.textContent) return;
  // Hydration keeps whichever copy is newer, this one or the one restored from IndexedDB.
  hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
  script.remove();
}

async function start() {
  const language = storedLanguage();
  // The catalogs and the first page's chunk load together and before the first render: nothing
  // shows untranslated, and the first commit shows the page itself (it replaces the server's
  // rendering of it, if any, in one step) rather than a spinner.
  await Promise.all([loadLanguage(language), preloadPage(window.location.pathname, language)]);
  const queryClient = createQueryClient();
  takePrerenderedState(queryClient);
  // Everything this page needs is loaded; what loads from here on is below the fold or on demand.
  performance.mark(RENDER_START_MARK);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient} language={language}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

void start().then(registerServiceWorker);
