import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { applyToDocument, loadLanguage, type Language } from '#web/lib/i18n.tsx';

/** The app's query defaults, without retries or delays so failures show at once in tests. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

export type RenderPageResult = RenderResult & {
  queryClient: QueryClient;
  /** The router's current location (for "went to /" checks). */
  location: () => Location;
};

/**
 * Renders a page inside the real providers (fresh query cache, language with its loaded catalogs,
 * toasts) and a memory router at `route`. `path` is the route pattern when the page reads params.
 */
export async function renderPage(ui: ReactElement, options: { route?: string; path?: string; language?: Language; queryClient?: QueryClient } = {}): Promise<RenderPageResult> {
  const { route = '/', path = '*', language = 'ar' } = options;
  await loadLanguage(language, { allFeatures: true });
  applyToDocument(language);
  const queryClient = options.queryClient ?? createTestQueryClient();
  let current: Location | undefined;
  const result = render(
    <Providers queryClient={queryClient} language={language}>
      <MemoryRouter initialEntries={[route]}>
        <LocationSpy onChange={(location) => { current = location; }} />
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient, location: () => current! };
}
