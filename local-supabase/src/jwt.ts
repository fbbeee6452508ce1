import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * JWTs with node:crypto (no JWT library: three algorithms are needed, and jest runs CommonJS).
 * signJwt/verifyJwt: HS256 with one secret (storage's signed URLs, the legacy API keys).
 * JwtKeySet: GoTrue's keys, the project's secret plus config.toml's `signing_keys_path` (RS256, ES256 or
 * HS256 JSON Web Keys), as Supabase's asymmetric signing keys work.
 * "alg": "none" and every other algorithm are refused.
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

const hmacSigner = (secret: string | Buffer) => (input: Buffer) =>
  crypto.createHmac('sha256', secret).update(input).digest();

/** header.payload.signature, the signature made by `sign` over the first two parts */
function signedToken(header: Record<string, unknown>, claims: JwtClaims, sign: (input: Buffer) => Buffer) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${sign(Buffer.from(input)).toString('base64url')}`;
}

export function signJwt(claims: JwtClaims, secret: string): string {
  return signedToken({ alg: 'HS256', typ: 'JWT' }, claims, hmacSigner(secret));
}

function decodePart(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

interface DecodedToken {
  header: Record<string, unknown>;
  claims: JwtClaims;
  /** the signed input (header.payload) and the signature bytes */
  input: Buffer;
  signature: Buffer;
}

function decodeToken(token: string): DecodedToken {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'token is malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  try {
    return {
      header: decodePart(headerPart),
      claims: decodePart(payloadPart),
      input: Buffer.from(`${headerPart}.${payloadPart}`),
      signature: Buffer.from(signaturePart, 'base64url'),
    };
  } catch {
    throw new JwtError('malformed', 'token is malformed');
  }
}

function hmacMatches(decoded: DecodedToken, secret: string | Buffer): boolean {
  const expected = hmacSigner(secret)(decoded.input);
  return decoded.signature.length === expected.length && crypto.timingSafeEqual(decoded.signature, expected);
}

/** the claims of a token whose signature checked out, unless it has expired */
function unexpired(claims: JwtClaims, nowSeconds: number): JwtClaims {
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp <= nowSeconds)) {
    throw new JwtError('expired', 'jwt expired');
  }
  return claims;
}

function verifyDecodedHs256(decoded: DecodedToken, secret: string, nowSeconds: number): JwtClaims {
  if (decoded.header.alg !== 'HS256') throw new JwtError('algorithm', 'signing method is invalid');
  if (!hmacMatches(decoded, secret)) throw new JwtError('signature', 'signature is invalid');
  return unexpired(decoded.claims, nowSeconds);
}

export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtClaims {
  return verifyDecodedHs256(decodeToken(token), secret, nowSeconds);
}

/** the algorithms a signing key may have (GoTrue's: RSA, P-256 and HMAC) */
export type SigningAlgorithm = 'RS256' | 'ES256' | 'HS256';

interface SigningKey {
  kid: string;
  alg: SigningAlgorithm;
  /** HS256: the secret bytes; RS256/ES256: the private key (signs) and its public half (verifies) */
  secret?: Buffer;
  privateKey?: crypto.KeyObject;
  publicKey?: crypto.KeyObject;
  canSign: boolean;
  /** the public JWK published at /.well-known/jwks.json (asymmetric keys only) */
  publicJwk?: Record<string, unknown>;
}

export class SigningKeyError extends Error {}

function keyFromJwk(jwk: unknown, index: number): SigningKey {
  const where = `signing key ${index + 1}`;
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk))
    throw new SigningKeyError(`${where} is not a JSON Web Key object`);
  const key = jwk as Record<string, unknown>;
  const kid = key.kid;
  if (typeof kid !== 'string' || kid === '') throw new SigningKeyError(`${where} has no "kid"`);
  const ops = Array.isArray(key.key_ops) ? key.key_ops : ['sign', 'verify'];
  const canSign = ops.includes('sign');
  if (key.kty === 'oct') {
    if (key.alg !== undefined && key.alg !== 'HS256')
      throw new SigningKeyError(`${where}: "oct" keys are HS256`);
    if (typeof key.k !== 'string' || key.k === '') throw new SigningKeyError(`${where} has no "k"`);
    return { kid, alg: 'HS256', secret: Buffer.from(key.k, 'base64url'), canSign };
  }
  const alg = key.kty === 'RSA' ? 'RS256' : key.kty === 'EC' ? 'ES256' : undefined;
  if (!alg) throw new SigningKeyError(`${where}: kty must be RSA, EC or oct`);
  if (key.alg !== undefined && key.alg !== alg)
    throw new SigningKeyError(
      `${where}: a ${String(key.kty)} key signs with ${alg}, not ${JSON.stringify(key.alg)}`,
    );
  if (alg === 'ES256' && key.crv !== 'P-256') throw new SigningKeyError(`${where}: EC keys must be on P-256`);
  let privateKey: crypto.KeyObject | undefined;
  let publicKey: crypto.KeyObject;
  try {
    if (typeof key.d === 'string') {
      privateKey = crypto.createPrivateKey({ key: key as crypto.JsonWebKey, format: 'jwk' });
      publicKey = crypto.createPublicKey(privateKey);
    } else {
      publicKey = crypto.createPublicKey({ key: key as crypto.JsonWebKey, format: 'jwk' });
    }
  } catch (error) {
    throw new SigningKeyError(`${where} cannot be read: ${(error as Error).message}`);
  }
  if (alg === 'RS256' && (publicKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw new SigningKeyError(`${where}: RSA keys must have at least 2048 bits`);
  const publicJwk = {
    ...publicKey.export({ format: 'jwk' }),
    kid,
    alg,
    use: 'sig',
    key_ops: ['verify'],
  };
  return { kid, alg, privateKey, publicKey, canSign: canSign && privateKey !== undefined, publicJwk };
}

/**
 * The keys access tokens are signed and verified with. Without signing keys, HS256 with the project
 * secret, as before. With them (GoTrue's GOTRUE_JWT_KEYS), the first key that may sign signs every new
 * token, with its `kid` in the header; a token is verified with the key its `kid` names, and a token
 * without `kid` (the legacy API keys, older sessions) with the secret. A token's `alg` must be its key's:
 * an RS256 key never checks an HS256 signature (no algorithm confusion).
 */
export class JwtKeySet {
  private readonly keys: SigningKey[];
  private readonly signer: SigningKey | undefined;

  constructor(
    private readonly secret: string,
    jwks: unknown[] = [],
  ) {
    this.keys = jwks.map(keyFromJwk);
    const kids = new Set<string>();
    for (const key of this.keys) {
      if (kids.has(key.kid)) throw new SigningKeyError(`two signing keys have the kid "${key.kid}"`);
      kids.add(key.kid);
    }
    this.signer = this.keys.find((key) => key.canSign);
    if (this.keys.length > 0 && !this.signer)
      throw new SigningKeyError('no signing key may sign (a private key with "sign" in key_ops)');
  }

  /** the public halves of the asymmetric keys, as GoTrue's /.well-known/jwks.json lists them */
  get jwks(): { keys: Record<string, unknown>[] } {
    return { keys: this.keys.flatMap((key) => (key.publicJwk ? [key.publicJwk] : [])) };
  }

  sign(claims: JwtClaims): string {
    const key = this.signer;
    if (!key) return signJwt(claims, this.secret);
    const sign =
      key.alg === 'HS256'
        ? hmacSigner(key.secret!)
        : (input: Buffer) =>
            crypto.sign('sha256', input, { key: key.privateKey!, dsaEncoding: 'ieee-p1363' });
    return signedToken({ alg: key.alg, kid: key.kid, typ: 'JWT' }, claims, sign);
  }

  verify(token: string, nowSeconds = Date.now() / 1000): JwtClaims {
    const decoded = decodeToken(token);
    const { header } = decoded;
    const key = this.keys.find((candidate) => candidate.kid === header.kid);
    // no kid (the legacy API keys, tokens signed before the keys were configured): the project secret
    if (!key && (header.kid === undefined || header.alg === 'HS256'))
      return verifyDecodedHs256(decoded, this.secret, nowSeconds);
    if (!key) throw new JwtError('signature', 'signature is invalid: unknown key id');
    if (header.alg !== key.alg) throw new JwtError('algorithm', 'signing method is invalid');
    let valid: boolean;
    if (key.alg === 'HS256') valid = hmacMatches(decoded, key.secret!);
    else {
      try {
        const publicKey = { key: key.publicKey!, dsaEncoding: 'ieee-p1363' as const };
        valid = crypto.verify('sha256', decoded.input, publicKey, decoded.signature);
      } catch {
        valid = false;
      }
    }
    if (!valid) throw new JwtError('signature', 'signature is invalid');
    return unexpired(decoded.claims, nowSeconds);
  }
}

/** config.toml's signing keys file: a JSON array of JWKs (the Supabase CLI's `supabase gen signing-key`) */
export function readSigningKeys(file: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SigningKeyError(`cannot read the signing keys at ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(value)) throw new SigningKeyError(`${file} must hold a JSON array of keys`);
  return value;
}
