import type { Role } from '@koperasi/shared-services';
import type { RouteDefinition } from '@koperasi/shared-ui/standalone';

export type ResourceName =
  | 'dashboard'
  | 'products'
  | 'orders'
  | 'payments'
  | 'content'
  | 'categories'
  | 'settings'
  | 'security'
  | 'seller-products'
  | 'seller-orders'
  | 'reviews'
  | 'messages'
  | 'emails'
  | 'seller-reviews'
  | 'members'
  | 'commission'
  | 'balances'
  | 'seller-balance'
  | 'shu'
  | 'sellers'
  | 'seller-verification';

export type ResourceView = 'list' | 'create' | 'edit';

/** A back-office route: one view of a resource (src/app/resources.tsx), always limited to some roles. */
export interface BackofficeRouteDefinition extends RouteDefinition {
  roles: readonly Role[];
  resource: ResourceName;
  view: ResourceView;
}

const ADMIN: readonly Role[] = ['admin'];
const SELLER: readonly Role[] = ['seller', 'admin'];
/** what only a seller has: an admin is no seller to verify */
const SELLER_ONLY: readonly Role[] = ['seller'];

/**
 * Every route of the back office, written once. The shell's route table, exposes.ts (the source of each
 * module), the resources' routes and modules, the guard of each view, the menu and the standalone page are
 * built from it. Pure data: the shell imports it, so no components here.
 */
export const backofficeRoutes = [
  {
    path: '/admin',
    module: 'DashboardPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'dashboard',
    view: 'list',
  },
  {
    path: '/admin/products',
    module: 'ProductListPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'products',
    view: 'list',
  },
  {
    path: '/admin/products/add',
    module: 'ProductCreatePage',
    layout: 'main',
    roles: ADMIN,
    resource: 'products',
    view: 'create',
  },
  {
    path: '/admin/products/:id/edit',
    module: 'ProductEditPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'products',
    view: 'edit',
  },
  {
    path: '/admin/orders',
    module: 'OrderListPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'orders',
    view: 'list',
  },
  {
    path: '/admin/orders/:id',
    module: 'OrderDetailPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'orders',
    view: 'edit',
  },
  {
    path: '/admin/payments',
    module: 'PaymentQueuePage',
    layout: 'main',
    roles: ADMIN,
    resource: 'payments',
    view: 'list',
  },
  {
    path: '/admin/reviews',
    module: 'ReviewModerationPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'reviews',
    view: 'list',
  },
  {
    path: '/admin/messages',
    module: 'MessageInboxPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'messages',
    view: 'list',
  },
  {
    // one message of the contact form with its replies
    path: '/admin/messages/:id',
    module: 'MessageThreadPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'messages',
    view: 'edit',
  },
  {
    // the mail the marketplace sends (orders, payments, replies): sent, waiting, failed; a failed one sent again
    path: '/admin/emails',
    module: 'MailOutboxPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'emails',
    view: 'list',
  },
  {
    path: '/admin/shu',
    module: 'ShuPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'shu',
    view: 'list',
  },
  {
    // the printable report of a book year: the record is the year
    path: '/admin/shu/:id/cetak',
    module: 'ShuPrintPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'shu',
    view: 'edit',
  },
  {
    path: '/admin/content',
    module: 'ContentListPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'content',
    view: 'list',
  },
  {
    path: '/admin/content/add',
    module: 'ArticleCreatePage',
    layout: 'main',
    roles: ADMIN,
    resource: 'content',
    view: 'create',
  },
  {
    path: '/admin/content/:id/edit',
    module: 'ArticleEditPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'content',
    view: 'edit',
  },
  {
    path: '/admin/categories',
    module: 'CategoriesPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'categories',
    view: 'list',
  },
  {
    path: '/admin/sellers',
    module: 'SellerApplicationsPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'sellers',
    view: 'list',
  },
  {
    path: '/admin/members',
    module: 'MembersPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'members',
    view: 'list',
  },
  {
    path: '/admin/commission',
    module: 'CommissionPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'commission',
    view: 'list',
  },
  {
    path: '/admin/balances',
    module: 'SellerBalancesPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'balances',
    view: 'list',
  },
  {
    path: '/admin/settings',
    module: 'SettingsPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'settings',
    view: 'list',
  },
  {
    path: '/admin/security',
    module: 'SecurityPage',
    layout: 'main',
    roles: ADMIN,
    resource: 'security',
    view: 'list',
  },
  {
    path: '/seller/products',
    module: 'SellerProductsPage',
    layout: 'main',
    roles: SELLER,
    resource: 'seller-products',
    view: 'list',
  },
  {
    path: '/seller/products/add',
    module: 'SellerProductCreatePage',
    layout: 'main',
    roles: SELLER,
    resource: 'seller-products',
    view: 'create',
  },
  {
    path: '/seller/products/:id/edit',
    module: 'SellerProductEditPage',
    layout: 'main',
    roles: SELLER,
    resource: 'seller-products',
    view: 'edit',
  },
  {
    path: '/seller/orders',
    module: 'SellerOrderListPage',
    layout: 'main',
    roles: SELLER,
    resource: 'seller-orders',
    view: 'list',
  },
  {
    path: '/seller/orders/:id',
    module: 'SellerOrderDetailPage',
    layout: 'main',
    roles: SELLER,
    resource: 'seller-orders',
    view: 'edit',
  },
  {
    path: '/seller/reviews',
    module: 'SellerReviewsPage',
    layout: 'main',
    roles: SELLER,
    resource: 'seller-reviews',
    view: 'list',
  },
  {
    path: '/seller/balance',
    module: 'SellerBalancePage',
    layout: 'main',
    roles: SELLER,
    resource: 'seller-balance',
    view: 'list',
  },
  {
    path: '/seller/verification',
    module: 'SellerVerificationPage',
    layout: 'main',
    roles: SELLER_ONLY,
    resource: 'seller-verification',
    view: 'list',
  },
] as const satisfies readonly BackofficeRouteDefinition[];

export type BackofficeModule = (typeof backofficeRoutes)[number]['module'];
