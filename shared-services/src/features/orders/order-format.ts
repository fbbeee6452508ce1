import { roleLabel } from '../auth/user';
import type { OrderStatusEvent, ShippingAddress } from './types';

export { formatOrderDateTime, type OrderMonthStyle } from '../../dates';

/** The address lines under the recipient: street; kelurahan, kecamatan; city, province postal code. */
export function orderAddressLines(address: ShippingAddress): string[] {
  return [
    address.street,
    `Kel. ${address.kelurahan}, Kec. ${address.kecamatan}`,
    `${address.city}, ${address.province} ${address.postalCode}`,
  ];
}

/** Who changed a status: name and role, 'Sistem' for the service role. */
export function orderStatusActor(event: OrderStatusEvent): string {
  if (!event.changedBy) return 'Sistem';
  const role = event.changedByRole ? roleLabel(event.changedByRole) : '';
  return [event.changedByName || 'Pengguna', role && `(${role})`].filter(Boolean).join(' ');
}

/**
 * The time left until a payment deadline, for the buyer's countdown: '1 hari 2 jam', '23 jam 5 menit',
 * '4 menit 9 detik', '' once it has passed or for an invalid date. `now` in ms since the epoch.
 */
export function paymentTimeLeft(dueAt: string, now: number = Date.now()): string {
  const due = Date.parse(dueAt);
  if (Number.isNaN(due) || due <= now) return '';
  const seconds = Math.floor((due - now) / 1000);
  const parts: Array<[number, string]> = [
    [Math.floor(seconds / 86400), 'hari'],
    [Math.floor((seconds % 86400) / 3600), 'jam'],
    [Math.floor((seconds % 3600) / 60), 'menit'],
    [seconds % 60, 'detik'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first < 0) return '0 detik';
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}
