export type Role = 'admin' | 'seller' | 'buyer';

/** The client session's user (spec section 3). */
export interface User {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  reputation: number;
  phone: string;
  photoURL?: string;
}

/** The `profiles` row. */
export interface Profile {
  id: string;
  full_name: string | null;
  role: string | null;
  reputation: number | null;
  phone: string | null;
  address?: string | null;
  avatar_url?: string | null;
}

export function normalizeRole(role: unknown): Role {
  return role === 'admin' || role === 'seller' ? role : 'buyer';
}

/** Any role other than admin or seller shows as 'Pembeli' (spec section 6). */
export function roleLabel(role: unknown): 'Admin' | 'Penjual' | 'Pembeli' {
  const normalized = normalizeRole(role);
  return normalized === 'admin' ? 'Admin' : normalized === 'seller' ? 'Penjual' : 'Pembeli';
}

interface AuthUserLike {
  id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
}

export function toUser(authUser: AuthUserLike, profile: Profile | null): User {
  const metadata = authUser.user_metadata ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const photo = profile?.avatar_url || text(metadata.avatar_url) || text(metadata.picture);
  return {
    id: authUser.id,
    email: authUser.email ?? '',
    displayName: profile?.full_name || text(metadata.full_name) || text(metadata.name) || (authUser.email ?? ''),
    role: normalizeRole(profile?.role ?? metadata.role),
    reputation: profile?.reputation ?? 0,
    phone: profile?.phone || text(metadata.phone),
    ...(photo ? { photoURL: photo } : {}),
  };
}
