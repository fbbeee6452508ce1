import type { Factor } from '@supabase/auth-js';

/** The name the back office gives the authenticator app it enrols (GoTrue wants names unique per user). */
export const TOTP_FACTOR_NAME = 'Aplikasi autentikator';

/** A TOTP factor as the screens show it. */
export interface MfaFactor {
  id: string;
  friendlyName: string;
  status: 'verified' | 'unverified';
  createdAt: string;
}

/**
 * Where the signed-in user stands: the session's assurance level now, the level their factors allow, and
 * their TOTP factors. `currentLevel` aal1 with `nextLevel` aal2 means a code is still owed this session.
 */
export interface MfaStatus {
  currentLevel: 'aal1' | 'aal2' | null;
  nextLevel: 'aal1' | 'aal2' | null;
  factors: MfaFactor[];
}

/** What an enrolment shows: the QR code (an SVG data URI) and the secret to type in by hand. */
export interface TotpEnrollment {
  factorId: string;
  qrCode: string;
  secret: string;
  uri: string;
}

export function levelOf(value: unknown): MfaStatus['currentLevel'] {
  return value === 'aal1' || value === 'aal2' ? value : null;
}

/** The TOTP factors among GoTrue's, as the screens show them. */
export function toTotpFactors(factors: readonly Factor[]): MfaFactor[] {
  return factors
    .filter((factor) => factor.factor_type === 'totp')
    .map((factor) => ({
      id: factor.id,
      friendlyName: factor.friendly_name ?? '',
      status: factor.status === 'verified' ? 'verified' : 'unverified',
      createdAt: factor.created_at,
    }));
}
