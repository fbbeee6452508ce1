import { basePriceToRupiah } from '@koperasi/shared-services';

// the cooperative's dates and times (WIB, calendar dates never shifted) have one module, in shared-services
export { formatDate, formatDateTime } from '@koperasi/shared-services';

const idr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** A base-unit price (products.price) shown as Indonesian rupiah, rounded as orders charge it: 'Rp 85.000'. */
export function formatRupiah(basePrice: number): string {
  return idr.format(basePriceToRupiah(basePrice));
}

/** An amount in whole rupiah (order money) shown as Indonesian rupiah: 'Rp 127.500'. */
export function formatIdr(rupiah: number): string {
  return idr.format(Math.round(rupiah));
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
