import { useEffect, useState } from 'react';
import {
  getLastShippingAddress,
  getMyProfile,
  type ShippingAddress,
  type User,
} from '@koperasi/shared-services';
import { EMPTY_SHIPPING_ADDRESS } from '@koperasi/shared-services/validation';

export type PrefillSource = 'last-order' | 'profile' | 'none';

export interface ShippingPrefill {
  address: ShippingAddress;
  source: PrefillSource;
}

/**
 * The address the checkout starts with. The structured address a buyer used last is remembered by the
 * database itself: every order keeps its address (RLS: only the buyer and the order's sellers/admins read
 * it), so the latest order's address is offered again, on any device, without keeping personal data in
 * the browser. A first order starts from the profile (name, phone and the free-text address as the
 * street line). null while loading.
 */
export function useShippingPrefill(user: User): ShippingPrefill | null {
  const [prefill, setPrefill] = useState<ShippingPrefill | null>(null);

  useEffect(() => {
    let active = true;
    const fromUser: ShippingAddress = {
      ...EMPTY_SHIPPING_ADDRESS,
      recipientName: user.displayName,
      phone: user.phone,
    };
    async function load(): Promise<ShippingPrefill> {
      const last = await getLastShippingAddress().catch(() => null);
      if (last) return { address: last, source: 'last-order' };
      try {
        const profile = await getMyProfile();
        return {
          address: {
            ...fromUser,
            recipientName: profile.fullName || user.displayName,
            phone: profile.phone || user.phone,
            street: profile.address,
          },
          source: 'profile',
        };
      } catch {
        return { address: fromUser, source: 'none' };
      }
    }
    void load().then((result) => active && setPrefill(result));
    return () => {
      active = false;
    };
  }, [user.id, user.displayName, user.phone]);

  return prefill;
}
