import type { BackofficeModule } from './route-list';

/**
 * The source file of each route module of route-list.ts (exposed name -> source), read only by this remote's
 * build (rsbuild.config.ts) and its standalone page. Typed by the list: a route whose module has no source,
 * or a source no route uses, does not compile.
 */
export const exposes: Record<BackofficeModule, string> = {
  DashboardPage: './src/routes/dashboard-page.tsx',
  ProductListPage: './src/routes/product-list-page.tsx',
  ProductCreatePage: './src/routes/product-create-page.tsx',
  ProductEditPage: './src/routes/product-edit-page.tsx',
  ContentListPage: './src/routes/content-list-page.tsx',
  ArticleCreatePage: './src/routes/article-create-page.tsx',
  ArticleEditPage: './src/routes/article-edit-page.tsx',
  CategoriesPage: './src/routes/categories-page.tsx',
  SettingsPage: './src/routes/settings-page.tsx',
  SecurityPage: './src/routes/security-page.tsx',
  SellerProductsPage: './src/routes/seller-products-page.tsx',
  SellerProductCreatePage: './src/routes/seller-product-create-page.tsx',
  SellerProductEditPage: './src/routes/seller-product-edit-page.tsx',
  OrderListPage: './src/routes/order-list-page.tsx',
  OrderDetailPage: './src/routes/order-detail-page.tsx',
  PaymentQueuePage: './src/routes/payment-queue-page.tsx',
  SellerOrderListPage: './src/routes/seller-order-list-page.tsx',
  SellerOrderDetailPage: './src/routes/seller-order-detail-page.tsx',
  ReviewModerationPage: './src/routes/review-moderation-page.tsx',
  MessageInboxPage: './src/routes/message-inbox-page.tsx',
  MessageThreadPage: './src/routes/message-thread-page.tsx',
  MailOutboxPage: './src/routes/mail-outbox-page.tsx',
  SellerReviewsPage: './src/routes/seller-reviews-page.tsx',
  MembersPage: './src/routes/members-page.tsx',
  CommissionPage: './src/routes/commission-page.tsx',
  SellerBalancesPage: './src/routes/seller-balances-page.tsx',
  SellerBalancePage: './src/routes/seller-balance-page.tsx',
  ShuPage: './src/routes/shu-page.tsx',
  ShuPrintPage: './src/routes/shu-print-page.tsx',
  SellerApplicationsPage: './src/routes/seller-applications-page.tsx',
  SellerVerificationPage: './src/routes/seller-verification-page.tsx',
};
