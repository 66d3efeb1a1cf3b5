import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, matchRoutes, Navigate, renderMatches, useLocation, useParams, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage, RedirectIfSignedIn, RequireAuth, RequireRole } from './guards.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { Spinner } from '#web/ui/states.tsx';
import { loadFeatureCatalog, SHARED_CATALOG, type Language } from '#web/lib/i18n.tsx';
import { markInteractive } from '#web/lib/performance-marks.ts';

// Declarative routes (no loaders needed): about half the size of the data router in the first load.
// Every page is its own lazy chunk.

type Guard = 'auth' | 'seller' | 'admin' | 'guest';
/** `prerender`: public pages the server renders into the HTML for a visitor who is not signed in (web/prerender). */
type Page = { path: string; component: PageComponent; guard?: Guard; prerender?: true };

/**
 * `chunk`: the build's name for its code (web/build-plugins.ts pageChunks), for the server to preload it;
 * `catalogs`: its words' catalogs, which the server sends inside the page it renders (web/prerender).
 */
type PageComponent = ComponentType & { preload: (language?: Language) => Promise<unknown>; chunk: string; catalogs: string[] };

/**
 * A page chunk; its feature's catalog (named by its folder) loads alongside it. Once both are
 * loaded the page renders at once instead of suspending, so an app started on a page that was
 * preloaded (or rendered on the server) shows it in its first commit, with no spinner in between.
 */
function lazyPage(feature: string, load: () => Promise<Record<string, ComponentType>>, name: string): PageComponent {
  let ready: ComponentType | undefined;
  const loadBoth = (language?: Language) =>
    Promise.all([load(), loadFeatureCatalog(feature, language)]).then(([module]) => (ready = module[name]!));
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => ({ default: await loadBoth() }));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the page.
    const [Component] = useState(() => ready ?? Lazy);
    // The first page's commit: for a page the server rendered, once React has hydrated it (its
    // Suspense boundary hydrates after the app's root); from then on its links, search and buttons work.
    useEffect(markInteractive, []);
    return <Component />;
  }
  return Object.assign(Page, { preload: loadBoth, chunk: `page:${name}`, catalogs: [SHARED_CATALOG, feature] });
}

function Guarded({ guard, children }: { guard?: Guard; children: React.ReactNode }) {
  if (guard === 'auth') return <RequireAuth>{children}</RequireAuth>;
  if (guard === 'guest') return <RedirectIfSignedIn>{children}</RedirectIfSignedIn>;
  if (guard === 'seller') return <RequireRole role="seller">{children}</RequireRole>;
  if (guard === 'admin') return <RequireRole role="admin">{children}</RequireRole>;
  return <>{children}</>;
}

function CategoryRedirect() {
  const { id } = useParams();
  return <Navigate to={`/products?category=${encodeURIComponent(id ?? '')}`} replace />;
}

