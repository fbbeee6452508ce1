/*
 * Form validation (yup schemas and their messages): `@koperasi/shared-services/validation`. Stateless, so
 * not a Module Federation singleton: each remote bundles the schemas its forms use, and yup stays off the
 * routes that have no form (the home page).
 */
// first: yup's Indonesian messages are set before any schema below is built
export { ID_LOCALE } from './locale';
export {
  loginSchema,
  registerSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  emailChangeSchema,
  passwordChangeSchema,
  AUTH_VALIDATION_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_HINT,
  hasLettersAndDigits,
  FULL_NAME_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  REGISTRATION_ROLES,
  DEFAULT_REGISTRATION_ROLE,
  type RegistrationRole,
  type LoginFormValues,
  type RegisterFormValues,
  type ForgotPasswordFormValues,
  type ResetPasswordFormValues,
  type EmailChangeFormValues,
  type PasswordChangeFormValues,
} from './auth';
export { FORM_MESSAGES, numberField } from './form';
export { productSchema, PRICE_MESSAGES, type ProductFormValues } from './product';
export { articleSchema, ARTICLE_TYPES, type ArticleFormValues, type ArticleSchemaOptions } from './article';
export { categorySchema, type CategoryFormValues } from './category';
export {
  shippingAddressSchema,
  checkoutSchema,
  isValidIndonesianPhone,
  INDONESIAN_PROVINCES,
  SHIPPING_LIMITS,
  SHIPPING_MESSAGES,
  EMPTY_SHIPPING_ADDRESS,
  type CheckoutFormValues,
} from '../features/orders/shipping-schema';
export {
  PHONE_MESSAGES,
  PHONE_MAX_LENGTH,
  isValidPhone,
  nationalPhone,
  normalizePhone,
  phoneField,
} from './phone';
export { PROFILE_MESSAGES, PROFILE_NAME_LIMITS, profileSchema, type ProfileFormValues } from './profile';
export { contactSchema } from './contact';
export {
  UPLOAD_MESSAGES,
  IMAGE_ACCEPT,
  imageFileError,
  checkImageFile,
  imageTypeOf,
  formatFileSize,
  formatSizeLimit,
  selectImageFiles,
  type ImageSelection,
} from './upload';
export {
  reviewSchema,
  reviewReportSchema,
  REVIEW_VALIDATION_MESSAGES,
  type ReviewFormValues,
} from './review';
export {
  sellerApplicationSchema,
  nikDigits,
  nikError,
  SELLER_APPLICATION_MESSAGES,
  type SellerApplicationFormValues,
} from './seller-application';
