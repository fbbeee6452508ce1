import type { Article, ArticleInput, ArticleType } from '@koperasi/shared-services';
import type { ArticleFormValues } from '@koperasi/shared-services/validation';

/** Labels of the article types and statuses, as shown (Berita/Promo/Acara, as the storefront says; Terbit/Terjadwal). */
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  news: 'Berita',
  promo: 'Promo',
  event: 'Acara',
};

/** 'Terjadwal' until the publish date, 'Terbit' from then on (the storefront shows it from then too). */
export function articleStatusLabel(
  article: Pick<Article, 'publishDate'>,
  now = Date.now(),
): 'Terbit' | 'Terjadwal' {
  return Date.parse(article.publishDate) > now ? 'Terjadwal' : 'Terbit';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO timestamp -> the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const emptyArticleValues = (): ArticleFormValues => ({
  title: '',
  type: 'news',
  content: '',
  publishDate: '',
  eventDate: '',
  currentImage: null,
  image: null,
});

export function toArticleValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    type: article.type,
    content: article.content,
    publishDate: toLocalInput(article.publishDate),
    eventDate: article.eventDate ? toLocalInput(article.eventDate) : '',
    currentImage: article.image,
    image: null,
  };
}

const toIso = (local: string | undefined) => (local ? new Date(local).toISOString() : null);

/**
 * What the article services take. The publish date is sent only when it was changed (an edit keeps the
 * stored one to the second); empty means now. An event's date likewise, when given or changed; empty means
 * its publish date.
 */
export function toArticleInput(values: ArticleFormValues, initial?: ArticleFormValues): ArticleInput {
  const changed = !initial || values.publishDate !== initial.publishDate;
  const eventDateChanged = initial ? values.eventDate !== initial.eventDate : Boolean(values.eventDate);
  return {
    title: values.title,
    type: values.type as ArticleType,
    content: values.content,
    ...(changed ? { publishDate: toIso(values.publishDate) } : {}),
    ...(values.type === 'event' && eventDateChanged ? { eventDate: toIso(values.eventDate) } : {}),
  };
}
