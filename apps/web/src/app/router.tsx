import { matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { HomeRedirect } from '../features/catalog/HomeRedirect';
import { deferredSection } from './deferred-section';
import { RequireRole } from './guards/RequireRole';
import { ShopLayout } from './layouts/ShopLayout';
import { type LazyHandle, lazyRoute } from './lazy-page';

const shopper = ['CUSTOMER', 'ADMIN'] as const;
const productReviews = deferredSection(
  async () => (await import('../features/reviews/ProductReviews')).ProductReviews,
);

/** The sign-in pages, in the plain shell: each leads to another (a reset or a registration ends at /login). */
const signInPages: RouteObject[] = [
  { path: '/login', ...lazyRoute(async () => (await import('../features/auth/LoginPage')).LoginPage) },
  {
    path: '/register',
    ...lazyRoute(async () => (await import('../features/auth/RegisterPage')).RegisterPage),
  },
  {
    path: '/forgot-password',
    ...lazyRoute(async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage),
  },
  {
    path: '/staff/accept',
    ...lazyRoute(async () => (await import('../features/auth/AcceptInvitationPage')).AcceptInvitationPage),
  },
];

/**
 * docs/product.md §2's route table. The layouts and guards every visit needs are in the entry chunk; each
 * page is a lazy chunk of its own, and shoppers never download the admin area.
 */
export const routes: RouteObject[] = [
  {
    ...lazyRoute(async () => (await import('./layouts/PlainLayout')).PlainLayout),
    children: signInPages,
  },
  {
    path: '/admin',
    element: (
      <RequireRole allowed={['ADMIN']}>
        <Outlet />
      </RequireRole>
    ),
    children: [
      {
        ...lazyRoute(async () => (await import('./layouts/AdminLayout')).AdminLayout),
        children: [
          {
            index: true,
            ...lazyRoute(
              async () => (await import('../features/admin/dashboard/DashboardPage')).DashboardPage,
            ),
          },
          {
            path: 'dashboard',
            ...lazyRoute(
              async () => (await import('../features/admin/dashboard/DashboardPage')).DashboardPage,
            ),
          },
          {
            path: 'categories',
            ...lazyRoute(
              async () => (await import('../features/admin/categories/CategoriesPage')).CategoriesPage,
            ),
          },
          {
            path: 'products',
            ...lazyRoute(async () => (await import('../features/admin/products/ProductsPage')).ProductsPage),
          },
          {
            path: 'catalogue-files',
            ...lazyRoute(
              async () =>
                (await import('../features/admin/catalogue-files/CatalogueFilesPage')).CatalogueFilesPage,
            ),
          },
          {
            path: 'orders',
            ...lazyRoute(async () => (await import('../features/admin/orders/OrdersPage')).OrdersPage),
          },
          {
            path: 'shipping',
            ...lazyRoute(async () => (await import('../features/admin/shipping/ShippingPage')).ShippingPage),
          },
          {
            path: 'returns',
            ...lazyRoute(async () => (await import('../features/admin/returns/ReturnsPage')).ReturnsPage),
          },
          {
            path: 'customers',
            ...lazyRoute(
              async () => (await import('../features/admin/customers/CustomersPage')).CustomersPage,
            ),
          },
          {
            path: 'coupons',
            ...lazyRoute(async () => (await import('../features/admin/coupons/CouponsPage')).CouponsPage),
          },
          {
            path: 'banners',
            ...lazyRoute(async () => (await import('../features/admin/banners/BannersPage')).BannersPage),
          },
          {
            path: 'reports',
            ...lazyRoute(async () => (await import('../features/admin/reports/ReportsPage')).ReportsPage),
          },
          {
            path: 'company-details',
            ...lazyRoute(
              async () => (await import('../features/admin/company/CompanyDetailsPage')).CompanyDetailsPage,
            ),
          },
          {
            path: 'legal-pages',
            ...lazyRoute(async () => (await import('../features/admin/legal/LegalPagesPage')).LegalPagesPage),
          },
          {
            path: 'staff',
            ...lazyRoute(async () => (await import('../features/admin/staff/StaffPage')).StaffPage),
          },
          {
            path: 'audit-log',
            ...lazyRoute(async () => (await import('../features/admin/audit/AuditLogPage')).AuditLogPage),
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
        // Catalog and reviews are features of their own; the product page gets its reviews here. The
        // server draws them with the page; a browser fetches their code after the page's own.
        ...lazyRoute(async () => {
          const { ProductPage } = await import('../features/catalog/ProductPage');
          return function ProductPageWithReviews() {
            return (
              <ProductPage
                reviews={(productId) => (
                  <productReviews.Section productId={productId} placeholder={<div className="min-h-96" />} />
                )}
              />
            );
          };
        }),
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
        // The signed link in a COD shopper's message: no sign-in, the token is the proof.
        path: '/cod/:token',
        ...lazyRoute(
          async () => (await import('../features/cod-confirmation/CodConfirmationPage')).CodConfirmationPage,
        ),
      },
      {
        path: '/legal/:slug',
        ...lazyRoute(async () => (await import('../features/legal/LegalPage')).LegalPage),
      },
      {
        path: '/policies/:topic',
        ...lazyRoute(async () => (await import('../features/policies/StorePolicyPage')).StorePolicyPage),
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
            path: '/track/:orderId',
            ...lazyRoute(async () => (await import('../features/orders/TrackingPage')).TrackingPage),
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
                path: 'orders/:orderId',
                ...lazyRoute(
                  async () => (await import('../features/orders/OrderDetailPage')).OrderDetailPage,
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
                path: 'store-credit',
                ...lazyRoute(
                  async () => (await import('../features/account/StoreCreditPage')).StoreCreditPage,
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
      // The global catch-all (docs/product.md §2): unknown /admin/... and /profile/... paths land here too,
      // in the public shell, since their own branches list only the pages they have.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The storefront's pages for the URL the router is at (inside BrowserRouter or StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the chunks of the lazy pages a path opens with. The server draws a page only after this,
 * and the browser hydrates one only after it, so both draw the page itself rather than a spinner.
 */
export async function preloadPagesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyHandle | undefined)?.preload()));
}

/** What the server draws `pathname` with: the page's code, and the sections a browser fetches later. */
export async function preloadForServer(pathname: string): Promise<void> {
  await Promise.all([preloadPagesFor(pathname), productReviews.preload()]);
}

/**
 * Fetches the code of every sign-in page. The plain shell calls it once it is on screen, so the next
 * one (/login after a reset or a registration) is drawn in the same render as its URL, not as a
 * spinner while its chunk downloads: text typed in that moment had no form to go into.
 */
export async function preloadSignInPages(): Promise<void> {
  await Promise.all(signInPages.map((page) => (page.handle as LazyHandle).preload()));
}
