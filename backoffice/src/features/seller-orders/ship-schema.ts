import * as yup from 'yup';
import { SHIPMENT_LIMITS, TRACKING_RULES, trackingNumberProblem } from '@koperasi/shared-services/orders';

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
  // normalised and checked per courier as update_shipment does (spaces out, never cut); the courier is
  // the one chosen, or the name typed under 'Lainnya'
  trackingNumber: yup
    .string()
    .required(SHIP_MESSAGES.trackingNumberRequired)
    .test('courier-format', function check(value) {
      // Formik validates with its empty strings as undefined
      const { courier = '', otherCourier = '' } = this.parent as Partial<ShipFormValues>;
      const problem = trackingNumberProblem(
        courierOf({ courier, otherCourier, trackingNumber: '' }),
        value ?? '',
      );
      return problem === null || this.createError({ message: problem });
    }),
});

/** The courier's name as stored: the chosen one, or the one typed under 'Lainnya'. */
export function courierOf(values: ShipFormValues): string {
  return values.courier === OTHER_COURIER ? values.otherCourier.trim() : values.courier;
}

/** What the tracking number field says of the chosen courier's format. */
export function trackingNumberHint(courier: string): string {
  const rule = TRACKING_RULES[courier];
  if (!rule) return `${trackingNumberMin}–${trackingNumberMax} karakter: huruf, angka, atau tanda hubung (-)`;
  const what = rule.digitsOnly ? `${rule.max} angka` : `${rule.min}–${rule.max} huruf atau angka`;
  return `Resi ${courier}: ${what}. Spasi dan tanda hubung diabaikan.`;
}
