import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage, RedirectIfSignedIn, RequireAuth, RequireRole } from './guards.tsx';
import { RouteError } from './route-error.tsx';

type Guard = 'auth' | 'seller' | 'admin' | 'guest';

/** A lazily loaded page: every page is its own chunk, so the first load stays light. */
function page(load: () => Promise<Record<string, ComponentType>>, name: string, guard?: Guard): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = (await load())[name]!;
      if (!guard) return { Component: Page };
      const Wrapped = () =>
        guard === 'auth' ? <RequireAuth><Page /></RequireAuth>
        : guard === 'guest' ? <RedirectIfSignedIn><Page /></RedirectIfSignedIn>
        : guard === 'seller' ? <RequireRole role="seller"><Page /></RequireRole>
        : <RequireRole role="admin"><Page /></RequireRole>;
      return { Component: Wrapped };
    },
  };
}

function CategoryRedirect() {
  const { id } = useParams();
  return <Navigate to={`/products?category=${encodeURIComponent(id ?? '')}`} replace />;
}


const infoPages = ['how-it-works', 'seller-guide', 'buyer-guide', 'faq', 'contact', 'returns', 'shipping', 'support', 'privacy', 'terms', 'cookies'];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('#web/features/catalogue/home-page.tsx'), 'HomePage') },
      { path: 'products', ...page(() => import('#web/features/catalogue/products-page.tsx'), 'ProductsPage') },
      { path: 'products/:id', ...page(() => import('#web/features/catalogue/product-page.tsx'), 'ProductPage') },
      { path: 'category/:id', element: <CategoryRedirect /> },
      { path: 'stores', ...page(() => import('#web/features/store/stores-page.tsx'), 'StoresPage') },
      { path: 'stores/:slug', ...page(() => import('#web/features/store/store-page.tsx'), 'StorePage') },
      { path: 'auth', ...page(() => import('#web/features/auth/auth-page.tsx'), 'AuthPage', 'guest') },
      { path: 'login', element: <Navigate to="/auth" replace /> },
      { path: 'profile', ...page(() => import('#web/features/profile/profile-page.tsx'), 'ProfilePage', 'auth') },
      { path: 'cart', ...page(() => import('#web/features/cart/cart-page.tsx'), 'CartPage', 'auth') },
      { path: 'wishlist', ...page(() => import('#web/features/wishlist/wishlist-page.tsx'), 'WishlistPage', 'auth') },
      { path: 'checkout', ...page(() => import('#web/features/checkout/checkout-page.tsx'), 'CheckoutPage', 'auth') },
      { path: 'checkout/confirmation/:checkoutId', ...page(() => import('#web/features/checkout/confirmation-page.tsx'), 'ConfirmationPage', 'auth') },
      { path: 'orders', ...page(() => import('#web/features/orders/orders-page.tsx'), 'OrdersPage', 'auth') },
      { path: 'orders/:id', ...page(() => import('#web/features/orders/order-page.tsx'), 'OrderPage', 'auth') },
      { path: 'reorder/:id', ...page(() => import('#web/features/orders/reorder-page.tsx'), 'ReorderPage', 'auth') },
      { path: 'track/:id', ...page(() => import('#web/features/orders/track-page.tsx'), 'TrackPage', 'auth') },
      { path: 'sell', ...page(() => import('#web/features/seller/product-wizard-page.tsx'), 'ProductWizardPage', 'auth') },
      // The seller and admin dashboards run their own guard (their 'Unauthorized' toast goes to /auth).
      { path: 'seller', ...page(() => import('#web/features/seller/dashboard-page.tsx'), 'SellerDashboardPage') },
      { path: 'seller/dashboard', ...page(() => import('#web/features/seller/dashboard-page.tsx'), 'SellerDashboardPage') },
      { path: 'seller/register', element: <Navigate to="/auth" replace /> },
      { path: 'seller/store/create', ...page(() => import('#web/features/seller/store-create-page.tsx'), 'StoreCreatePage', 'seller') },
      { path: 'seller/store/:id/edit', ...page(() => import('#web/features/seller/store-edit-page.tsx'), 'StoreEditPage', 'seller') },
      { path: 'seller/store/:id/products', ...page(() => import('#web/features/seller/store-products-page.tsx'), 'StoreProductsPage', 'seller') },
      { path: 'seller/store/:id/products/create', ...page(() => import('#web/features/seller/product-wizard-page.tsx'), 'ProductWizardPage', 'seller') },
      { path: 'seller/store/:id/products/mass-create', ...page(() => import('#web/features/bulk/bulk-create-page.tsx'), 'BulkCreatePage', 'auth') },
      { path: 'seller/store/:id/orders', ...page(() => import('#web/features/orders/seller-orders-page.tsx'), 'SellerOrdersPage', 'seller') },
      { path: 'seller/products/:id/edit', ...page(() => import('#web/features/seller/product-edit-page.tsx'), 'ProductEditPage', 'seller') },
      { path: 'admin/dashboard', ...page(() => import('#web/features/admin/admin-dashboard-page.tsx'), 'AdminDashboardPage') },
      { path: 'admin/orders/:id', ...page(() => import('#web/features/admin/admin-order-page.tsx'), 'AdminOrderPage', 'admin') },
      { path: 'street', ...page(() => import('#web/features/street/street-page.tsx'), 'StreetPage') },
      { path: 'mainpage1', ...page(() => import('#web/features/landing/landing-page.tsx'), 'LandingPage') },
      ...infoPages.map((slug) => ({ path: slug, ...page(() => import('#web/features/info/info-page.tsx'), 'InfoPage') })),
      // A single segment that is no app path is a store slug; the store page shows Page Not Found otherwise.
      { path: ':slug', ...page(() => import('#web/features/store/store-page.tsx'), 'StoreBySlugPage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The 3D tour is full-screen, without the shop chrome.
  { path: 'street/tour', errorElement: <RouteError />, ...page(() => import('#web/features/tour/tour-page.tsx'), 'TourPage') },
];

export const createRouter = () => createBrowserRouter(routes);
