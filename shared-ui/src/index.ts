export { theme, HEADER_HEIGHT, SIDEBAR_WIDTH } from './theme/theme';
export { formatRupiah, formatDate, initialsOf } from './format/format';
export { UserAvatar, initialsImage, type UserAvatarProps } from './components/user-avatar';
export {
  ErrorPage,
  GENERIC_ERROR_TITLE,
  GENERIC_ERROR_MESSAGE,
  type ErrorPageProps,
} from './components/error-page';
export { PageLoader } from './components/page-loader';
export { ProductCard, type ProductCardProps } from './components/product-card/product-card';
export { ProductCardSkeleton } from './components/product-card/product-card-skeleton';
export { shareProduct, productUrl } from './components/product-card/share-product';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ProductImage, type ProductImageProps } from './components/product-image';
export { ImagePicker, type ImagePickerProps } from './components/image-picker';
export { OrderStatusChip, type OrderStatusChipProps } from './components/orders/order-status-chip';
export { OrderHistory, type OrderHistoryProps } from './components/orders/order-history';
export { OrderTotals, type OrderTotalsProps, type OrderTotalRow } from './components/orders/order-totals';
export { OrderShipping, type OrderShippingProps } from './components/orders/order-shipping';
export { renderStandalone } from './standalone/render-standalone';
export * from './router';
