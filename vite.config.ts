/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import UnoCSS from 'unocss/vite';
import { pwaPlugin } from './web/pwa.config.ts';
import { emitBuildId, sourcesBuildId, fontFaces, pageChunks, precacheGroups, choosePageFont, compileEagerly } from './web/build-plugins.ts';

// Tests of what only the SQLite engine has: its file backups, its reader threads and statement cache, its
// connection lock and query plans (PostgreSQL's plans are checked in api/catalogue/pg/).
const SQLITE_ONLY_TESTS = [
  'api/backup/**', 'api/catalogue/read-pool.test.ts', 'api/catalogue/list-query-plans.test.ts',
  'api/db/statement-cache.test.ts', 'api/db/database.test.ts',
  'api/catalogue/sqlite-catalogue-sql.test.ts', 'api/stores/store-place-migration.test.ts', 'api/db/search-index-upkeep.test.ts',
  'api/catalogue/search-memory.test.ts', 'api/catalogue/list-columns.test.ts',
];

const apiPort = process.env.API_PORT ?? '3001';
/**
 * Modules shared by the buyer's pages: the kit, shared data and contract, the libraries they use, and the
 * catalogue's and stores' queries (a kilobyte each: as chunks of their own they were one more request of a
 * rendered page's head, past the six a browser sends at once over HTTP/1.1; docs/decisions/022, "Web,
 * eleventh round").
 */
const SHOP_MODULES = /web[\\/](ui|lib)[\\/](?!offline)|web[\\/]features[\\/](catalogue|store)[\\/]queries\.ts|api[\\/]contract|node_modules[\\/]tslib/;
/** The public pages a buyer lands on (home, products, a product, stores, a store). */
const PUBLIC_PAGES = /web[\\/]features[\\/](catalogue|store)[\\/]/;
/** The chunk of the code the public pages share (the kit, shared data, the contract). */
const SHOP_CHUNK = 'shop';
/** A buyer's other pages: her cart, checkout, orders, wishlist, profile, sign-in. */
const ACCOUNT_PAGES = /web[\\/]features[\\/](cart|checkout|orders|wishlist|profile|auth)[\\/]/;
/**
 * The rich widgets (Radix and what it uses), kept out of the first view's chunks: pages draw plain
 * stand-ins and load these when idle or at the first tap (web/ui/lazy-widget.ts, docs/decisions/022).
 */
const WIDGET_MODULES = /web[\\/]ui[\\/](select-rich|filter-sheet-dialog|dialog|tooltip|toast-viewport)\.tsx|node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|use-callback-ref|use-sidecar|react-style-singleton|aria-hidden|get-nonce|detect-node-es)/;
/**
 * The toasts and the Radix parts they stand on, apart from the other widgets: a toast is the answer to
 * a tap (a visitor's "please sign in", "added to cart"), often the page's first, and it should not wait
 * for the selects', menus' and dialogs' code (a third of the size) on a slow link. The widgets import
 * these shared parts from this chunk (docs/decisions/022, "Web, ninth round").
 */
const TOAST_MODULES = /web[\\/]ui[\\/]toast-viewport\.tsx|node_modules[\\/]@radix-ui[\\/](primitive|react-(toast|collection|compose-refs|context|dismissable-layer|portal|presence|primitive|slot|visually-hidden|use-[a-z-]+))[\\/]/;
/**
 * Whether a module of the kit, shared data or contract is imported by these pages' code (directly or
 * through other modules): the shared chunks below take only what their pages import, so a buyer's first
 * page downloads neither the seller's forms nor checkout's, and her other pages still come in a few files.
 */
