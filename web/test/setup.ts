import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Shared by every web test (vite.config.ts → test.projects.web.setupFiles). Network mocks stay in
// each test file (msw `setupServer` from 'msw/node'), so handlers never leak between files.

afterEach(() => {
  // Without vitest globals, Testing Library cannot register its own cleanup.
  cleanup();
  // Each test starts as a first visit: no stored language, and <html> as index.html sets it.
  localStorage.clear();
  const html = document.documentElement;
  html.lang = 'ar';
  html.dir = 'rtl';
  html.className = 'font-arabic';
});