/** Each navigation starts at the top of the new page (the browser restores positions on back/forward). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // A block body: newer Chromium returns a promise from scrollTo, and an effect may only return a clean-up.
  useEffect(() => {
    // Not on start: the visitor may already have scrolled the page the server rendered.
    if (first.current) first.current = false;
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

const infoPage = lazyPage('info', () => import('#web/features/info/info-page.tsx'), 'InfoPage');
const infoPaths = ['how-it-works', 'seller-guide', 'buyer-guide', 'faq', 'contact', 'returns', 'shipping', 'support', 'privacy', 'terms', 'cookies'];

export const pages: Page[] = [
  { path: '/', prerender: true, component: lazyPage('catalogue', () => import('#web/features/catalogue/home-page.tsx'), 'HomePage') },
  { path: '/products', prerender: true, component: lazyPage('catalogue', () => import('#web/features/catalogue/products-page.tsx'), 'ProductsPage') },
  { path: '/products/:id', prerender: true, component: lazyPage('catalogue', () => import('#web/features/catalogue/product-page.tsx'), 'ProductPage') },
  { path: '/stores', prerender: true, component: lazyPage('store', () => import('#web/features/store/stores-page.tsx'), 'StoresPage') },
  { path: '/stores/:slug', prerender: true, component: lazyPage('store', () => import('#web/features/store/store-page.tsx'), 'StorePage') },
  { path: '/auth', component: lazyPage('auth', () => import('#web/features/auth/auth-page.tsx'), 'AuthPage'), guard: 'guest' },
  { path: '/profile', component: lazyPage('profile', () => import('#web/features/profile/profile-page.tsx'), 'ProfilePage'), guard: 'auth' },
  { path: '/cart', component: lazyPage('cart', () => import('#web/features/cart/cart-page.tsx'), 'CartPage'), guard: 'auth' },
  { path: '/wishlist', component: lazyPage('wishlist', () => import('#web/features/wishlist/wishlist-page.tsx'), 'WishlistPage'), guard: 'auth' },
  { path: '/checkout', component: lazyPage('checkout', () => import('#web/features/checkout/checkout-page.tsx'), 'CheckoutPage'), guard: 'auth' },
  { path: '/checkout/confirmation/:checkoutId', component: lazyPage('checkout', () => import('#web/features/checkout/confirmation-page.tsx'), 'ConfirmationPage'), guard: 'auth' },
  { path: '/orders', component: lazyPage('orders', () => import('#web/features/orders/orders-page.tsx'), 'OrdersPage'), guard: 'auth' },
  { path: '/orders/:id', component: lazyPage('orders', () => import('#web/features/orders/order-page.tsx'), 'OrderPage'), guard: 'auth' },
  { path: '/reorder/:id', component: lazyPage('orders', () => import('#web/features/orders/reorder-page.tsx'), 'ReorderPage'), guard: 'auth' },
  { path: '/track/:id', component: lazyPage('orders', () => import('#web/features/orders/track-page.tsx'), 'TrackPage'), guard: 'auth' },
  { path: '/sell', component: lazyPage('seller', () => import('#web/features/seller/product-wizard-page.tsx'), 'ProductWizardPage'), guard: 'auth' },
  { path: '/seller', component: lazyPage('seller', () => import('#web/features/seller/dashboard-page.tsx'), 'SellerDashboardPage') },
  { path: '/seller/dashboard', component: lazyPage('seller', () => import('#web/features/seller/dashboard-page.tsx'), 'SellerDashboardPage') },
  { path: '/seller/store/create', component: lazyPage('seller', () => import('#web/features/seller/store-create-page.tsx'), 'StoreCreatePage'), guard: 'seller' },
  { path: '/seller/store/:id/edit', component: lazyPage('seller', () => import('#web/features/seller/store-edit-page.tsx'), 'StoreEditPage'), guard: 'seller' },
  { path: '/seller/store/:id/products', component: lazyPage('seller', () => import('#web/features/seller/store-products-page.tsx'), 'StoreProductsPage'), guard: 'seller' },
  { path: '/seller/store/:id/products/create', component: lazyPage('seller', () => import('#web/features/seller/product-wizard-page.tsx'), 'ProductWizardPage'), guard: 'seller' },
  { path: '/seller/store/:id/products/mass-create', component: lazyPage('bulk', () => import('#web/features/bulk/bulk-create-page.tsx'), 'BulkCreatePage'), guard: 'auth' },
  { path: '/seller/store/:id/orders', component: lazyPage('orders', () => import('#web/features/orders/seller-orders-page.tsx'), 'SellerOrdersPage'), guard: 'seller' },
  { path: '/seller/products/:id/edit', component: lazyPage('seller', () => import('#web/features/seller/product-edit-page.tsx'), 'ProductEditPage'), guard: 'seller' },
  { path: '/admin/dashboard', component: lazyPage('admin', () => import('#web/features/admin/admin-dashboard-page.tsx'), 'AdminDashboardPage') },
  { path: '/admin/orders/:id', component: lazyPage('admin', () => import('#web/features/admin/admin-order-page.tsx'), 'AdminOrderPage'), guard: 'admin' },
  { path: '/street', component: lazyPage('street', () => import('#web/features/street/street-page.tsx'), 'StreetPage') },
  { path: '/mainpage1', component: lazyPage('landing', () => import('#web/features/landing/landing-page.tsx'), 'LandingPage') },
  { path: '/:slug', prerender: true, component: lazyPage('store', () => import('#web/features/store/store-page.tsx'), 'StoreBySlugPage') },
  ...infoPaths.map((slug) => ({ path: `/${slug}`, component: infoPage, prerender: true as const })),
];

/**
 * Starts fetching the first page's chunk and words while the app itself starts, instead of after
 * its first render: one round trip less before the page paints on a slow network.
 */
export function preloadPage(pathname: string, language: Language): Promise<unknown> {
  return pageFor(pathname)?.component.preload(language).catch(() => undefined) ?? Promise.resolve();
}