const sharedBy = (pages: RegExp, chunk: string) => (moduleId: string, ctx: ChunkingContext): string | null => {
  if (!SHOP_MODULES.test(moduleId)) return null;
  const seen = new Set<string>();
  const reaches = (id: string): boolean => {
    if (pages.test(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return (ctx.getModuleInfo(id)?.importers ?? []).some(reaches);
  };
  return reaches(moduleId) ? chunk : null;
};
type ChunkingContext = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * React Router 7 exports only its development build (remix-run/react-router#14102): its warnings' checks
 * run at every render of <Routes> and their text ships to the phone. Builds take the production build
 * the package carries beside it; tests and the dev server keep the warnings.
 */
const reactRouterForBuilds = {
  alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
};

/**
 * The build's id: a hash of the sources for a build, so a rebuild of the same code names its files alike; the
 * dev server and the tests need any id, and skip hashing the sources at every start.
 */
const appBuildFor = (command: 'build' | 'serve') =>
  process.env.APP_BUILD ?? (command === 'build' ? sourcesBuildId(fileURLToPath(new URL('.', import.meta.url))) : Date.now().toString(36));

/**
 * The server's pre-render (web/prerender/entry.tsx) is a second, Node build into dist-server/,
 * outside the folder the server publishes; everything is bundled so it needs no node_modules layout.
 */
const prerenderBuild = (appBuild: string): UserConfig => ({
  root: 'web',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), UnoCSS()],
  // React's production build: the server renders every public page.
  define: { __APP_BUILD__: JSON.stringify(appBuild), 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: reactRouterForBuilds,
  ssr: { noExternal: true },
  build: { ssr: 'prerender/entry.tsx', outDir: '../dist-server', emptyOutDir: true, target: 'node20', reportCompressedSize: false },
});

export default defineConfig(({ isSsrBuild, command }) => {
  const appBuild = appBuildFor(command);
  return isSsrBuild ? prerenderBuild(appBuild) : {
  root: 'web',
  resolve: command === 'build' ? reactRouterForBuilds : undefined,
  define: { __APP_BUILD__: JSON.stringify(appBuild) },
  publicDir: '../public',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    UnoCSS(),
    pwaPlugin(),
    fontFaces(),
    choosePageFont(),
    emitBuildId(appBuild),
    pageChunks(),
    precacheGroups(),
    // What a buyer's first page runs as it starts: the entry, the public pages and the code they share.
    // The server's build has an entry of its own (prerender/entry.tsx): only the browser's files are marked.
    compileEagerly((chunk) => chunk.fileName.startsWith('assets/') && (chunk.isEntry || chunk.name === SHOP_CHUNK || PUBLIC_PAGES.test(chunk.facadeModuleId ?? ''))),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // The public pages' shared code (cards, cart, filters, their Radix parts) in one chunk instead
        // of some twenty small ones: on a slow phone each file is a round trip (docs/decisions/022).
        // What the entry needs stays with it (the first group), so the first load does not grow.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            { name: 'toast', test: TOAST_MODULES, priority: 3 },
            { name: 'widgets', test: WIDGET_MODULES, priority: 2 },
            { name: sharedBy(PUBLIC_PAGES, SHOP_CHUNK), minShareCount: 2, priority: 1 },
            { name: sharedBy(ACCOUNT_PAGES, 'account'), minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/objects': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['api/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          pool: 'forks',
        },
      },
      {
        // The same engine code on PostgreSQL: one throwaway cluster for the run (docs/decisions/028).
        extends: true,
        test: {
          name: 'api-pg',
          root: '.',
          include: ['api/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['api/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // The API suite again, with the services on PostgreSQL (docs/decisions/030): DATABASE_URL only picks
        // the engine here; each test app gets its own database in the run's throwaway cluster.
        extends: true,
        test: {
          name: 'api-on-postgres',
          root: '.',
          include: ['api/**/*.test.ts'],
          exclude: ['api/**/*.pg.test.ts', ...SQLITE_ONLY_TESTS],
          environment: 'node',
          env: { DATABASE_URL: 'postgres://the-test-cluster' },
          globalSetup: ['api/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup.ts'],
          // A ceiling, not a wait: a page test renders the real providers and catalogs, which takes
          // several seconds on a loaded machine (the asyncUtilTimeout of web/test/setup.ts likewise).
          testTimeout: 30_000,
        },
      },
    ],
  },
};
});
