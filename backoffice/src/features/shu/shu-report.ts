import { yearInJakarta, type ShuBase, type ShuMemberShare } from '@koperasi/shared-services';
import { SHU_BASE_LABELS } from '@koperasi/shared-services/economics';

/** The book year now, as the database counts it (calendar year in Asia/Jakarta). */
export function currentBookYear(now: Date = new Date()): number {
  return yearInJakarta(now);
}

/** The years the screen offers: this year and the five before it, plus the one asked for. */
export function bookYearOptions(current: number, selected: number): number[] {
  const years = Array.from({ length: 6 }, (_, index) => current - index);
  return years.includes(selected) ? years : [...years, selected].sort((a, b) => b - a);
}

/** A year from the address ('?tahun=2025'), or null when it is not a plausible book year. */
export function parseBookYear(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2200 ? year : null;
}

/** What only a phone shows (a hidden column's content under the row's name). */
export const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** A percent as Indonesians write it: '12.5' -> '12,5%'. */
export const percentLabel = (percent: string) => `${percent.replace('.', ',')}%`;

/** What a line is shared by: its base's name, 'Komponen' for a split line, '-' for what the cooperative keeps. */
export function baseLabel(base: ShuBase | null, split = false): string {
  if (base) return SHU_BASE_LABELS[base];
  return split ? 'Dibagi ke komponen' : 'Disimpan koperasi';
}

export interface ShuTotals {
  purchases: number;
  sales: number;
  capital: number;
  jasaUsaha: number;
  jasaModal: number;
  total: number;
}

/** The column sums of the distribution table (whole rupiah: integer sums, exact). */
export function shuTotals(rows: readonly ShuMemberShare[]): ShuTotals {
  const sum = (pick: (row: ShuMemberShare) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    purchases: sum((row) => row.purchases),
    sales: sum((row) => row.sales),
    capital: sum((row) => row.capital),
    jasaUsaha: sum((row) => row.jasaUsaha),
    jasaModal: sum((row) => row.jasaModal),
    total: sum((row) => row.total),
  };
}

export const SHU_CSV_HEADERS = [
  'No. Anggota',
  'Nama Anggota',
  'Pembelian (Rp)',
  'Penjualan (Rp)',
  'Modal (Rp)',
  'Jasa Usaha (Rp)',
  'Jasa Modal (Rp)',
  'Total SHU (Rp)',
] as const;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The distribution report as CSV: Indonesian headers, one row per member, amounts in whole rupiah without
 * separators (a spreadsheet reads them as numbers), and a last row with the sums.
 */
export function shuDistributionCsv(rows: readonly ShuMemberShare[]): string {
  const totals = shuTotals(rows);
  const lines = [
    SHU_CSV_HEADERS,
    ...rows.map((row) => [
      row.memberNumber,
      row.fullName,
      row.purchases,
      row.sales,
      row.capital,
      row.jasaUsaha,
      row.jasaModal,
      row.total,
    ]),
    [
      'Jumlah',
      '',
      totals.purchases,
      totals.sales,
      totals.capital,
      totals.jasaUsaha,
      totals.jasaModal,
      totals.total,
    ],
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Saves a text as a file the browser downloads (a UTF-8 byte order mark so spreadsheets read the names right). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
