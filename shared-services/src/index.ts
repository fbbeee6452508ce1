export * from './constants';
export * from './messages';
export * from './runtime-config';
export { configureSupabase, getSupabase, setSupabaseClient } from './supabase/client';
export { notify } from './notify/notify';
export * from './store/store';
export * from './store/hooks';
export * from './features/cart/cart-slice';
export { loadCart, saveCart, CART_STORAGE_KEY } from './features/cart/cart-storage';
export * from './features/auth/auth-slice';
export * from './features/auth/user';
export {
  initAuth,
  loadUser,
  onAuthStateChange,
  signInWithPassword,
  signInWithGoogle,
  signUp,
  signOut,
  requestPasswordReset,
  updatePassword,
  AUTH_CALLBACK_PATH,
  RESET_PASSWORD_PATH,
  type RegistrationPayload,
  type SignInOptions,
  type SignOutOptions,
} from './features/auth/auth-service';
export { isRemembered, setRememberMe, rememberMeStorage, REMEMBER_ME_KEY } from './features/auth/remember-me';
export * from './features/catalog/types';
export {
  getSidebarDivisions,
  loadSidebarDivisions,
  getNewsPromos,
  getFeaturedProducts,
  getCatalogProducts,
  getCatalogProduct,
  getCatalogProductsByIds,
  searchFilter,
  SEARCH_CONFIG,
} from './features/catalog/catalog-service';
export { sendContactMessage, type ContactMessage } from './features/contact/contact-service';
export {
  getWishlist,
  getWishlistProductIds,
  addToWishlist,
  removeFromWishlist,
} from './features/wishlist/wishlist-service';
export {
  getMyProfile,
  saveProfile,
  uploadAvatar,
  AVATARS_BUCKET,
  type MyProfile,
  type ProfileInput,
} from './features/profile/profile-service';
export {
  getSiteSettings,
  loadSiteSettings,
  updateSiteSettings,
  DEFAULT_SITE_NAME,
  type SiteSettings,
  type SiteSettingsInput,
} from './features/site-settings/site-settings-service';
export type { Product, ProductSeller, ProductInput } from './features/products/types';
export {
  createProduct,
  getProduct,
  getProducts,
  getSellerProducts,
  updateProduct,
  deleteProduct,
  countProducts,
} from './features/products/product-service';
export type { Article, ArticleInput, ArticleType, ArticleStatus } from './features/articles/types';
export {
  createArticle,
  getArticle,
  getArticles,
  updateArticle,
  deleteArticle,
  countArticles,
} from './features/articles/article-service';
export type { Category, CategoryInput } from './features/categories/types';
export {
  createCategory,
  getCategory,
  getCategories,
  updateCategory,
  deleteCategory,
  countCategories,
} from './features/categories/category-service';
export {
  uploadImage,
  uploadImages,
  removeImages,
  randomFileName,
  fileNameFromUrl,
  fileExtension,
  isBucketUrl,
  type UploadProgressHandler,
  type UploadImagesOptions,
} from './features/storage/storage-service';
export {
  UPLOAD_MESSAGES,
  IMAGE_ACCEPT,
  imageFileError,
  selectImageFiles,
  type ImageSelection,
} from './validation/upload';
export type {
  OrderStatus,
  PaymentMethod,
  ShippingAddress,
  Order,
  OrderLine,
  OrderStatusEvent,
  PlacedOrder,
  PlaceOrderItem,
  BackofficeOrdersQuery,
  OrdersPage,
} from './features/orders/types';
export {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  isOrderStatus,
  isPaymentMethod,
  nextOrderStatuses,
  canBuyerCancel,
  orderStatusLabel,
  linesTotal,
} from './features/orders/order-status';
export {
  placeOrder,
  getMyOrders,
  getLastShippingAddress,
  getOrder,
  getOrdersForBackoffice,
  cancelOrder,
  setOrderStatus,
  DEFAULT_ORDERS_PAGE_SIZE,
} from './features/orders/order-service';
export {
  formatOrderDateTime,
  orderAddressLines,
  orderStatusActor,
  type OrderMonthStyle,
} from './features/orders/order-format';
export {
  OrderError,
  orderErrorMessage,
  isStockError,
  ORDER_NOT_FOUND,
  ORDER_NOT_FOUND_TEXT,
} from './features/orders/order-error';
