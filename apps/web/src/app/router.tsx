import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageSpinner } from '../components/Spinner';
import { HomeRedirect } from '../features/catalog/HomeRedirect';
import { RequireRole } from './guards/RequireRole';
import { ShopLayout } from './layouts/ShopLayout';

const shopper = ['CUSTOMER', 'ADMIN'] as const;

/**
 * A page (or layout) downloaded on its first visit. A spinner holds its place while the chunk
 * loads on a first visit straight to its URL; the layouts around it stay on screen.
 */
const lazyRoute = (load: () => Promise<ComponentType>) => ({
  HydrateFallback: PageSpinner,
  lazy: async () => ({ Component: await load() }),
});

/**
 * SPEC.md §2's route table. Only the pages a visit usually lands on (home, category, product)
 * are in the entry chunk; every other page is a lazy chunk, and shoppers never download the admin area.
 */
export const routes: RouteObject[] = [
  {
    ...lazyRoute(async () => (await import('./layouts/PlainLayout')).PlainLayout),
    children: [
      { path: '/login', ...lazyRoute(async () => (await import('../features/auth/LoginPage')).LoginPage) },
      {
        path: '/register',
        ...lazyRoute(async () => (await import('../features/auth/RegisterPage')).RegisterPage),
      },
      {
        path: '/forgot-password',
        ...lazyRoute(async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage),
      },
    ],
  },
  {
    path: '/admin',
    element: (
      <RequireRole allowed={['ADMIN']}>
        <Outlet />
      </RequireRole>
    ),
    // Shown while a lazy admin chunk loads on a first visit straight to an admin URL.
    HydrateFallback: PageSpinner,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/AdminLayout')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/admin/dashboard/DashboardPage')).DashboardPage,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/admin/dashboard/DashboardPage')).DashboardPage,
            }),
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('../features/admin/categories/CategoriesPage')).CategoriesPage,
            }),
          },
          {
            path: 'products',
            lazy: async () => ({
              Component: (await import('../features/admin/products/ProductsPage')).ProductsPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('../features/admin/orders/OrdersPage')).OrdersPage,
            }),
          },
          {
            path: 'returns',
            lazy: async () => ({
              Component: (await import('../features/admin/returns/ReturnsPage')).ReturnsPage,
            }),
          },
          {
            path: 'coupons',
            lazy: async () => ({
              Component: (await import('../features/admin/coupons/CouponsPage')).CouponsPage,
            }),
          },
          {
            path: 'company-details',
            lazy: async () => ({
              Component: (await import('../features/admin/company/CompanyDetailsPage')).CompanyDetailsPage,
            }),
          },
          {
            path: 'legal-pages',
            lazy: async () => ({
              Component: (await import('../features/admin/legal/LegalPagesPage')).LegalPagesPage,
            }),
          },
        ],
      },
    ],
  },
  {
    element: <ShopLayout />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      {
        path: '/:categorySlug',
        ...lazyRoute(async () => (await import('../features/catalog/CategoryHeroPage')).CategoryHeroPage),
      },
      {
        path: '/products/:categorySlug',
        ...lazyRoute(async () => (await import('../features/catalog/CategoryPage')).CategoryPage),
      },
      {
        path: '/product/:productId',
        ...lazyRoute(async () => (await import('../features/catalog/ProductPage')).ProductPage),
      },
      {
        path: '/search',
        ...lazyRoute(async () => (await import('../features/catalog/SearchPage')).SearchPage),
      },
      { path: '/cart', ...lazyRoute(async () => (await import('../features/cart/CartPage')).CartPage) },
      {
        path: '/wishlist',
        ...lazyRoute(async () => (await import('../features/wishlist/WishlistPage')).WishlistPage),
      },
      {
        path: '/legal/:slug',
        ...lazyRoute(async () => (await import('../features/legal/LegalPage')).LegalPage),
      },
      {
        // The guard stays in the entry chunk: it decides before any page chunk is worth loading.
        element: (
          <RequireRole allowed={[...shopper]}>
            <Outlet />
          </RequireRole>
        ),
        children: [
          {
            path: '/checkout',
            ...lazyRoute(async () => (await import('../features/checkout/CheckoutPage')).CheckoutPage),
          },
          {
            path: '/payment/status',
            ...lazyRoute(
              async () => (await import('../features/checkout/PaymentStatusPage')).PaymentStatusPage,
            ),
          },
          {
            path: '/profile',
            ...lazyRoute(async () => (await import('./layouts/AccountLayout')).AccountLayout),
            children: [
              {
                index: true,
                ...lazyRoute(
                  async () => (await import('../features/account/ProfileOverviewPage')).ProfileOverviewPage,
                ),
              },
              {
                path: 'orders',
                ...lazyRoute(
                  async () => (await import('../features/orders/OrderHistoryPage')).OrderHistoryPage,
                ),
              },
              {
                path: 'orders/:orderId/return',
                ...lazyRoute(
                  async () =>
                    (await import('../features/orders/returns/ReturnRequestPage')).ReturnRequestPage,
                ),
              },
              {
                path: 'edit',
                ...lazyRoute(
                  async () => (await import('../features/account/EditProfilePage')).EditProfilePage,
                ),
              },
              {
                path: 'addresses',
                ...lazyRoute(
                  async () => (await import('../features/account/AddressBookPage')).AddressBookPage,
                ),
              },
              {
                path: 'change-password',
                ...lazyRoute(
                  async () => (await import('../features/account/ChangePasswordPage')).ChangePasswordPage,
                ),
              },
            ],
          },
        ],
      },
      // The global catch-all (SPEC.md §2): unknown /admin/... and /profile/... paths land here too,
      // in the public shell, since their own branches list only the pages they have.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The browser's router. When the server rendered the page, the lazy pages its URL matches are
 * loaded first (the server preloads them), so hydration finds the same page rather than a spinner.
 */
export async function createRouter(serverRendered: boolean): Promise<ReturnType<typeof createBrowserRouter>> {
  const lazyMatches = serverRendered
    ? (matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [])
    : [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
