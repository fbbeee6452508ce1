import { lazyService } from './lazy-service';

export * as paths from './paths';
export * from './constants';
export * from './money';
export * from './dates';
export * from './messages';
export * from './runtime-config';
export { configureSupabase, getSupabase, setSupabaseClient } from './supabase/client';
export { notify, attachToaster, onToastsWanted, type Toaster, type ToastKey } from './notify/notify';
export * from './store/store';
export * from './store/hooks';
export {
  api,
  API_TAGS,
  useSidebarDivisionsQuery,
  useSiteSettingsQuery,
  type Api,
  type ApiTag,
} from './api/api';
export {
  FEATURED_PRODUCT_COUNT,
  prefetchRouteData,
  useCatalogProductQuery,
  useCatalogProductsQuery,
  useFeaturedProductsQuery,
  useLiveArticleQuery,
  useLiveArticlesQuery,
} from './api/route-data';
export {
  fromService,
  isServiceError,
  serviceErrorMessage,
  toServiceError,
  type ServiceError,
  type ServiceResult,
} from './api/service-error';
export {
  serverErrorMessage,
  weakPasswordMessage,
  errorMessageFor,
  failureMessage,
  SERVER_ERROR_MESSAGES,
} from './api/error-messages';
export * from './features/cart/cart-slice';
export {
  loadCart,
  saveCart,
  CART_STORAGE_KEY,
  CART_OWNER_STORAGE_KEY,
  CART_COOKIE,
  cartCookieValue,
  formatCartCookie,
  readCartCookie,
  type CartCookieLine,
} from './features/cart/cart-storage';
export {
  createCartSync,
  CART_SYNC_MESSAGES,
  type CartSync,
  type CartSyncService,
  type CartSyncOptions,
} from './features/cart/cart-sync';
export type { CartLineInput } from './features/cart/cart-service';
export {
  afterSignInPath,
  clearLoginIntent,
  peekLoginIntent,
  rememberReturnPath,
  requestSignIn,
  safeReturnPath,
  takeLoginAction,
  HOME_PATH,
  LOGIN_PATH,
  LOGIN_INTENT_KEY,
  type LoginAction,
  type LoginIntent,
  type SignInState,
} from './features/auth/login-intent';
export * from './features/auth/auth-slice';
export * from './features/auth/user';
export {
  initAuth,
  loadUser,
  onAuthStateChange,
  signInWithPassword,
  signInWithGoogle,
  signUp,
  resendConfirmation,
  isEmailNotConfirmedError,
  signOut,
  requestPasswordReset,
  updatePassword,
  AUTH_CALLBACK_PATH,
  RESET_PASSWORD_PATH,
  type RegistrationPayload,
  type SignInOptions,
  type SignOutOptions,
} from './features/auth/auth-service';
export {
  TOTP_FACTOR_NAME,
  type MfaFactor,
  type MfaStatus,
  type TotpEnrollment,
} from './features/auth/mfa-model';
export {
  getMfaStatus,
  getStoredMfaStatus,
  enrollTotp,
  verifyTotp,
  unenrollFactor,
  useMfaStatusQuery,
  useStoredMfaStatusQuery,
  useEnrollTotpMutation,
  useVerifyTotpMutation,
  useUnenrollFactorMutation,
} from './features/auth/mfa-api';
export const requestEmailChange = lazyService(accountService, 'requestEmailChange');
export const changePassword = lazyService(accountService, 'changePassword');
export const sendPasswordChangeCode = lazyService(accountService, 'sendPasswordChangeCode');
export type { PasswordChangeOutcome } from './features/auth/account-service';
export { isRemembered, setRememberMe, rememberMeStorage, REMEMBER_ME_KEY } from './features/auth/remember-me';
export { parseId } from './ids';
export * from './features/catalog/types';
export * from './features/catalog/catalog-params';
export * from './features/articles/article-list-params';
export * from './features/reviews/review-model';
export { ReviewError } from './features/reviews/review-error';
export type { ProductReviewsQuery, ReviewInput } from './features/reviews/review-service';
export const getProductReviews = lazyService(reviewService, 'getProductReviews');
export const getProductReviewStats = lazyService(reviewService, 'getProductReviewStats');
export const getMyLineReviews = lazyService(reviewService, 'getMyLineReviews');
export const submitReview = lazyService(reviewService, 'submitReview');
export const editReview = lazyService(reviewService, 'editReview');
export const reportReview = lazyService(reviewService, 'reportReview');
export const uploadReviewPhotos = lazyService(reviewService, 'uploadReviewPhotos');
export {
  PRODUCT_SUMMARY_COLUMNS,
  PRODUCT_DETAIL_COLUMNS,
  toProductSummary,
  toProductDetail,
  toProductWrite,
  type ProductSummary,
  type ProductSummaryRow,
  type ProductDetail,
  type ProductSeller,
  type ProductInput,
} from './features/products/product-model';
export {
  getSidebarDivisions,
  getNewsPromos,
  getFeaturedProducts,
  getCatalogProducts,
  getCatalogProduct,
  getCatalogProductsByIds,
  getSearchSuggestions,
  searchText,
  teaserOf,
} from './features/catalog/catalog-service';
export {
  getLiveArticles,
  getLiveArticle,
  getUpcomingEvents,
  DEFAULT_ARTICLE_PAGE_SIZE,
  type ArticleListQuery,
  type ArticlePage,
} from './features/articles/article-read-service';
export { sendContactMessage, type ContactMessage } from './features/contact/contact-service';
export { ContactError } from './features/contact/contact-error';
export {
  CONTACT_REPLY_MAX,
  type ContactInboxFilter,
  type ContactReply,
  type InboxMessage,
  type InboxPage,
  type InboxQuery,
} from './features/contact/contact-model';
export const getInboxMessages = lazyService(contactInboxService, 'getInboxMessages');
export const getInboxMessage = lazyService(contactInboxService, 'getInboxMessage');
export const countUnreadContactMessages = lazyService(contactInboxService, 'countUnreadContactMessages');
export const markContactMessageRead = lazyService(contactInboxService, 'markContactMessageRead');
export const replyToContactMessage = lazyService(contactInboxService, 'replyToContactMessage');
export { MailOutboxError } from './features/mail-outbox/mail-outbox-error';
export {
  OUTBOX_STATUS_LABELS,
  type OutboxFilter,
  type OutboxMail,
  type OutboxPage,
  type OutboxQuery,
  type OutboxStatus,
} from './features/mail-outbox/mail-outbox-model';
export const getOutboxMails = lazyService(mailOutboxService, 'getOutboxMails');
export const countFailedMails = lazyService(mailOutboxService, 'countFailedMails');
export const resendMail = lazyService(mailOutboxService, 'resendMail');
export {
  getWishlist,
  getWishlistProductIds,
  addToWishlist,
  removeFromWishlist,
} from './features/wishlist/wishlist-service';
export const getMyProfile = lazyService(profileService, 'getMyProfile');
export const saveProfile = lazyService(profileService, 'saveProfile');
export const uploadAvatar = lazyService(profileService, 'uploadAvatar');
export type { MyProfile, ProfileAddress, ProfileInput } from './features/profile/profile-model';
export { getSiteSettings, updateSiteSettings } from './features/site-settings/site-settings-service';
export {
  DEFAULT_SITE_NAME,
  type SiteSettings,
  type SiteSettingsInput,
} from './features/site-settings/site-settings-model';
export const createProduct = lazyService(productService, 'createProduct');
export const getProduct = lazyService(productService, 'getProduct');
export const getProducts = lazyService(productService, 'getProducts');
export const getSellerProducts = lazyService(productService, 'getSellerProducts');
export const updateProduct = lazyService(productService, 'updateProduct');
export const deleteProduct = lazyService(productService, 'deleteProduct');
export const countProducts = lazyService(productService, 'countProducts');
export {
  ARTICLE_TYPES,
  isArticleType,
  type Article,
  type ArticleInput,
  type ArticleType,
  type ArticleStatus,
} from './features/articles/article-model';
export const createArticle = lazyService(articleService, 'createArticle');
export const getArticle = lazyService(articleService, 'getArticle');
export const getArticles = lazyService(articleService, 'getArticles');
export const updateArticle = lazyService(articleService, 'updateArticle');
export const deleteArticle = lazyService(articleService, 'deleteArticle');
export const countArticles = lazyService(articleService, 'countArticles');
export type { Category, CategoryInput } from './features/categories/category-model';
export const createCategory = lazyService(categoryService, 'createCategory');
export const getCategory = lazyService(categoryService, 'getCategory');
export const getCategories = lazyService(categoryService, 'getCategories');
export const updateCategory = lazyService(categoryService, 'updateCategory');
export const deleteCategory = lazyService(categoryService, 'deleteCategory');
export const countCategories = lazyService(categoryService, 'countCategories');
export const uploadImage = lazyService(storageService, 'uploadImage');
export const uploadImages = lazyService(storageService, 'uploadImages');
export const removeImages = lazyService(storageService, 'removeImages');
export type { UploadProgressHandler, UploadImagesOptions } from './features/storage/storage-service';
export type {
  OrderStatus,
  PaymentStatus,
  ShipmentStatus,
  PaymentMethod,
  ShippingAddress,
  Order,
  OrderLine,
  OrderPayment,
  Shipment,
  UpdatedShipment,
  OrderEventKind,
  OrderStatusEvent,
  PlacedOrder,
  PlaceOrderItem,
  QuoteShipment,
  OrderQuote,
  ShippingRate,
  OrderSettings,
  BackofficeOrdersQuery,
  OrdersSort,
  OrdersPage,
  OnlinePaymentSession,
  PaymentEvent,
  PaymentEventOutcome,
} from './features/orders/types';
export type { SellerShipmentStatus } from './features/orders/order-status';
export type { PaymentEventSeverity } from './features/orders/payment-gateway';
export type { OrderMonthStyle } from './features/orders/order-format';
export type { ShipmentUpdate } from './features/orders/order-service';
export const quoteOrder = lazyService(orderService, 'quoteOrder');
export const placeOrder = lazyService(orderService, 'placeOrder');
export const getShippingRates = lazyService(orderService, 'getShippingRates');
export const saveShippingRate = lazyService(orderService, 'saveShippingRate');
export const deleteShippingRate = lazyService(orderService, 'deleteShippingRate');
export const getMyOrders = lazyService(orderService, 'getMyOrders');
export const getLastShippingAddress = lazyService(orderService, 'getLastShippingAddress');
export const getOrder = lazyService(orderService, 'getOrder');
export const getOrdersForBackoffice = lazyService(orderService, 'getOrdersForBackoffice');
export const cancelOrder = lazyService(orderService, 'cancelOrder');
export const cancelOnlineOrder = lazyService(orderService, 'cancelOnlineOrder');
export const uploadPaymentProof = lazyService(orderService, 'uploadPaymentProof');
export const getPaymentProofUrl = lazyService(orderService, 'getPaymentProofUrl');
export const reviewPayment = lazyService(orderService, 'reviewPayment');
export const updateShipment = lazyService(orderService, 'updateShipment');
export const startOnlinePayment = lazyService(orderService, 'startOnlinePayment');
export const getPaymentEvents = lazyService(orderService, 'getPaymentEvents');
export {
  OrderError,
  orderErrorMessage,
  orderErrorCode,
  isStockError,
  ORDER_NOT_FOUND,
  ORDER_NOT_FOUND_TEXT,
} from './features/orders/order-error';
export type {
  ModerationReviewsQuery,
  BackofficeReviewPage,
  ReviewModerationFilter,
  SellerReviewsQuery,
} from './features/reviews/backoffice-review-service';
export const getReviewsForModeration = lazyService(backofficeReviewService, 'getReviewsForModeration');
export const getSellerReviews = lazyService(backofficeReviewService, 'getSellerReviews');
export const countReportedReviews = lazyService(backofficeReviewService, 'countReportedReviews');
export const moderateReview = lazyService(backofficeReviewService, 'moderateReview');
export const replyToReview = lazyService(backofficeReviewService, 'replyToReview');

