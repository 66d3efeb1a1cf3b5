/**
 * User Timing mark set when the app starts rendering its first page (web/main.tsx), once the
 * page's code and words are loaded: `npm run bench:web` counts the JavaScript asked for before it.
 */
export const RENDER_START_MARK = 'souq:render-start';

/**
 * User Timing mark set when the app has taken over the page (the first page's commit: the server's
 * markup hydrated, or the app's own first render; web/app/router.tsx): from then on links, search
 * and buttons work.
 */
export const INTERACTIVE_MARK = 'souq:interactive';

/**
 * User Timing mark set when the app's root (the layout around the page) has hydrated, before the page's
 * own Suspense boundary (web/app/layout/app-layout.tsx): `npm run bench:web-timeline` splits a load's
 * hydration at it, the layout's part and the page's.
 */
export const ROOT_HYDRATED_MARK = 'souq:root-hydrated';

/** A start's marks are set once: the first commit, not a later one. */
function markOnce(name: string): void {
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
}

/** Sets ROOT_HYDRATED_MARK once, when the layout first commits. */
export function markRootHydrated(): void {
  markOnce(ROOT_HYDRATED_MARK);
}

let resolveFirstPage: () => void = () => {};
const firstPage = new Promise<void>((resolve) => {
  resolveFirstPage = resolve;
});

/** Sets INTERACTIVE_MARK once, when the first page commits (web/app/router.tsx). */
export function markInteractive(): void {
  markOnce(INTERACTIVE_MARK);
  resolveFirstPage();
}

/** The app starts without a server-rendered page to hydrate (web/main.tsx): nothing needs to wait for it. */
export function noPageToHydrate(): void {
  resolveFirstPage();
}

/** How long work that waits for the first page waits at most, should that page never commit (an error). */
const FIRST_PAGE_WAIT_MS = 5000;

/**
 * Settles once the server-rendered page the app started on has hydrated (INTERACTIVE_MARK), at
 * once when there was none, or after FIRST_PAGE_WAIT_MS: work that page does not need in order to
 * work (restoring the saved cache onto it, the connection banner and prompts, registering the
 * service worker) waits for it instead of competing with hydration on a slow phone
 * (docs/decisions/022, "Web, seventh round").
 */
export function firstPageSettled(): Promise<void> {
  // One wait for all who ask (the restore, the layout's parts, the worker's registration).
  return (settled ??= Promise.race([firstPage, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]));
}
let settled: Promise<void> | undefined;
