import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { textField } from '../http/body-fields';
import type { Queryable } from '../rest/contract';
import { AuthError, authErrors } from './auth-error';
import type { AuthenticatedCaller } from './auth-service';
import type { TokenIssuer, TokenResponse } from './sessions';
import { deleteFactor, FACTOR_COLUMNS, type FactorRow } from './mfa-factors';
import { findUserById } from './users';

/** GoTrue's defaults: [auth.mfa] max_enrolled_factors, challenge_expiry_duration, TOTP period/skew */
const MAX_ENROLLED_FACTORS = 10;
const CHALLENGE_EXPIRY_SECONDS = 300;
const TOTP_PERIOD = 30;
const TOTP_WINDOW = 1;
/** unverified factors older than this are dropped at the next enrolment (GoTrue's factor_expiry_duration) */
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;

export const mfaErrors = {
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () =>
    new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  ipMismatch: () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  enrollNeedsAal2: () => new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  unenrollNeedsAal2: () =>
    new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  badFactorType: () =>
    new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'),
  phoneDisabled: () => new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  webauthnDisabled: () =>
    new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
  emptyCode: () => new AuthError(400, 'validation_failed', 'Code needs to be non-empty'),
};

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** the aal the caller's session holds now (the database's, so a downgrade shows before the token expires) */
async function sessionAal(db: Queryable, caller: AuthenticatedCaller): Promise<string> {
  if (!caller.sessionId) return typeof caller.claims.aal === 'string' ? caller.claims.aal : 'aal1';
  const found = await db.query<{ aal: string | null }>('select aal from auth.sessions where id = $1::uuid', [
    caller.sessionId,
  ]);
  return found.rows[0]?.aal ?? 'aal1';
}

/** GoTrue's /factors API for TOTP: enrol, challenge, verify (raising the session to aal2), unenrol */
export class MfaService {
  constructor(
    private readonly config: ServerConfig,
    private readonly db: Database,
    private readonly tokens: TokenIssuer,
  ) {}

