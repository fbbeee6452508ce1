import { isArticleType, type ArticleListQuery, type ArticleType } from '@koperasi/shared-services';

/** The news list's state as it lives in the URL: ?type (news, promo or event) and ?page. */
export interface ArticleListParams {
  type?: ArticleType;
  page: number;
}

export function readArticleListParams(params: URLSearchParams): ArticleListParams {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    ...(isArticleType(type) ? { type } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function toArticleListQuery(params: ArticleListParams, pageSize: number): ArticleListQuery {
  return { ...(params.type ? { type: params.type } : {}), page: params.page, pageSize };
}

/** The path of a list state; page 1 and all types are left out. */
export function articleListPath(params: Partial<ArticleListParams>): string {
  const search = new URLSearchParams();
  if (params.type) search.set('type', params.type);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `/artikel?${text}` : '/artikel';
}
