import type { User } from '@koperasi/shared-services';
import { useShippingPrefillQuery, type ShippingPrefill } from './checkout-api';

export type { PrefillSource, ShippingPrefill } from './checkout-api';

/** The address the checkout starts with (see shippingPrefill); null while loading. */
export function useShippingPrefill(user: User): ShippingPrefill | null {
  const { id, displayName, phone } = user;
  // asked again on every visit: the last order may have been placed on another device
  const { currentData } = useShippingPrefillQuery(
    { id, displayName, phone },
    { refetchOnMountOrArgChange: true },
  );
  return currentData ?? null;
}
