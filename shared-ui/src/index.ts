export { theme, HEADER_HEIGHT, SIDEBAR_WIDTH } from './theme/theme';
export { formatRupiah, formatDate, initialsOf } from './format/format';
export { UserAvatar, initialsImage, type UserAvatarProps } from './components/user-avatar';
export { ErrorPage, GENERIC_ERROR_TITLE, GENERIC_ERROR_MESSAGE, type ErrorPageProps } from './components/error-page';
export { PageLoader } from './components/page-loader';
export { ProductCard, type ProductCardProps } from './components/product-card';
export { renderStandalone } from './standalone/render-standalone';
