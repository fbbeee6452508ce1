import { formatOrderDateTime, type OrderStatus } from '@koperasi/shared-services';

/** '21 Nov 2026 10.30 WIB': order times in Western Indonesian Time, short month for the back office. */
export function formatDateTime(iso: string): string {
  return formatOrderDateTime(iso, 'short');
}

/** The button that moves an order to a status, and what it means for the person pressing it. */
export const STATUS_ACTIONS: Record<OrderStatus, { label: string; help: string }> = {
  menunggu_pembayaran: { label: 'Menunggu Pembayaran', help: '' },
  diproses: { label: 'Tandai Diproses', help: 'Pembayaran sudah diterima; pesanan sedang disiapkan.' },
  dikirim: { label: 'Tandai Dikirim', help: 'Pesanan sudah diserahkan ke kurir.' },
  selesai: { label: 'Tandai Selesai', help: 'Pesanan sudah diterima pembeli.' },
  dibatalkan: { label: 'Batalkan Pesanan', help: 'Stok produk dikembalikan.' },
};
