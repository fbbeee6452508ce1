import type { Division } from '../../constants';
import type { ProductSummary } from '../products/product-model';

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
  id: number;
  title: string;
  description: string;
  /** ISO date */
  date: string;
  type: 'news' | 'promo';
  /** the article's image URL, '' when none */
  image: string;
}

/** Sort orders of the catalogue; 'relevance' (a search's default) is newest first without a search. */
export type CatalogSort = 'relevance' | 'newest' | 'price-asc' | 'price-desc' | 'rating';
export const CATALOG_SORTS: readonly CatalogSort[] = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
];
export const DEFAULT_CATALOG_PAGE_SIZE = 12;

export interface CatalogQuery {
  categoryId?: number;
  division?: Division;
  sellerId?: string;
  /** case-insensitive search on name and description (plus Indonesian full text, else similar names) */
  q?: string;
  /** newest first by default, most relevant first for a search */
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
