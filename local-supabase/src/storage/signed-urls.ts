/**
 * Signed URL tokens as upstream storage makes them: HS256 JWTs with the server's JWT secret, the object
 * as `url` ("<bucket>/<key>"), `exp`, and a `scope` so a download token never uploads and an upload token
 * never downloads (tokens without scope: an `upsert` claim marks an upload token, as upstream's legacy rule).
 */
import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt';
import { storageErrors } from './storage-error';

export const SCOPE_DOWNLOAD = 'download';
export const SCOPE_UPLOAD = 'upload';
/** seconds a signed upload URL lasts (Supabase: two hours) */
export const UPLOAD_URL_SECONDS = 7200;
/** the largest expiresIn whose exp still fits a JWT's safe integer seconds */
const MAX_EXPIRES_IN = Math.floor(Number.MAX_SAFE_INTEGER / 1000) - 4_102_444_800;

/** expiresIn of a sign request: an integer number of seconds, at least 1 (numeric strings too, as ajv coerces) */
export function expiresInFrom(value: unknown): number {
  const seconds = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (
    typeof seconds !== 'number' ||
    !Number.isSafeInteger(seconds) ||
    seconds < 1 ||
    seconds > MAX_EXPIRES_IN
  ) {
    throw storageErrors.invalidRequest('body/expiresIn must be an integer >= 1');
  }
  return seconds;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** `transformations`: the image transformation a render URL's token fixes (`width:200,height:100`) */
export function signDownloadToken(
  secret: string,
  bucket: string,
  key: string,
  expiresIn: number,
  transformations?: string,
): string {
  const iat = now();
  const claims: JwtClaims = { url: `${bucket}/${key}`, scope: SCOPE_DOWNLOAD, iat, exp: iat + expiresIn };
  if (transformations) claims.transformations = transformations;
  return signJwt(claims, secret);
}

export function signUploadToken(
  secret: string,
  bucket: string,
  key: string,
  owner: string | null,
  upsert: boolean,
): string {
  const iat = now();
  const claims: JwtClaims = {
    url: `${bucket}/${key}`,
    upsert,
    scope: SCOPE_UPLOAD,
    iat,
    exp: iat + UPLOAD_URL_SECONDS,
  };
  if (owner) claims.owner = owner;
  return signJwt(claims, secret);
}

const JWT_MESSAGES: Record<JwtError['failure'], string> = {
  malformed: 'jwt malformed',
  algorithm: 'invalid algorithm',
  signature: 'invalid signature',
  expired: 'jwt expired',
};

function isUploadScoped(claims: JwtClaims): boolean {
  return claims.scope === SCOPE_UPLOAD || (claims.scope === undefined && 'upsert' in claims);
}

function isDownloadScoped(claims: JwtClaims): boolean {
  return claims.scope === SCOPE_DOWNLOAD || (claims.scope === undefined && !('upsert' in claims));
}

/** upstream's verifyObjectSignature: a valid JWT (InvalidJWT), the right scope and object (InvalidSignature) */
export function verifyObjectToken(
  secret: string,
  token: string | undefined,
  bucket: string,
  key: string,
  scope: typeof SCOPE_DOWNLOAD | typeof SCOPE_UPLOAD,
): JwtClaims {
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, secret);
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof JwtError ? JWT_MESSAGES[error.failure] : 'Invalid JWT');
  }
  if (typeof claims.exp !== 'number') throw storageErrors.invalidJwt('jwt must have an expiry');
  const scoped = scope === SCOPE_UPLOAD ? isUploadScoped(claims) : isDownloadScoped(claims);
  if (!scoped) throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (claims.url !== `${bucket}/${key}`) throw storageErrors.invalidSignature();
  return claims;
}
