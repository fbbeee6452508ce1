import { isDivision } from '../../constants';
import { DEFAULT_CATALOG_PAGE_SIZE, type CatalogQuery, type CatalogSort } from './types';

/*
 * What one page of the catalogue asks the database for, worked out from a CatalogQuery without sending
 * anything: the service (getCatalogProducts) sends it, and the shell's entry starts the same request for a
 * first load of /products (api/first-requests.ts). No import that pulls in a client.
 */

const MAX_QUERY_LENGTH = 100;
const MAX_PAGE_SIZE = 48;

/** The text of a search as it is sent: spaces collapsed, trimmed, at most 100 characters; '' for none. */
export function searchText(q: string | undefined): string {
  return (q ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

type SortColumn = 'created_at' | 'price' | 'rating' | 'reviews' | 'id';
type FilterColumn = 'category_id' | 'division' | 'seller_id';

const SORT_ORDER: Record<CatalogSort, Array<[column: SortColumn, ascending: boolean]>> = {
  // a search's own order (search_products); without a search, newest first
  relevance: [],
  newest: [
    ['created_at', false],
    ['id', false],
  ],
  'price-asc': [
    ['price', true],
    ['id', true],
  ],
  'price-desc': [
    ['price', false],
    ['id', false],
  ],
  rating: [
    ['rating', false],
    ['reviews', false],
    ['id', false],
  ],
};

/** 'Produk Unggulan': the best-rated products, most reviewed first on a tie, then the newest. */
export const FEATURED_ORDER: ReadonlyArray<[column: SortColumn, ascending: boolean]> = SORT_ORDER.rating;

export interface CatalogRequest {
  /** the search text ('' for none: then the products table, else search_products) */
  q: string;
  /** equality filters, in the order they are applied */
  filters: Array<[column: FilterColumn, value: string | number]>;
  order: Array<[column: SortColumn, ascending: boolean]>;
  page: number;
  pageSize: number;
  /** the first row of the page (0-based) */
  from: number;
}

/** The request for one page of the catalogue: page size within 1..48, page from 1, the order of the sort. */
export function catalogRequest(query: CatalogQuery = {}): CatalogRequest {
  const pageSize = Math.min(
    Math.max(1, Math.floor(query.pageSize ?? DEFAULT_CATALOG_PAGE_SIZE)),
    MAX_PAGE_SIZE,
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const q = searchText(query.q);
  const sort = query.sort && query.sort in SORT_ORDER ? query.sort : q ? 'relevance' : 'newest';
  const filters: CatalogRequest['filters'] = [];
  if (query.categoryId !== undefined) filters.push(['category_id', query.categoryId]);
  if (query.division && isDivision(query.division)) filters.push(['division', query.division]);
  if (query.sellerId) filters.push(['seller_id', query.sellerId]);
  return {
    q,
    filters,
    order: SORT_ORDER[sort === 'relevance' && !q ? 'newest' : sort],
    page,
    pageSize,
    from: (page - 1) * pageSize,
  };
}
