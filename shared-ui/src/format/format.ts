import { basePriceToRupiah } from '@koperasi/shared-services';

const idr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});
const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' });

/** A base-unit price (products.price) shown as Indonesian rupiah, rounded as orders charge it: 'Rp 85.000'. */
export function formatRupiah(basePrice: number): string {
  return idr.format(basePriceToRupiah(basePrice));
}

/** An amount in whole rupiah (order money) shown as Indonesian rupiah: 'Rp 127.500'. */
export function formatIdr(rupiah: number): string {
  return idr.format(Math.round(rupiah));
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A date and time as an Indonesian reads it, 'Rabu, 15 Januari 2031 pukul 09.30': what a date field's
 * value means, whatever format the browser's own date control shows. '' for no or no valid date.
 */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? dateTimeFormat.format(date) : '';
}

/** Up to two initials of a name or email, for the generated avatar. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
