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
