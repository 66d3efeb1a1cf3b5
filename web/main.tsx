import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

async function start() {
  const language = storedLanguage();
  preloadPage(window.location.pathname, language);
  // Load the catalogs before the first render so nothing shows untranslated.
  await loadLanguage(language);
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient} language={language}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

void start().then(registerServiceWorker);
