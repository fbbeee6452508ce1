import crypto from 'node:crypto';

/**
 * HS256 JWTs with node:crypto (no JWT library: only HS256 is needed, and jest runs CommonJS).
 * Only HS256 is accepted: "alg": "none" and every other algorithm are refused.
 */
export type JwtClaims = Record<string, unknown> & {
  exp?: number;
  iat?: number;
  role?: unknown;
  sub?: unknown;
};

export type JwtFailure = 'malformed' | 'algorithm' | 'signature' | 'expired';

export class JwtError extends Error {
  constructor(
    readonly failure: JwtFailure,
    message: string,
  ) {
    super(message);
  }
}

function hmac(input: string, secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${hmac(`${header}.${payload}`, secret).toString('base64url')}`;
}

function decodePart(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'token is malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: Record<string, unknown>;
  let claims: JwtClaims;
  try {
    header = decodePart(headerPart);
    claims = decodePart(payloadPart);
  } catch {
    throw new JwtError('malformed', 'token is malformed');
  }
  if (header.alg !== 'HS256') throw new JwtError('algorithm', 'signing method is invalid');
  const expected = hmac(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new JwtError('signature', 'signature is invalid');
  }
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp <= nowSeconds)) {
    throw new JwtError('expired', 'jwt expired');
  }
  return claims;
}
