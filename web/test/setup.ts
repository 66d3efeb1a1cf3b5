import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetToasts } from '#web/ui/toast.tsx';
import { WEB_FONTS_ATTRIBUTE } from '#web/ui/fonts.ts';
import { noPageToHydrate } from '#web/lib/performance-marks.ts';
import { settleRestorations } from './render.tsx';

// Shared by every web test (vite.config.ts → test.projects.web.setupFiles). Network mocks stay in
// each test file (msw `setupServer` from 'msw/node'), so handlers never leak between files.

// findBy*/waitFor poll until their condition holds and return at once when it does; their ceiling
// (1 s by default) only decides when a wait gives up. On a shared, loaded machine a render can take
// longer than 1 s, so the ceiling is raised: no test waits longer when it passes, none fails on load.
configure({ asyncUtilTimeout: 10_000 });

// The toast viewport is a lazy chunk in the app; loading it before the tests makes a raised toast
// show as soon as React renders, so no test waits on a module load that a busy machine slows down.
beforeAll(async () => {
  await import('#web/ui/toast-viewport.tsx');
});

// Tests render the app on the client, as web/main.tsx does when the server sent no page to hydrate.
noPageToHydrate();

afterEach(async () => {
  await settleRestorations();
  // Without vitest globals, Testing Library cannot register its own cleanup.
  cleanup();
  // Toasts live in a module, not in a render: one test's toast must never answer the next test's question.
  resetToasts();
  // Each test starts as a first visit: no stored language, and <html> as index.html sets it.
  localStorage.clear();
  const html = document.documentElement;
  html.lang = 'ar';
  html.dir = 'rtl';
  // A first visit: the head script chose the phone's own font (web/build-plugins.ts pageFontScript).
  html.className = '';
  html.removeAttribute(WEB_FONTS_ATTRIBUTE);
});
