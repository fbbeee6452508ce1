/*
 * The shared UI every app uses on most pages: one copy on the page (a Module Federation singleton, loaded
 * whole). Pieces only some screens need are separate entries the apps bundle themselves:
 * '@koperasi/shared-ui/orders', '@koperasi/shared-ui/image-picker', '@koperasi/shared-ui/user-avatar' (only for
 * a signed-in user) and '@koperasi/shared-ui/standalone'.
 */
export { theme, HEADER_HEIGHT, SIDEBAR_WIDTH } from './theme/theme';
export { formatRupiah, formatIdr, formatDate, formatDateTime, initialsOf } from './format/format';
export {
  ErrorPage,
  GENERIC_ERROR_TITLE,
  GENERIC_ERROR_MESSAGE,
  type ErrorPageProps,
} from './components/error-page';
export { PageLoader } from './components/page-loader';
export { Toasts } from './components/toasts/toasts';
export {
  loadableComponent,
  type LoadableComponent,
  type LoadableProps,
} from './components/loadable/loadable-component';
export { pageTitle, usePageTitle } from './page-title/page-title';
export { ProductCard, type ProductCardProps } from './components/product-card/product-card';
export { PRIORITY_CARDS } from './components/product-card/card-sizes';
export { ProductCardSkeleton } from './components/product-card/product-card-skeleton';
export { shareProduct, productUrl } from './components/product-card/share-product';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export {
  LoadingText,
  LoadState,
  RetryAlert,
  type LoadStateProps,
  type RetryAlertProps,
} from './components/load-state';
export {
  ProductImage,
  StorageImage,
  useStorageImage,
  type ProductImageProps,
  type StorageImageProps,
  type StorageImageState,
} from './components/product-image';
export { RatingStars, type RatingStarsProps } from './components/rating-stars';
export { WhenIdle, whenIdle, type WhenIdleProps } from './components/when-idle';
export * from './router';
export * from './mui';
