import {
  roleLabel,
  type OrderStatus,
  type OrderStatusEvent,
  type ShippingAddress,
} from '@koperasi/shared-services';

const dateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** '21 Nov 2026 10.30 WIB': order times in Western Indonesian Time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${dateTime.format(date)} WIB`;
}

/** The address lines under the recipient. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    address.street,
    `Kel. ${address.kelurahan}, Kec. ${address.kecamatan}`,
    `${address.city}, ${address.province} ${address.postalCode}`,
  ];
}

/** Who changed a status: name and role, 'Sistem' for the service role. */
export function actorOf(event: OrderStatusEvent): string {
  if (!event.changedBy) return 'Sistem';
  const role = event.changedByRole ? roleLabel(event.changedByRole) : '';
  return [event.changedByName || 'Pengguna', role && `(${role})`].filter(Boolean).join(' ');
}

/** The button that moves an order to a status, and what it means for the person pressing it. */
export const STATUS_ACTIONS: Record<OrderStatus, { label: string; help: string }> = {
  menunggu_pembayaran: { label: 'Menunggu Pembayaran', help: '' },
  diproses: { label: 'Tandai Diproses', help: 'Pembayaran sudah diterima; pesanan sedang disiapkan.' },
  dikirim: { label: 'Tandai Dikirim', help: 'Pesanan sudah diserahkan ke kurir.' },
  selesai: { label: 'Tandai Selesai', help: 'Pesanan sudah diterima pembeli.' },
  dibatalkan: { label: 'Batalkan Pesanan', help: 'Stok produk dikembalikan.' },
};