export type { CommissionRate, Division, SellerBalance } from './features/economics/economics-model';
export { EconomicsError } from './features/economics/economics-error';
export type {
  CapitalEntry,
  CapitalInput,
  CapitalKind,
  CommissionRateInput,
  MemberListItem,
  MemberListQuery,
  MemberPage,
  Membership,
  MembershipInput,
  Payout,
  PayoutInput,
} from './features/economics/economics-model';
export const getCommissionRates = lazyService(adminEconomicsService, 'getCommissionRates');
export const setCommissionRate = lazyService(adminEconomicsService, 'setCommissionRate');
export const getSellerBalances = lazyService(adminEconomicsService, 'getSellerBalances');
export const getPayouts = lazyService(adminEconomicsService, 'getPayouts');
export const recordPayout = lazyService(adminEconomicsService, 'recordPayout');
export const getMembers = lazyService(adminEconomicsService, 'getMembers');
export const setMember = lazyService(adminEconomicsService, 'setMember');
export const getCapitalEntries = lazyService(adminEconomicsService, 'getCapitalEntries');
export const recordCapital = lazyService(adminEconomicsService, 'recordCapital');

// Services of a few screens (the back office's editors, orders, the profile) load on first use (lazyService): the
// home and catalogue pages do not carry them.
function orderService() {
  return import('./features/orders/order-service');
}
function accountService() {
  return import('./features/auth/account-service');
}
function profileService() {
  return import('./features/profile/profile-service');
}
function productService() {
  return import('./features/products/product-service');
}
function articleService() {
  return import('./features/articles/article-service');
}
function categoryService() {
  return import('./features/categories/category-service');
}
function reviewService() {
  return import('./features/reviews/review-service');
}
function backofficeReviewService() {
  return import('./features/reviews/backoffice-review-service');
}
function contactInboxService() {
  return import('./features/contact/contact-inbox-service');
}
function mailOutboxService() {
  return import('./features/mail-outbox/mail-outbox-service');
}
function adminEconomicsService() {
  return import('./features/economics/admin-economics-service');
}
function storageService() {
  return import('./features/storage/storage-service');
}
export type {
  ShuBase,
  ShuComponentInput,
  ShuAllocationInput,
  ShuRuleInput,
  ShuRuleLine,
  ShuRule,
  ShuYearClosing,
  ShuAllocationLine,
  ShuMemberLine,
  ShuMemberFigures,
  ShuMemberShare,
  MyShuEstimate,
} from './features/economics/shu-model';
function shuService() {
  return import('./features/economics/shu-service');
}
export const getShuRules = lazyService(shuService, 'getShuRules');
export const getShuYearClosing = lazyService(shuService, 'getShuYearClosing');
export const saveShuRule = lazyService(shuService, 'saveShuRule');
export const getShuAllocationReport = lazyService(shuService, 'getShuAllocationReport');
export const getShuDistributionReport = lazyService(shuService, 'getShuDistributionReport');
export const closeShuYear = lazyService(shuService, 'closeShuYear');
export const getMyShuEstimate = lazyService(shuService, 'getMyShuEstimate');

