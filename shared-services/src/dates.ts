/**
 * The cooperative's dates and times, as every screen shows, reads and sends them, whatever the browser's time
 * zone. Two kinds of value come from the database:
 * - instants (timestamptz, an ISO timestamp with its offset): shown in Western Indonesian Time (Asia/Jakarta),
 *   with 'WIB' after a time;
 * - calendar dates (date columns: RAT date, join date, payment day, 'YYYY-MM-DD'): shown as the day they name,
 *   never through a Date at the browser's midnight, which a zone west of Greenwich moves a day back.
 * A date and time typed without an offset ('2031-01-15T09:30', the date fields' value) is a WIB wall time.
 */

export const COOPERATIVE_TIME_ZONE = 'Asia/Jakarta';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const WIB_OFFSET_MS = 7 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date 'YYYY-MM-DD' as its UTC midnight (formatted in UTC it is that day), or null for no day. */
function calendarDay(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/**
 * The instant an ISO timestamp names; a date and time without an offset is read as WIB ('2031-01-15T09:30' is
 * 02.30 UTC), a calendar date as the start of that day in WIB. null for no valid value.
 */
export function parseInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = WALL_TIME.exec(value) ?? CALENDAR_DATE.exec(value);
  if (match) {
    const [year, month, day, hour, minute, second] = Array.from({ length: 6 }, (_, at) =>
      Number(match[at + 1] ?? 0),
    ) as [number, number, number, number, number, number];
    const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    const real =
      utc.getUTCFullYear() === year &&
      utc.getUTCMonth() === month - 1 &&
      utc.getUTCDate() === day &&
      hour < 24 &&
      minute < 60 &&
      second < 60;
    return real ? new Date(utc.getTime() - WIB_OFFSET_MS) : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One id-ID formatter per set of options and zone (building one is slow, formatting is not). */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A day of `value` in the given words: a calendar date as it is, an instant as its day in WIB. */
function formatDay(value: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const day = calendarDay(value);
  if (day) return formatter(options, 'UTC').format(day);
  const instant = parseInstant(value);
  return instant ? formatter(options, COOPERATIVE_TIME_ZONE).format(instant) : '';
}

/** A value's time in WIB, or null (a calendar date has none). */
function formatInstant(value: string | null | undefined, options: Intl.DateTimeFormatOptions): string | null {
  if (!value || calendarDay(value)) return null;
  const instant = parseInstant(value);
  return instant ? formatter(options, COOPERATIVE_TIME_ZONE).format(instant) : null;
}

const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** '15 Desember 2026': a calendar date ('2026-12-15') as it is, an instant as its day in WIB; '' for none. */
export function formatDate(value: string | null | undefined): string {
  return formatDay(value, LONG_DAY);
}

/** '7 Des 2026', with the short month of the back office's tables. */
export function formatShortDate(value: string | null | undefined): string {
  return formatDay(value, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** 'Senin, 7 Desember 2026': the day with its weekday. */
export function formatWeekdayDate(value: string | null | undefined): string {
  return formatDay(value, { weekday: 'long', ...LONG_DAY });
}

/** '03.10 WIB': the time of an instant in WIB; '' for no instant. */
export function formatTime(value: string | null | undefined): string {
  const time = formatInstant(value, { hour: '2-digit', minute: '2-digit' });
  return time ? `${time} WIB` : '';
}

/**
 * 'Senin, 7 Desember 2026 pukul 03.10 WIB': an instant, or a date field's value ('2026-12-07T03:10', a WIB wall
 * time), as an Indonesian reads it, whatever format the browser's own date control shows. '' for none.
 */
export function formatDateTime(value: string | null | undefined): string {
  const text = formatInstant(value, { weekday: 'long', ...LONG_DAY, hour: '2-digit', minute: '2-digit' });
  return text ? `${text} WIB` : '';
}

/** How the month of an order time is written: 'Nov' (back office tables) or 'November' (the buyer's pages). */
export type OrderMonthStyle = 'short' | 'long';

/**
 * The date and time of an order event: '21 November 2026 pukul 10.30 WIB' ('21 Nov 2026, 10.30 WIB' with month
 * 'short'); '' for an invalid date.
 */
export function formatOrderDateTime(iso: string, month: OrderMonthStyle = 'long'): string {
  const text = formatInstant(iso, {
    day: 'numeric',
    month,
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return text ? `${text} WIB` : '';
}

/** The day of the month and the short month of a calendar badge: ['5', 'Des']; ['', ''] for none. */
export function dateBadge(value: string | null | undefined): [day: string, month: string] {
  const day = formatDay(value, { day: 'numeric' });
  const month = formatDay(value, { month: 'short' }).replace(/\.$/, '');
  return day ? [day, month] : ['', ''];
}

/** A rule's bound (yup's min/max) as people read it: '21 November 2026', the instant's day in WIB. */
export function formatDateBound(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : formatDate(date.toISOString());
}

/** WIB's wall clock at an instant, as the parts of a UTC date. */
function wibClock(instant: Date): Date {
  return new Date(instant.getTime() + WIB_OFFSET_MS);
}

/** Today in WIB as 'YYYY-MM-DD' (the database's days, for payouts, capital and membership, are WIB days). */
export function todayInJakarta(now: Date = new Date()): string {
  return wibClock(now).toISOString().slice(0, 10);
}

/** The calendar year in WIB: the cooperative's book year now. */
export function yearInJakarta(now: Date = new Date()): number {
  return wibClock(now).getUTCFullYear();
}

/** An instant as a date field's value, its WIB wall time 'YYYY-MM-DDThh:mm'; '' for none. */
export function toWibInput(iso: string | null | undefined): string {
  const instant = parseInstant(iso);
  if (!instant) return '';
  const clock = wibClock(instant);
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}T${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** A date field's value (a WIB wall time '2031-01-15T09:30') as the ISO instant sent to the database; null for none. */
export function fromWibInput(value: string | null | undefined): string | null {
  return parseInstant(value)?.toISOString() ?? null;
}
