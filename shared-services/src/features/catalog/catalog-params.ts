import { isDivision, type Division } from '../../constants';
import { CATALOG_SORTS, type CatalogQuery, type CatalogSort } from './types';

/** The catalogue's state as it lives in the URL of /products: ?category, ?division, ?q, ?sort, ?page. */
export interface CatalogParams {
  categoryId?: number;
  division?: Division;
  q: string;
  sort: CatalogSort;
  page: number;
}

/** The order of a list without a chosen one: most relevant first for a search, otherwise newest first. */
export const defaultSort = (q: string | undefined): CatalogSort => (q ? 'relevance' : 'newest');

/** Reads the catalogue's state from the URL (anything malformed falls back to its default). */
export function readCatalogParams(params: URLSearchParams): CatalogParams {
  const category = params.get('category');
  const division = params.get('division');
  const sort = params.get('sort') as CatalogSort;
  const page = Number(params.get('page'));
  const q = (params.get('q') ?? '').trim();
  return {
    ...(category && /^\d+$/.test(category) ? { categoryId: Number(category) } : {}),
    ...(isDivision(division) ? { division } : {}),
    q,
    // relevance belongs to a search
    sort: CATALOG_SORTS.includes(sort) && (q || sort !== 'relevance') ? sort : defaultSort(q),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query of the catalogue page for a state: the key its products are cached under. */
export function toCatalogQuery(params: CatalogParams): CatalogQuery {
  return {
    ...(params.categoryId !== undefined ? { categoryId: params.categoryId } : {}),
    ...(params.division ? { division: params.division } : {}),
    ...(params.q ? { q: params.q } : {}),
    sort: params.sort,
    page: params.page,
  };
}
