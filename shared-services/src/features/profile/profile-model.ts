import type { Tables, TablesInsert, TablesUpdate } from '../../supabase/database.types';
import type { ShippingAddress } from '../orders/types';

/*
 * The signed-in user's own profile: the public part (profiles: full_name, avatar_url) and the private contact
 * row (profile_contacts: phone, address), as the profile form shows and saves them.
 */

/** The profile's address in the checkout's fields ('' where not given). */
export type ProfileAddress = Omit<ShippingAddress, 'recipientName' | 'phone' | 'notes'>;

export interface MyProfile {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  /** the address in the checkout's fields */
  shippingAddress: ProfileAddress;
  /** an address typed as free text before the fields existed ('' when none): shown, never pasted into one field */
  address: string;
  avatarUrl: string;
}

/** The profile form's fields (the email is read-only and not part of it). */
export interface ProfileInput {
  fullName: string;
  phone: string;
  shippingAddress: ProfileAddress;
}

export const MY_PROFILE_COLUMNS =
  'id, full_name, avatar_url, profile_contacts(phone, address, street, kelurahan, kecamatan, city, province, postal_code)' as const;
/** A profile's row as MY_PROFILE_COLUMNS read it (the contact row embedded one-to-one). */
type ProfileRow = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'avatar_url'> & {
  profile_contacts: Pick<
    Tables<'profile_contacts'>,
    'phone' | 'address' | 'street' | 'kelurahan' | 'kecamatan' | 'city' | 'province' | 'postal_code'
  > | null;
};

/** A profile's row with its contact row, as the screens show it. */
export function toProfile(row: ProfileRow, email: string): MyProfile {
  const contacts = row.profile_contacts;
  return {
    id: row.id,
    fullName: row.full_name ?? '',
    email,
    phone: contacts?.phone ?? '',
    shippingAddress: {
      street: contacts?.street ?? '',
      kelurahan: contacts?.kelurahan ?? '',
      kecamatan: contacts?.kecamatan ?? '',
      city: contacts?.city ?? '',
      province: contacts?.province ?? '',
      postalCode: contacts?.postal_code ?? '',
    },
    address: contacts?.address ?? '',
    avatarUrl: row.avatar_url ?? '',
  };
}

/**
 * The profile form as rows: the name in profiles, phone and address in profile_contacts (trimmed; empty is
 * null). Once the address is written in its fields, the free-text address typed before them is let go.
 */
export function toProfileRows(
  userId: string,
  input: ProfileInput,
): { profile: TablesUpdate<'profiles'>; contacts: TablesInsert<'profile_contacts'> } {
  const part = (value: string) => value.trim() || null;
  const { street, kelurahan, kecamatan, city, province, postalCode } = input.shippingAddress;
  const fields = {
    street: part(street),
    kelurahan: part(kelurahan),
    kecamatan: part(kecamatan),
    city: part(city),
    province: part(province),
    postal_code: part(postalCode),
  };
  const written = Object.values(fields).some((value) => value !== null);
  return {
    profile: { full_name: input.fullName.trim() || null },
    contacts: { id: userId, phone: part(input.phone), ...fields, ...(written ? { address: null } : {}) },
  };
}
