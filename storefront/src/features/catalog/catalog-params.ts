import {
  CATALOG_SORTS,
  isDivision,
  type CatalogQuery,
  type CatalogSort,
  type Division,
} from '@koperasi/shared-services';

/** The catalogue's state as it lives in the URL: ?category, ?division, ?q, ?sort, ?page. */
export interface CatalogParams {
  categoryId?: number;
  division?: Division;
  q: string;
  sort: CatalogSort;
  page: number;
}

export const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Paling Sesuai',
  newest: 'Terbaru',
  'price-asc': 'Harga Terendah',
  'price-desc': 'Harga Tertinggi',
  rating: 'Rating Tertinggi',
};

/** The order of a list without a chosen one: most relevant first for a search, otherwise newest first. */
export const defaultSort = (q: string | undefined): CatalogSort => (q ? 'relevance' : 'newest');

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

export function toCatalogQuery(params: CatalogParams): CatalogQuery {
  return {
    ...(params.categoryId !== undefined ? { categoryId: params.categoryId } : {}),
    ...(params.division ? { division: params.division } : {}),
    ...(params.q ? { q: params.q } : {}),
    sort: params.sort,
    page: params.page,
  };
}

/** The URL search of a catalogue state; defaults (the default order, page 1) are left out. */
export function catalogSearch(params: Partial<CatalogParams>): string {
  const search = new URLSearchParams();
  if (params.categoryId !== undefined) search.set('category', String(params.categoryId));
  if (params.division) search.set('division', params.division);
  if (params.q) search.set('q', params.q);
  if (params.sort && params.sort !== defaultSort(params.q) && (params.q || params.sort !== 'relevance'))
    search.set('sort', params.sort);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
