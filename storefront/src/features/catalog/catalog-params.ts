import { defaultSort, type CatalogParams, type CatalogSort } from '@koperasi/shared-services';

export const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Paling Sesuai',
  newest: 'Terbaru',
  'price-asc': 'Harga Terendah',
  'price-desc': 'Harga Tertinggi',
  rating: 'Rating Tertinggi',
};

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
