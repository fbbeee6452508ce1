export type ArticleType = 'news' | 'promo' | 'event';
export type ArticleStatus = 'published' | 'scheduled';

/** An article (spec section 3): news, promo or event with one image. */
export interface Article {
  id: number;
  title: string;
  type: ArticleType;
  content: string;
  /** public URL of its one image */
  image: string | null;
  /** scheduled until publishDate, then live on the storefront */
  status: ArticleStatus;
  /** ISO timestamp */
  publishDate: string;
  author: string;
  created_at: string;
  updated_at: string;
}

/** The fields of the article form. */
export interface ArticleInput {
  title: string;
  type: ArticleType;
  content: string;
  /** ISO timestamp; now when omitted. A date in the future makes the article scheduled. */
  publishDate?: string | null;
}
