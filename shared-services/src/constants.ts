/** The product's business constants. */
export const RUPIAH_PER_BASE_UNIT = 15000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_MAX_STACK = 20;
export const COPYRIGHT_YEAR = 2024;
export const PLACEHOLDER_STOCK = 120;

/** Image uploads: at most 5,000,000 bytes per file, these extensions only. */
export const IMAGE_MAX_BYTES = 5_000_000;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** An article has exactly one image; a product's image count has no business limit, this keeps forms sane. */
export const ARTICLE_MAX_IMAGES = 1;
export const PRODUCT_MAX_IMAGES = 10;
/** The storage buckets (supabase/migrations/20261121000004_storage.sql). */
export const PRODUCTS_BUCKET = 'products';
export const ARTICLES_BUCKET = 'articles';

/** Orders per page in the back office's order lists. */
export const DEFAULT_ORDERS_PAGE_SIZE = 20;
/** The cooperative's divisions as stored in categories.division, in the order the screens list them. */
export const DIVISIONS = ['Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan'] as const;
export type Division = (typeof DIVISIONS)[number];

export function isDivision(value: unknown): value is Division {
  return typeof value === 'string' && (DIVISIONS as readonly string[]).includes(value);
}
/** Article author written on create. */
export const DEFAULT_ARTICLE_AUTHOR = 'Admin';

/** Limits of the contact_messages table (its check constraints). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;
