import {
  dateBadge,
  formatDateTime,
  formatTime,
  formatWeekdayDate,
  parseInstant,
  type ArticleType,
} from '@koperasi/shared-services';

/** How the storefront names the article types. */
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  news: 'Berita',
  promo: 'Promo',
  event: 'Acara',
};

/** The label colours of the types: white or dark text at more than 4.5:1 on each. */
export const ARTICLE_TYPE_COLORS: Record<ArticleType, { bg: string; fg: string }> = {
  news: { bg: '#0f766e', fg: '#ffffff' },
  promo: { bg: '#b45309', fg: '#ffffff' },
  event: { bg: '#6d28d9', fg: '#ffffff' },
};

/** When an event takes place, in Western Indonesian Time: 'Sabtu, 5 Desember 2026 pukul 09.00 WIB'. */
export function formatEventDate(iso: string): string {
  return formatDateTime(iso);
}

/** Only the day: 'Sabtu, 5 Desember 2026'. */
export function formatEventDay(iso: string): string {
  return formatWeekdayDate(iso);
}

/** Only the time: '09.00 WIB'. */
export function formatEventTime(iso: string): string {
  return formatTime(iso);
}

/** The day of the month and the short month of a calendar badge: ['5', 'Des']. */
export function eventBadge(iso: string): [day: string, month: string] {
  return dateBadge(iso);
}

/** Whether an event is still to come at `now` (ms since the epoch). */
export function isUpcoming(iso: string, now = Date.now()): boolean {
  const date = parseInstant(iso);
  return date !== null && date.getTime() >= now;
}
