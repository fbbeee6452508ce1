export type Role = 'admin' | 'seller' | 'buyer';

/** The client session's user. */
export interface User {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  reputation: number;
  phone: string;
  photoURL?: string;
}

/** The private contact row of a profile (`profile_contacts`: owner and admins only). */
export interface ProfileContact {
  phone: string | null;
  address: string | null;
}

/**
 * The `profiles` row (public part) as loadUser reads it, with the owner's `profile_contacts` row embedded
 * (`select('*, profile_contacts(phone, address)')`). PostgREST embeds a one-to-one relation as an object;
 * an array or null is accepted too.
 */
export interface Profile {
  id: string;
  full_name: string | null;
  role: string | null;
  reputation: number | null;
  avatar_url?: string | null;
  profile_contacts?: ProfileContact | ProfileContact[] | null;
}

/** The select list of loadUser's profile read (the shell's entry starts it early: api/first-requests.ts). */
export const USER_PROFILE_COLUMNS = '*, profile_contacts(phone, address)' as const;

export function normalizeRole(role: unknown): Role {
  return role === 'admin' || role === 'seller' ? role : 'buyer';
}

/** Any role other than admin or seller shows as 'Pembeli'. */
export function roleLabel(role: unknown): 'Admin' | 'Penjual' | 'Pembeli' {
  const normalized = normalizeRole(role);
  return normalized === 'admin' ? 'Admin' : normalized === 'seller' ? 'Penjual' : 'Pembeli';
}

/** The contact row of a profile, however PostgREST embedded it. */
export function contactOf(profile: Profile | null): ProfileContact | null {
  const embedded = profile?.profile_contacts;
  if (!embedded) return null;
  return Array.isArray(embedded) ? (embedded[0] ?? null) : embedded;
}

interface AuthUserLike {
  id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
}

/** Builds the session's User from the auth user and its profile; sign-up metadata fills what is missing. */
export function toUser(authUser: AuthUserLike, profile: Profile | null): User {
  const metadata = authUser.user_metadata ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const photo = profile?.avatar_url || text(metadata.avatar_url) || text(metadata.picture);
  return {
    id: authUser.id,
    email: authUser.email ?? '',
    displayName:
      profile?.full_name || text(metadata.full_name) || text(metadata.name) || (authUser.email ?? ''),
    // without a profile row only the self-chosen sign-up roles are believed (admin is never self-registered)
    role: profile ? normalizeRole(profile.role) : metadata.role === 'seller' ? 'seller' : 'buyer',
    reputation: profile?.reputation ?? 0,
    phone: contactOf(profile)?.phone || text(metadata.phone),
    ...(photo ? { photoURL: photo } : {}),
  };
}
