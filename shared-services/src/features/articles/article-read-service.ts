import { getSupabase } from '../../supabase/client';
import { parseId } from '../../ids';
import { ARTICLE_COLUMNS, isArticleType, toArticle, type Article, type ArticleType } from './article-model';

/*
 * The storefront's reads of articles: the news list, one article and the upcoming events. Only live
 * articles are listed (publish date reached): RLS hides scheduled ones from buyers, and the explicit filter
 * also keeps them out of an admin's lists. Errors: 'Error getting articles: <cause>', 'Article not found'.
 */

export const DEFAULT_ARTICLE_PAGE_SIZE = 9;
const MAX_ARTICLE_PAGE_SIZE = 30;

export interface ArticleListQuery {
  /** one type only; all types when omitted */
  type?: ArticleType;
  /** 1-based */
  page?: number;
  pageSize?: number;
}

export interface ArticlePage {
  items: Article[];
  /** number of live articles of the query over all pages */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** One page of live articles, newest publish date first. A page past the end is empty with the real total. */
export async function getLiveArticles(query: ArticleListQuery = {}): Promise<ArticlePage> {
  const pageSize = Math.min(
    Math.max(1, Math.floor(query.pageSize ?? DEFAULT_ARTICLE_PAGE_SIZE)),
    MAX_ARTICLE_PAGE_SIZE,
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const now = new Date().toISOString();
  const build = (head: boolean) => {
    let request = getSupabase()
      .from('articles')
      .select(ARTICLE_COLUMNS, { count: 'exact', head })
      .lte('publish_date', now);
    if (query.type && isArticleType(query.type)) request = request.eq('type', query.type);
    return request;
  };
  const from = (page - 1) * pageSize;
  const { data, error, count } = await build(false)
    .order('publish_date', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) {
    // PostgREST answers 416 (PGRST103) for a page past the end: an empty page of the real total
    if (error.code === 'PGRST103') {
      const { count: total, error: countError } = await build(true);
      if (countError) throw new Error(`Error getting articles: ${countError.message}`);
      return { items: [], total: total ?? 0, page, pageSize, pageCount: Math.ceil((total ?? 0) / pageSize) };
    }
    throw new Error(`Error getting articles: ${error.message}`);
  }
  const total = count ?? data?.length ?? 0;
  return {
    items: (data ?? []).map(toArticle),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

/**
 * One article the caller may read: a live one, or for an admin also a scheduled one (its page says so).
 * 'Article not found' when there is none, or it is not yet published for this caller.
 */
export async function getLiveArticle(id: number): Promise<Article> {
  const articleId = parseId(id);
  if (articleId === null) throw new Error('Article not found');
  const { data, error } = await getSupabase()
    .from('articles')
    .select(ARTICLE_COLUMNS)
    .eq('id', articleId)
    .maybeSingle();
  if (error) throw new Error(`Error getting article: ${error.message}`);
  if (!data) throw new Error('Article not found');
  return toArticle(data);
}

/** Live events that have not taken place yet, soonest first. */
export async function getUpcomingEvents(limit = 3): Promise<Article[]> {
  const now = new Date().toISOString();
  const { data, error } = await getSupabase()
    .from('articles')
    .select(ARTICLE_COLUMNS)
    .eq('type', 'event')
    .lte('publish_date', now)
    .gte('event_date', now)
    .order('event_date', { ascending: true })
    .order('id', { ascending: true })
    .limit(Math.max(1, Math.floor(limit)));
  if (error) throw new Error(`Error getting articles: ${error.message}`);
  return (data ?? []).map(toArticle);
}
