import {
  fromWibInput,
  toWibInput,
  type Article,
  type ArticleInput,
  type ArticleType,
} from '@koperasi/shared-services';
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
    publishDate: toWibInput(article.publishDate),
    eventDate: toWibInput(article.eventDate),
    currentImage: article.image,
    image: null,
  };
}

// the dates typed are WIB wall times, whatever the browser's zone
const toIso = (value: string | undefined) => fromWibInput(value);

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