/** The page a path shows, ranked the way <Routes> ranks them (`/cart` before `/:slug`). */
export function pageFor(pathname: string): Page | undefined {
  const parts = decodedPath(pathname).toLowerCase().split('/').slice(1);
  if (parts.at(-1) === '') parts.pop(); // a trailing slash
  const fixed = routeTable().fixed.get(parts.join('/'));
  if (fixed) return fixed.page;
  const matches = ({ segments }: RouteEntry) => segments.length === parts.length && segments.every((segment, i) => (segment === null ? parts[i] !== '' : segment === parts[i]));
  return routeTable().withParams.find(matches)?.page;
}

/** The path's segments decoded, as React Router matches them (`/produc%74s` is `/products`). */
function decodedPath(pathname: string) {
  try {
    return pathname.split('/').map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F')).join('/');
  } catch {
    return pathname; // a malformed escape: React Router matches the path as it is
  }
}

type RouteEntry = { page: Page | undefined; segments: (string | null)[] };
let routes: { fixed: Map<string, RouteEntry>; withParams: RouteEntry[] } | undefined;

/**
 * The routes' paths, split once. React Router's matchRoutes flattens and ranks every route on
 * each call (~20 ms on the bench's phone, in the task that starts the app); these paths need less:
 * no path repeats, and among paths with parameters, the one with more fixed segments wins, as
 * <Routes> ranks them (web/app/router.test.tsx compares the two on every route).
 */
function routeTable() {
  if (routes) return routes;
  const entries = [...pages.map((page) => ({ path: page.path, page })), ...NON_PAGE_PATHS.map((path) => ({ path, page: undefined }))].map(({ path, page }) => ({
    page,
    // Paths match whatever their case (as in React Router); a parameter matches any one segment.
    segments: path.toLowerCase().split('/').slice(1).filter(Boolean).map((segment) => (segment.startsWith(':') ? null : segment)),
  }));
  const fixedCount = (entry: RouteEntry) => entry.segments.filter((segment) => segment !== null).length;
  routes = {
    fixed: new Map(entries.filter((entry) => !entry.segments.includes(null)).map((entry) => [entry.segments.join('/'), entry])),
    withParams: entries.filter((entry) => entry.segments.includes(null)).sort((a, b) => fixedCount(b) - fixedCount(a)),
  };
  return routes;
}

// Routes that are not pages of their own: the full-screen tour and redirects.
const TOUR_PATH = '/street/tour';
const CATEGORY_PATH = '/category/:id';
const AUTH_ALIASES = ['/login', '/seller/register'];
const NON_PAGE_PATHS = [TOUR_PATH, CATEGORY_PATH, ...AUTH_ALIASES];

const TourPage = lazyPage('tour', () => import('#web/features/tour/tour-page.tsx'), 'TourPage');

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The routes, under the browser's router (above) or the server's (web/prerender). */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <PageRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * What `useRoutes(routesFor(pathname))` renders, with the path matched once per path instead of at every
 * render: React Router's useRoutes flattens, ranks and matches its routes each time, and this renders
 * several times while the first page starts (hydration, the restored cache, the signed-in visitor).
 */
function PageRoutes() {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routesFor(pathname), pathname), [pathname]);
  return renderMatches(matches);
}

/**
 * The route tree for a path, with only the page `pageFor` picks among the pages: React Router flattens
 * and ranks every route it is given at each render of the routes (~30 ms of the bench's phone's start
 * with all ~45), and the page it would pick from all of them is that one (web/app/router.test.tsx checks
 * both give the same route for every path). Each path's tree is built once, so its elements are the same
 * at every render.
 */
export function routesFor(pathname: string): RouteObject[] {
  const page = pageFor(pathname);
  let tree = treeByPage.get(page);
  if (!tree) treeByPage.set(page, (tree = routeTree((candidate) => candidate === page)));
  return tree;
}
const treeByPage = new Map<Page | undefined, RouteObject[]>();

/** Every route, for the test that compares React Router's ranking of them with `routesFor`'s. */
export const allRoutes = () => routeTree(() => true);

function routeTree(shows: (page: Page) => boolean): RouteObject[] {
  return [
    // The 3D tour is full-screen, without the shop chrome.
    { path: TOUR_PATH, element: <TourPage /> },
    {
      element: <AppLayout />,
      children: [
        ...pages.filter(shows).map(({ path, component: Page, guard }) => ({ path, element: <Guarded guard={guard}><Page /></Guarded> })),
        { path: CATEGORY_PATH, element: <CategoryRedirect /> },
        ...AUTH_ALIASES.map((path) => ({ path, element: <Navigate to="/auth" replace /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
