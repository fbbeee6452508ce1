import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RemoteRoute } from '../federation/remote-route';
import { RemoteBoundary } from '../federation/remote-boundary';
import { MainLayout } from '../features/layout/main-layout';
import { AuthLayout } from '../features/layout/auth-layout';

/** The spec's route table: each path and the remote route module that renders it. */
export const MAIN_ROUTES: Record<string, string> = {
  '/': 'storefront/HomePage',
  '/about': 'storefront/AboutPage',
  '/contact': 'storefront/ContactPage',
  '/cart': 'storefront/CartPage',
  '/profile': 'storefront/ProfilePage',
  '/products': 'storefront/ProductsPage',
  '/products/:id': 'storefront/ProductPage',
  '/checkout': 'storefront/CheckoutPage',
  '/orders/:id': 'storefront/OrderPage',
  '/seller/products': 'backoffice/SellerProductsPage',
  '/seller/products/add': 'backoffice/SellerProductCreatePage',
  '/seller/products/:id/edit': 'backoffice/SellerProductEditPage',
  '/seller/orders': 'backoffice/SellerOrderListPage',
  '/seller/orders/:id': 'backoffice/SellerOrderDetailPage',
  '/admin': 'backoffice/DashboardPage',
  '/admin/products': 'backoffice/ProductListPage',
  '/admin/products/add': 'backoffice/ProductCreatePage',
  '/admin/products/:id/edit': 'backoffice/ProductEditPage',
  '/admin/orders': 'backoffice/OrderListPage',
  '/admin/orders/:id': 'backoffice/OrderDetailPage',
  '/admin/content': 'backoffice/ContentListPage',
  '/admin/content/add': 'backoffice/ArticleCreatePage',
  '/admin/content/:id/edit': 'backoffice/ArticleEditPage',
  '/admin/categories': 'backoffice/CategoriesPage',
  '/admin/settings': 'backoffice/SettingsPage',
};

export const AUTH_ROUTES: Record<string, string> = {
  '/auth/login': 'auth/LoginPage',
  '/auth/register': 'auth/RegisterPage',
  '/auth/forgot-password': 'auth/ForgotPasswordPage',
  '/auth/reset-password': 'auth/ResetPasswordPage',
  '/auth/callback': 'auth/CallbackPage',
};

const toChildren = (table: Record<string, string>): RouteObject[] =>
  Object.entries(table).map(([path, id]) => ({ path, element: <RemoteRoute id={id} /> }));

export const routes: RouteObject[] = [
  { element: <MainLayout />, children: toChildren(MAIN_ROUTES) },
  { element: <AuthLayout />, children: toChildren(AUTH_ROUTES) },
  { path: '*', element: <Navigate to="/" replace /> },
];

/**
 * The route table, rendered inside the shell's <BrowserRouter>. Declarative routing, not a data router: the
 * app loads no data through route loaders, and the data router costs buyers about 17 KB of gzip JavaScript
 * on every page (bench:web). Each route module has its own error boundary (RemoteRoute), so an error keeps
 * the header and sidebar; this outer one catches an error in a layout itself.
 */
export function AppRoutes() {
  return <RemoteBoundary>{useRoutes(routes)}</RemoteBoundary>;
}
