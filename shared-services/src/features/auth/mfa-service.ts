import { getSupabase } from '../../supabase/client';
import {
  levelOf,
  toTotpFactors,
  TOTP_FACTOR_NAME,
  type MfaFactor,
  type MfaStatus,
  type TotpEnrollment,
} from './mfa-model';

export type { MfaFactor, MfaStatus, TotpEnrollment };

/** The status with the factors as GoTrue has them now (listFactors asks the server: GET /user). */
export async function getMfaStatus(): Promise<MfaStatus> {
  const auth = getSupabase().auth;
  const level = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.error) throw level.error;
  const listed = await auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  return {
    currentLevel: levelOf(level.data.currentLevel),
    nextLevel: levelOf(level.data.nextLevel),
    factors: toTotpFactors(listed.data.all),
  };
}

/**
 * Starts a TOTP enrolment. An enrolment left unfinished earlier (its factor still unverified) is removed
 * first, so the name is free again.
 */
export async function enrollTotp(): Promise<TotpEnrollment> {
  const auth = getSupabase().auth;
  const listed = await auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all) {
    if (factor.status !== 'verified') {
      const removed = await auth.mfa.unenroll({ factorId: factor.id });
      if (removed.error) throw removed.error;
    }
  }
  const { data, error } = await auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: TOTP_FACTOR_NAME,
    issuer: 'Koperasi',
  });
  if (error) throw error;
  return {
    factorId: data.id,
    qrCode: safeSvgUri(data.totp.qr_code),
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

const SVG_URI_PREFIX = 'data:image/svg+xml;utf-8,';

/**
 * supabase-js puts the server's raw SVG after `data:image/svg+xml;utf-8,` unencoded: a '#' or '%' in it
 * would break the image, so the SVG is percent-encoded for the <img>.
 */
export function safeSvgUri(qrCode: string): string {
  if (!qrCode.startsWith(SVG_URI_PREFIX)) return qrCode;
  return `${SVG_URI_PREFIX}${encodeURIComponent(qrCode.slice(SVG_URI_PREFIX.length))}`;
}

/**
 * Checks a 6-digit code of a factor (a challenge, then its verification). It finishes an enrolment or
 * raises this session to aal2; supabase-js stores the new session.
 */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
  if (error) throw error;
}

/** Removes a factor (a verified one only from an aal2 session, as GoTrue requires). */
export async function unenrollFactor(factorId: string): Promise<void> {
  const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
  if (error) throw error;
}
