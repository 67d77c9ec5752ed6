import { createBrowserRouter, Outlet } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageSpinner } from '../components/Spinner';
import { AddressBookPage } from '../features/account/AddressBookPage';
import { ChangePasswordPage } from '../features/account/ChangePasswordPage';
import { EditProfilePage } from '../features/account/EditProfilePage';
import { ProfileOverviewPage } from '../features/account/ProfileOverviewPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { CartPage } from '../features/cart/CartPage';
import { CategoryHeroPage } from '../features/catalog/CategoryHeroPage';
import { CategoryPage } from '../features/catalog/CategoryPage';
import { HomeRedirect } from '../features/catalog/HomeRedirect';
import { ProductPage } from '../features/catalog/ProductPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { PaymentStatusPage } from '../features/checkout/PaymentStatusPage';
import { LegalPage } from '../features/legal/LegalPage';
import { OrderHistoryPage } from '../features/orders/OrderHistoryPage';
import { WishlistPage } from '../features/wishlist/WishlistPage';
import { RequireRole } from './guards/RequireRole';
import { AccountLayout } from './layouts/AccountLayout';
import { PlainLayout } from './layouts/PlainLayout';
import { ShopLayout } from './layouts/ShopLayout';

const shopper = ['CUSTOMER', 'ADMIN'] as const;

/** SPEC.md §2's route table. The admin area is a lazy chunk that shoppers never download. */
export const router = createBrowserRouter([
  {
    element: <PlainLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    element: <ShopLayout />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/:categorySlug', element: <CategoryHeroPage /> },
      { path: '/products/:categorySlug', element: <CategoryPage /> },
      { path: '/product/:productId', element: <ProductPage /> },
      { path: '/cart', element: <CartPage /> },
      { path: '/wishlist', element: <WishlistPage /> },
      { path: '/legal/:slug', element: <LegalPage /> },
      {
        path: '/checkout',
        element: (
          <RequireRole allowed={[...shopper]}>
            <CheckoutPage />
          </RequireRole>
        ),
      },
      {
        path: '/payment/status',
        element: (
          <RequireRole allowed={[...shopper]}>
            <PaymentStatusPage />
          </RequireRole>
        ),
      },
      {
        path: '/profile',
        element: (
          <RequireRole allowed={[...shopper]}>
            <AccountLayout />
          </RequireRole>
        ),
        children: [
          { index: true, element: <ProfileOverviewPage /> },
          { path: 'orders', element: <OrderHistoryPage /> },
          { path: 'edit', element: <EditProfilePage /> },
          { path: 'addresses', element: <AddressBookPage /> },
          { path: 'change-password', element: <ChangePasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
