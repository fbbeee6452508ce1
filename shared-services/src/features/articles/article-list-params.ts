import { isArticleType, type ArticleType } from './article-model';
import type { ArticleListQuery } from './article-read-service';

/** How many articles /artikel shows on a page: three rows of three. */
export const ARTICLE_LIST_PAGE_SIZE = 9;

/** The news list's state as it lives in the URL of /artikel: ?type (news, promo or event) and ?page. */
export interface ArticleListParams {
  type?: ArticleType;
  page: number;
}

/** Reads the news list's state from the URL (anything malformed falls back to its default). */
export function readArticleListParams(params: URLSearchParams): ArticleListParams {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    ...(isArticleType(type) ? { type } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query of one page of the list (the page and the shell's prefetch ask with the same key). */
export function toArticleListQuery(params: ArticleListParams): ArticleListQuery {
  return {
    ...(params.type ? { type: params.type } : {}),
    page: params.page,
    pageSize: ARTICLE_LIST_PAGE_SIZE,
  };
}