// cooperative economics: the seller's balance (back office, loads on first use), price transparency and
// membership (storefront and shell, small)
export type {
  LedgerEntryType,
  SellerBalanceSummary,
  SellerLedgerEntry,
  SellerLedgerPage,
  SellerLedgerQuery,
  SellerPayout,
} from './features/economics/economics-model';
function sellerBalanceService() {
  return import('./features/economics/seller-balance-service');
}
export const getSellerBalanceSummary = lazyService(sellerBalanceService, 'getSellerBalanceSummary');
export const getSellerLedger = lazyService(sellerBalanceService, 'getSellerLedger');
export const getSellerPayouts = lazyService(sellerBalanceService, 'getSellerPayouts');
export type { ProductMemberShare, MemberStatus } from './features/economics/economics-model';
function memberShareService() {
  return import('./features/economics/member-share-service');
}
export const getProductMemberShares = lazyService(memberShareService, 'getProductMemberShares');
export const getProductMemberShare = lazyService(memberShareService, 'getProductMemberShare');
export const getMemberStatus = lazyService(memberShareService, 'getMemberStatus');
// seller verification: the seller's application and the admins' queue (back office, loads on first use)
export type {
  SellerApplication,
  SellerApplicationInput,
  SellerApplicationStatus,
  SellerMembershipClaim,
} from './features/seller-verification/seller-verification-model';
export {
  MEMBERSHIP_CLAIM_LABELS,
  SELLER_STATUS_LABELS,
} from './features/seller-verification/seller-verification-model';
export type {
  SellerApplicationsQuery,
  SellerReviewInput,
  SellerSuspensionInput,
} from './features/seller-verification/seller-verification-service';
function sellerVerificationService() {
  return import('./features/seller-verification/seller-verification-service');
}
export const getMySellerApplication = lazyService(sellerVerificationService, 'getMySellerApplication');
export const submitSellerApplication = lazyService(sellerVerificationService, 'submitSellerApplication');
export const getSellerApplications = lazyService(sellerVerificationService, 'getSellerApplications');
export const reviewSellerApplication = lazyService(sellerVerificationService, 'reviewSellerApplication');
export const suspendSeller = lazyService(sellerVerificationService, 'suspendSeller');
export const getKtpPhotoUrl = lazyService(sellerVerificationService, 'getKtpPhotoUrl');
export { cartProductsRequests, firstRequests } from './api/first-requests';
