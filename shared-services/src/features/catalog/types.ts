export type Division = 'Perikanan' | 'Pertanian' | 'Teknologi Ramah Lingkungan';

/** The three divisions in the order the storefront shows them. */
export const DIVISIONS: readonly Division[] = ['Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan'];

export function isDivision(value: unknown): value is Division {
  return typeof value === 'string' && (DIVISIONS as readonly string[]).includes(value);
}

export interface SidebarCategory {
  id: number;
  name: string;
  /** number of products in the category */
  count: number;
}

export interface SidebarDivision {
  name: Division;
  categories: SidebarCategory[];
}

/** A news or promo item of the sidebar's 'Berita & Promosi' panel. */
export interface NewsItem {
  id: string;
  title: string;
  description: string;
  /** ISO date */
  date: string;
  type: 'news' | 'promo';
  /** the article's image URL, '' when none */
  image: string;
}

/** A product as the storefront lists it (cards, cart refresh, wishlist). */
export interface ProductSummary {
  id: string;
  name: string;
  /** base unit: shown as rupiah after multiplying by RUPIAH_PER_BASE_UNIT */
  price: number;
  category: string;
  categoryId: number;
  division: string;
  description: string;
  /** the cover image URL, '' when the product has none */
  image: string;
  rating: number;
  reviews: number;
  stock: number;
}

/** One product with everything its page shows. */
export interface ProductDetail extends ProductSummary {
  images: string[];
  seller: { id: string; name: string; reputation: number; avatarUrl: string };
  createdAt: string;
}

/** Sort orders of the catalogue. */
export type CatalogSort = 'newest' | 'price-asc' | 'price-desc' | 'rating';
export const CATALOG_SORTS: readonly CatalogSort[] = ['newest', 'price-asc', 'price-desc', 'rating'];
export const DEFAULT_CATALOG_PAGE_SIZE = 12;

export interface CatalogQuery {
  categoryId?: number;
  division?: Division;
  sellerId?: string;
  /** case-insensitive search on name and description (plus Indonesian full text) */
  q?: string;
  sort?: CatalogSort;
  /** 1-based */
  page?: number;
  pageSize?: number;
}

export interface CatalogPage {
  items: ProductSummary[];
  /** number of matching products over all pages */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
