import {
  api,
  fromService,
  getLastShippingAddress,
  getMyProfile,
  getShippingRates,
  placeOrder,
  quoteOrder,
  type OrderQuote,
  type PaymentMethod,
  type PlacedOrder,
  type PlaceOrderItem,
  type ShippingAddress,
  type ShippingRate,
  type User,
} from '@koperasi/shared-services';
import { EMPTY_SHIPPING_ADDRESS, isValidPhone } from '@koperasi/shared-services/validation';

export type PrefillSource = 'last-order' | 'profile' | 'none';

export interface ShippingPrefill {
  address: ShippingAddress;
  source: PrefillSource;
}

export type PrefillUser = Pick<User, 'id' | 'displayName' | 'phone'>;

/** The lines and destination a quote is asked for; province null before one is chosen. */
export interface OrderQuoteArg {
  items: PlaceOrderItem[];
  province: string | null;
}

export interface PlaceOrderArg {
  items: PlaceOrderItem[];
  shipping: ShippingAddress;
  paymentMethod: PaymentMethod;
}

/**
 * The address the checkout starts with. The structured address a buyer used last is remembered by the
 * database itself: every order keeps its address (RLS: only the buyer and the order's sellers/admins read
 * it), so the latest order's address is offered again, on any device, without keeping personal data in
 * the browser. A first order starts from the profile: name, phone and the address field by field (an old
 * free-text address is not pasted into one field).
 */
/** The first of these numbers that is a valid phone number: a number saved before the rule is not offered. */
const validPhone = (...candidates: string[]): string =>
  candidates.find((phone) => phone && isValidPhone(phone)) ?? '';

async function shippingPrefill(user: PrefillUser): Promise<ShippingPrefill> {
  const fromUser: ShippingAddress = {
    ...EMPTY_SHIPPING_ADDRESS,
    recipientName: user.displayName,
    phone: validPhone(user.phone),
  };
  const last = await getLastShippingAddress().catch(() => null);
  if (last) return { address: last, source: 'last-order' };
  try {
    const profile = await getMyProfile();
    return {
      address: {
        ...fromUser,
        recipientName: profile.fullName || user.displayName,
        phone: validPhone(profile.phone, user.phone),
        ...profile.shippingAddress,
      },
      source: 'profile',
    };
  } catch {
    return { address: fromUser, source: 'none' };
  }
}

const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    shippingPrefill: build.query<ShippingPrefill, PrefillUser>({
      queryFn: fromService(shippingPrefill),
      providesTags: ['Order', 'Profile'],
    }),
    /** the provinces that have a tariff: the only destinations an order can go to */
    shippingRates: build.query<ShippingRate[], void>({
      queryFn: fromService(() => getShippingRates()),
      providesTags: ['SiteSettings'],
    }),
    /** the per-seller split, fees and total the order would get, as the database computes them */
    orderQuote: build.query<OrderQuote, OrderQuoteArg>({
      queryFn: fromService(({ items, province }: OrderQuoteArg) => quoteOrder(items, province)),
      providesTags: ['Product', 'SiteSettings'],
    }),
    /** places the order; stock and the buyer's orders change */
    placeOrder: build.mutation<PlacedOrder, PlaceOrderArg>({
      queryFn: fromService(({ items, shipping, paymentMethod }: PlaceOrderArg) =>
        placeOrder(items, shipping, paymentMethod),
      ),
      invalidatesTags: (_result, error) => (error ? [] : ['Order', 'Product']),
    }),
  }),
});

export const { useShippingPrefillQuery, useShippingRatesQuery, useOrderQuoteQuery, usePlaceOrderMutation } =
  checkoutApi;
