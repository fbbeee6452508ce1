import * as yup from 'yup';
import { SHIPMENT_LIMITS } from '@koperasi/shared-services/orders';

/** The couriers most Indonesian shops ship with; anything else is typed under 'Lainnya'. */
export const COURIERS = ['JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'AnterAja'] as const;
export const OTHER_COURIER = 'Lainnya';

export interface ShipFormValues {
  /** one of COURIERS, OTHER_COURIER, or '' before a choice */
  courier: string;
  /** the courier's name when OTHER_COURIER is chosen */
  otherCourier: string;
  trackingNumber: string;
}

export const emptyShipValues = (): ShipFormValues => ({ courier: '', otherCourier: '', trackingNumber: '' });

const { courierMin, courierMax, trackingNumberMin, trackingNumberMax } = SHIPMENT_LIMITS;

export const SHIP_MESSAGES = {
  courierRequired: 'Pilih kurir pengiriman',
  otherCourierRequired: 'Nama kurir wajib diisi',
  otherCourierLength: `Nama kurir ${courierMin}–${courierMax} karakter`,
  trackingNumberRequired: 'Nomor resi wajib diisi',
  trackingNumberLength: `Nomor resi ${trackingNumberMin}–${trackingNumberMax} karakter`,
  trackingNumberChars: 'Nomor resi hanya boleh berisi huruf, angka, dan tanda hubung (-)',
} as const;

/** Courier and tracking number as update_shipment checks them (it checks again). */
export const shipSchema = yup.object({
  courier: yup.string().required(SHIP_MESSAGES.courierRequired),
  otherCourier: yup
    .string()
    .trim()
    .when('courier', {
      is: OTHER_COURIER,
      then: (schema) =>
        schema
          .required(SHIP_MESSAGES.otherCourierRequired)
          .min(courierMin, SHIP_MESSAGES.otherCourierLength)
          .max(courierMax, SHIP_MESSAGES.otherCourierLength),
    }),
  trackingNumber: yup
    .string()
    .trim()
    .required(SHIP_MESSAGES.trackingNumberRequired)
    .min(trackingNumberMin, SHIP_MESSAGES.trackingNumberLength)
    .max(trackingNumberMax, SHIP_MESSAGES.trackingNumberLength)
    .matches(/^[A-Za-z0-9-]+$/, SHIP_MESSAGES.trackingNumberChars),
});

/** The courier's name as stored: the chosen one, or the one typed under 'Lainnya'. */
export function courierOf(values: ShipFormValues): string {
  return values.courier === OTHER_COURIER ? values.otherCourier.trim() : values.courier;
}
