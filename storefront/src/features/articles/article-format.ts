import type { ArticleType } from '@koperasi/shared-services';

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

const JAKARTA = 'Asia/Jakarta';
const eventDay = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: JAKARTA,
});
const eventTime = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: JAKARTA });
const badgeDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', timeZone: JAKARTA });
const badgeMonth = new Intl.DateTimeFormat('id-ID', { month: 'short', timeZone: JAKARTA });

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** When an event takes place, in Western Indonesian Time: 'Sabtu, 5 Desember 2026 pukul 09.00 WIB'. */
export function formatEventDate(iso: string): string {
  const date = valid(iso);
  return date ? `${eventDay.format(date)} pukul ${eventTime.format(date)} WIB` : '';
}

/** Only the day: 'Sabtu, 5 Desember 2026'. */
export function formatEventDay(iso: string): string {
  const date = valid(iso);
  return date ? eventDay.format(date) : '';
}

/** Only the time: '09.00 WIB'. */
export function formatEventTime(iso: string): string {
  const date = valid(iso);
  return date ? `${eventTime.format(date)} WIB` : '';
}

/** The day of the month and the short month of a calendar badge: ['5', 'Des']. */
export function eventBadge(iso: string): [day: string, month: string] {
  const date = valid(iso);
  return date ? [badgeDay.format(date), badgeMonth.format(date).replace(/\.$/, '')] : ['', ''];
}

/** Whether an event is still to come at `now` (ms since the epoch). */
export function isUpcoming(iso: string, now = Date.now()): boolean {
  const date = valid(iso);
  return date !== null && date.getTime() >= now;
}
