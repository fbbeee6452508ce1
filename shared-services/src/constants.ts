/** Business constants of the spec (section 9). */
export const RUPIAH_PER_BASE_UNIT = 15000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_MAX_STACK = 20;
export const COPYRIGHT_YEAR = 2024;
export const PLACEHOLDER_STOCK = 120;

/** Image uploads (spec sections 5 and 9): at most 5,000,000 bytes per file, these extensions only. */
export const IMAGE_MAX_BYTES = 5_000_000;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** An article has exactly one image; a product's image count has no spec limit, this keeps forms sane. */
export const ARTICLE_MAX_IMAGES = 1;
export const PRODUCT_MAX_IMAGES = 10;
/** The storage buckets (supabase/migrations/20261121000004_storage.sql). */
export const PRODUCTS_BUCKET = 'products';
export const ARTICLES_BUCKET = 'articles';

/** Orders per page in the back office's order lists. */
export const DEFAULT_ORDERS_PAGE_SIZE = 20;
/** Divisions of the cooperative, as stored in categories.division. */
export const DIVISION_NAMES = ['Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan'] as const;
/** Article author written on create (spec section 9). */
export const DEFAULT_ARTICLE_AUTHOR = 'Admin';
export type DivisionName = (typeof DIVISION_NAMES)[number];

/** Limits of the contact_messages table (its check constraints). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;