  private async factorOf(db: Queryable, caller: AuthenticatedCaller, factorId: string): Promise<FactorRow> {
    if (!isUuid(factorId)) throw mfaErrors.factorNotFound();
    const found = await db.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid`,
      [factorId, caller.userId],
    );
    const factor = found.rows[0];
    if (!factor) throw mfaErrors.factorNotFound();
    return factor;
  }

  private defaultIssuer(): string {
    try {
      return new URL(this.config.siteUrl).host;
    } catch {
      return 'localhost';
    }
  }

  async enroll(caller: AuthenticatedCaller, body: Record<string, unknown>) {
    const factorType = textField(body.factor_type);
    if (factorType === 'phone') throw mfaErrors.phoneDisabled();
    if (factorType === 'webauthn') throw mfaErrors.webauthnDisabled();
    if (factorType !== 'totp') throw mfaErrors.badFactorType();
    const friendlyName = textField(body.friendly_name);
    const issuer = textField(body.issuer) || this.defaultIssuer();
    const user = await findUserById(this.db.admin, caller.userId);
    if (!user) throw authErrors.userNotFound();

    return this.db.withAdminTransaction(async (tx) => {
      await tx.query(
        `delete from auth.mfa_factors where status = 'unverified'
          and created_at < now() - make_interval(secs => $1)`,
        [UNVERIFIED_FACTOR_EXPIRY_SECONDS],
      );
      await this.checkCanEnroll(tx, caller, friendlyName);
      const totp = new TOTP({
        issuer,
        label: user.email ?? '',
        algorithm: 'SHA1',
        digits: 6,
        period: TOTP_PERIOD,
        secret: new Secret({ size: 20 }),
      });
      const uri = totp.toString();
      // colours by name: a '#' would end the data URI supabase-js makes of the SVG (as GoTrue's SVG has none)
      const qrCode = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 }))
        .replace(/#ffffff/gi, 'white')
        .replace(/#000000/gi, 'black')
        .trim();
      const id = crypto.randomUUID();
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1::uuid, $2::uuid, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, caller.userId, friendlyName, totp.secret.base32],
      );
      // supabase-js turns the raw SVG into a data URI, as GoTrue answers it
      return {
        id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: qrCode, secret: totp.secret.base32, uri },
      };
    });
  }

  private async checkCanEnroll(tx: Queryable, caller: AuthenticatedCaller, friendlyName: string) {
    const factors = await tx.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1::uuid`,
      [caller.userId],
    );
    if (friendlyName !== '' && factors.rows.some((factor) => factor.friendly_name === friendlyName)) {
      throw mfaErrors.nameConflict(friendlyName);
    }
    if (factors.rows.length >= MAX_ENROLLED_FACTORS) throw mfaErrors.tooManyFactors();
    const verified = factors.rows.filter((factor) => factor.status === 'verified').length;
    if (verified > 0 && (await sessionAal(tx, caller)) !== 'aal2') throw mfaErrors.enrollNeedsAal2();
  }

  async challenge(caller: AuthenticatedCaller, factorId: string, ip: string) {
    return this.db.withAdminTransaction(async (tx) => {
      const factor = await this.factorOf(tx, caller, factorId);
      const id = crypto.randomUUID();
      const created = await tx.query<{ expires_at: string }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values ($1::uuid, $2::uuid, now(), $3::inet)
         returning (extract(epoch from created_at)::bigint + $4::int)::text as expires_at`,
        [id, factor.id, ip, CHALLENGE_EXPIRY_SECONDS],
      );
      await tx.query(
        'update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1::uuid',
        [factor.id],
      );
      return { id, type: factor.factor_type, expires_at: Number(created.rows[0]!.expires_at) };
    });
  }

  async verify(
    caller: AuthenticatedCaller,
    factorId: string,
    body: Record<string, unknown>,
    ip: string,
  ): Promise<TokenResponse> {
    const code = textField(body.code);
    const challengeId = textField(body.challenge_id);
    const factor = await this.factorOf(this.db.admin, caller, factorId);
    if (code === '') throw mfaErrors.emptyCode();
    const challenge = await this.openChallenge(factor, challengeId, ip);
    const totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: TOTP_PERIOD,
      secret: Secret.fromBase32(factor.secret ?? ''),
    });
    if (totp.validate({ token: code, window: TOTP_WINDOW }) === null) throw mfaErrors.verificationFailed();
    if (!caller.sessionId) throw authErrors.sessionNotFound();
    const sessionId = caller.sessionId;

    return this.db.withAdminTransaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1::uuid', [challenge]);
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`,
        [factor.id],
      );
      await tx.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid`,
        [sessionId, factor.id],
      );
      await tx.query(
        `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
         values ($1::uuid, now(), now(), 'totp')
         on conflict (session_id, authentication_method) do update set updated_at = now()`,
        [sessionId],
      );
      // as GoTrue: the user's weaker sessions end, and the factors left half-enrolled go
      await tx.query(
        `delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid and coalesce(aal, 'aal1') = 'aal1'`,
        [caller.userId, sessionId],
      );
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp'`,
        [caller.userId],
      );
      // the session's current refresh token is rotated, so the answer is a fresh pair at aal2
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and revoked = false',
        [sessionId],
      );
      const refreshToken = await this.tokens.insertRefreshToken(tx, caller.userId, sessionId, null);
      return this.tokens.tokenResponse(tx, caller.userId, sessionId, refreshToken);
    });
  }

  /** the challenge's id once it is known to be this factor's, from this address, unused and fresh */
  private async openChallenge(factor: FactorRow, challengeId: string, ip: string): Promise<string> {
    if (!isUuid(challengeId)) throw mfaErrors.challengeNotFound();
    const found = await this.db.admin.query<{
      id: string;
      ip: string;
      verified: boolean;
      age_seconds: number;
    }>(
      `select id::text as id, host(ip_address) as ip, verified_at is not null as verified,
              extract(epoch from (now() - created_at))::float8 as age_seconds
         from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid`,
      [challengeId, factor.id],
    );
    const challenge = found.rows[0];
    if (!challenge) throw mfaErrors.challengeNotFound();
    if (challenge.verified || challenge.ip !== normalizeIp(ip)) throw mfaErrors.ipMismatch();
    if (Number(challenge.age_seconds) > CHALLENGE_EXPIRY_SECONDS) {
      await this.db.admin.query('delete from auth.mfa_challenges where id = $1::uuid', [challenge.id]);
      throw mfaErrors.challengeExpired(challenge.id);
    }
    return challenge.id;
  }

  async unenroll(caller: AuthenticatedCaller, factorId: string) {
    const factor = await this.factorOf(this.db.admin, caller, factorId);
    if (factor.status === 'verified' && (await sessionAal(this.db.admin, caller)) !== 'aal2') {
      throw mfaErrors.unenrollNeedsAal2();
    }
    await this.db.withAdminTransaction((tx) => deleteFactor(tx, caller.userId, factor.id));
    return { id: factor.id };
  }
}

/** Fastify reports IPv4 callers on a dual-stack socket as ::ffff:a.b.c.d; inet's host() does not */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}
