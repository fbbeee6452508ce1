import type { ShippingAddress } from '@koperasi/shared-services';

const dateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** '21 November 2026 pukul 10.30 WIB' style date and time of an order event (shown in WIB). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${dateTime.format(date)} WIB`;
}

/** The address lines under the recipient: street; kelurahan, kecamatan; city, province postal code. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    address.street,
    `Kel. ${address.kelurahan}, Kec. ${address.kecamatan}`,
    `${address.city}, ${address.province} ${address.postalCode}`,
  ];
}
