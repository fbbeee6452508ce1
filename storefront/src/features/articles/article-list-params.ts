import type { ArticleListParams } from '@koperasi/shared-services';
import { paths } from '@koperasi/shared-services';

/** The path of a list state; page 1 and all types are left out. */
export function articleListPath(params: Partial<ArticleListParams>): string {
  const search = new URLSearchParams();
  if (params.type) search.set('type', params.type);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `${paths.articles()}?${text}` : paths.articles();
}
