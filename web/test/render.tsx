import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useEffect, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { i18n, type Messages } from '@lingui/core';
import { Providers } from '#web/app/providers.tsx';
import type { Persister } from '@tanstack/react-query-persist-client';

/** Each render starts with nothing restored and keeps nothing: no test sees another's cache. */
const memoryPersister = (): Persister => ({ persistClient: () => undefined, restoreClient: () => undefined, removeClient: () => undefined });
import { createQueryClient } from '#web/lib/query-client.ts';
import { applyToDocument, loadLanguage, type Language } from '#web/lib/i18n.tsx';

/** The app's query defaults, without retries or delays so failures show at once in tests. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

// Catalogs are merged into one dictionary and an id shared by two features takes the last one
// loaded. In the app the page's own catalog loads with the page; tests do the same with `feature`.
const featureCatalogs = import.meta.glob<{ messages: Messages }>('../features/*/locales/*.po');

async function loadOwnCatalogLast(feature: string | undefined, language: Language) {
  const load = feature && featureCatalogs[`../features/${feature}/locales/${language}.po`];
  if (load) i18n.load(language, (await load()).messages);
}

// The persisted cache restores after the first render and then asks the server who is signed in. A test
// that ends sooner would leave that work to finish after its window is gone (an unhandled error that fails
// the run): web/test/setup.ts waits for every restoration after each test.
const restorations = new Set<Promise<void>>();
function RestoreSpy({ onDone }: { onDone: () => void }) {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) onDone();
  }, [restoring, onDone]);
  return null;
}

/** Waits (at most 2 s) for the restorations of this test's renders to end. */
export async function settleRestorations() {
  const pending = [...restorations];
  restorations.clear();
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
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
 * toasts) and a memory router at `route`. `path` is the route pattern when the page reads params;
 * `feature` names the page's feature folder, whose catalog then wins like in the app.
 */
export async function renderPage(ui: ReactElement, options: { route?: string; path?: string; language?: Language; queryClient?: QueryClient; feature?: string } = {}): Promise<RenderPageResult> {
  const { route = '/', path = '*', language = 'ar' } = options;
  // A fresh IndexedDB per render: the persisted query cache of one test must not leak into the next.
  globalThis.indexedDB = new IDBFactory();
  // A fresh tab too: an action a visitor left for after sign-in (web/lib/pending-action.ts) must not run in the next test.
  sessionStorage.clear();
  await loadLanguage(language, { allFeatures: true });
  await loadOwnCatalogLast(options.feature, language);
  applyToDocument(language);
  const queryClient = options.queryClient ?? createTestQueryClient();
  let current: Location | undefined;
  let restored!: () => void;
  restorations.add(new Promise<void>((resolve) => { restored = resolve; }));
  const result = render(
    <Providers queryClient={queryClient} language={language} persister={memoryPersister()}>
      <RestoreSpy onDone={restored} />
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
