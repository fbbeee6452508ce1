import type { QueryData } from '@supabase/supabase-js';
import type { KoperasiSupabaseClient } from '../../supabase/client';
import type { TablesInsert } from '../../supabase/database.types';

/** The query its row type is inferred from (types only). */
export const ARTICLE_TYPES = ['news', 'promo', 'event'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export type ArticleStatus = 'published' | 'scheduled';

export const ARTICLE_COLUMNS =
  'id, title, type, content, image, status, publish_date, event_date, author, created_at, updated_at' as const;

export const articlesQuery = (client: KoperasiSupabaseClient) =>
  client.from('articles').select(ARTICLE_COLUMNS);
export type ArticleRow = QueryData<ReturnType<typeof articlesQuery>>[number];

/** An article: news, promo or event with one image. */
export interface Article {
  id: number;
  title: string;
  type: ArticleType;
  content: string;
  /** public URL of its one image */
  image: string | null;
  /** scheduled until publishDate, then live on the storefront */
  status: ArticleStatus;
  /** ISO timestamps */
  publishDate: string;
  /** when an event takes place (ISO); null for news and promos */
  eventDate: string | null;
  author: string;
  createdAt: string;
  updatedAt: string;
}

/** The fields of the article form. */
export interface ArticleInput {
  title: string;
  type: ArticleType;
  content: string;
  /** ISO timestamp; now when omitted. A date in the future makes the article scheduled. */
  publishDate?: string | null;
  /** events: ISO timestamp of when it takes place; null for its publish date. Omitted: kept as stored. */
  eventDate?: string | null;
}

export function isArticleType(value: unknown): value is ArticleType {
  return typeof value === 'string' && (ARTICLE_TYPES as readonly string[]).includes(value);
}

export function toArticle(row: ArticleRow): Article {
  if (!isArticleType(row.type)) throw new Error(`unknown article type "${row.type}"`);
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    content: row.content,
    image: row.image,
    status: row.status === 'scheduled' ? 'scheduled' : 'published',
    publishDate: row.publish_date,
    eventDate: row.event_date,
    author: row.author,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The article form's text fields as the articles table takes them. */
export function toArticleWrite(
  input: ArticleInput,
): Pick<TablesInsert<'articles'>, 'title' | 'type' | 'content' | 'event_date'> {
  return {
    title: input.title.trim(),
    type: input.type,
    content: input.content.trim(),
    // the database keeps an event's date (its publish date when none) and clears it for other types
    ...(input.eventDate !== undefined ? { event_date: input.eventDate } : {}),
  };
}
