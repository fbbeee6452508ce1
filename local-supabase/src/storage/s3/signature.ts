/**
 * AWS Signature Version 4 of an S3 request, checked as S3 checks it: the Authorization header (or a presigned
 * URL's X-Amz-* query), the credential scope (access key, date, region, service), the clock skew and the
 * signature over the canonical request. The canonical query, the canonical headers and the signing key come from
 * @smithy/signature-v4, the signer of the AWS SDK itself, so both sides derive them with the same code.
 */
import crypto from 'node:crypto';
import { createScope, getCanonicalHeaders, getCanonicalQuery, getSigningKey } from '@smithy/signature-v4';
import type { S3ProtocolConfig } from '../../config';
import { s3Errors } from './s3-error';

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';
/** S3's limit: a signed request more than 15 minutes away from the server's clock is refused */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
/** a presigned URL lasts at most seven days */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** aws-chunked bodies whose chunks are signed, each chained to the signature before it */
export const STREAMING_SIGNED_PAYLOAD = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD';
/** aws-chunked bodies with a checksum in a trailer (the AWS SDK's stream uploads) */
export const STREAMING_UNSIGNED_TRAILER = 'STREAMING-UNSIGNED-PAYLOAD-TRAILER';
const STREAMING_REFUSED = [
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER',
  'STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD',
  'STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD-TRAILER',
];
const SHA256_HEX = /^[0-9a-f]{64}$/;

type SmithyRequest = Parameters<typeof getCanonicalQuery>[0];
type ChecksumConstructor = Parameters<typeof getSigningKey>[0];

/** SHA-256, or HMAC-SHA256 when given a key: the hash constructor smithy's key derivation takes */
class Sha256 {
  private readonly hash: crypto.Hash | crypto.Hmac;
  constructor(secret?: string | Uint8Array) {
    this.hash = secret === undefined ? crypto.createHash('sha256') : crypto.createHmac('sha256', secret);
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    throw new Error('not resettable');
  }
}

export function sha256Hex(data: string | Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

export function hmacHex(key: Uint8Array, text: string): string {
  return crypto.createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/** the request as it came on the wire: its method, its raw URL (path and query) and its raw header lines */
export interface ReceivedRequest {
  method: string;
  url: string;
  rawHeaders: string[];
}

/** what a verified request was signed with: the payload's declared hash, and what signs aws-chunked chunks */
export interface VerifiedRequest {
  /** x-amz-content-sha256: a hex SHA-256, UNSIGNED-PAYLOAD or a STREAMING-… mode */
  payloadHash: string;
  signingKey: Uint8Array;
  longDate: string;
  scope: string;
  signature: string;
}

/** RFC 3986 encoding, as SigV4's canonical forms use it (everything but A-Z a-z 0-9 - _ . ~) */
function uriEscape(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeComponent(value: string, what: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw s3Errors.invalidArgument(`The ${what} of the request is not correctly URL-encoded`);
  }
}

/** the query's parameters, decoded (a "+" stays a "+"), repeated names as arrays; prototype-free */
export function parseQuery(url: string): Record<string, string | string[]> {
  const query = Object.create(null) as Record<string, string | string[]>;
  const queryString = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const pair of queryString.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals), 'query');
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1), 'query');
    const existing = query[name];
    query[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

/** one value of a query parameter (the first when repeated) */
export function queryValue(query: Record<string, string | string[]>, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** the header lines by lower-case name; a repeated header's values joined with "," as SigV4 joins them */
function headersOf(rawHeaders: string[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const value = rawHeaders[i + 1]!;
    const existing = headers.get(name);
    headers.set(name, existing === undefined ? value : `${existing},${value}`);
  }
  return headers;
}

/** S3's canonical URI: the path's segments decoded and encoded again, once (no normalisation of . or ..) */
function canonicalPathOf(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path
    .split('/')
    .map((segment) => uriEscape(decodeComponent(segment, 'path')))
    .join('/');
}

/** 20261207T141310Z → the time; undefined when it is not that form */
function parseAmzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

interface SignedParts {
  credential: string;
  signedHeaders: string[];
  signature: string;
  longDate: string;
  date: Date;
  payloadHash: string;
  malformed: (message: string, details?: Record<string, string>) => Error;
}

/** Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=… */
function headerParts(authorization: string, headers: Map<string, string>): SignedParts {
  const malformed = (message: string, details: Record<string, string> = {}) =>
    s3Errors.authorizationMalformed(`The authorization header is malformed; ${message}`, details);
  const space = authorization.indexOf(' ');
  const algorithm = space === -1 ? authorization : authorization.slice(0, space);
  if (algorithm !== ALGORITHM) {
    throw s3Errors.invalidRequest(
      'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
    );
  }
  const fields = new Map<string, string>();
  for (const part of authorization.slice(space + 1).split(',')) {
    const equals = part.indexOf('=');
    if (equals !== -1) fields.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  const credential = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || !signedHeaders || !signature) {
    throw malformed('it must have the Credential, SignedHeaders and Signature components.');
  }
  const amzDate = headers.get('x-amz-date');
  const date = amzDate !== undefined ? parseAmzDate(amzDate) : httpDateOf(headers.get('date'));
  if (!date) throw s3Errors.accessDenied('AWS authentication requires a valid Date or x-amz-date header');
  const payloadHash = headers.get('x-amz-content-sha256');
  if (payloadHash === undefined) {
    throw s3Errors.invalidRequest('Missing required header for this request: x-amz-content-sha256');
  }
  return {
    credential,
    signedHeaders: signedHeaders.split(';'),
    signature,
    longDate: amzDate ?? amzDateOf(date),
    date,
    payloadHash,
    malformed,
  };
}

function httpDateOf(value: string | undefined): Date | undefined {
  const time = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** a presigned URL's X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders, X-Amz-Signature */
function queryParts(
  query: Record<string, string | string[]>,
  headers: Map<string, string>,
  now: Date,
): SignedParts {
  const malformed = (message: string) =>
    s3Errors.authorizationQueryMalformed(`Error parsing the X-Amz-Credential parameter; ${message}`);
  if (queryValue(query, 'X-Amz-Algorithm') !== ALGORITHM) {
    throw s3Errors.authorizationQueryMalformed('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  }
  const credential = queryValue(query, 'X-Amz-Credential');
  const longDate = queryValue(query, 'X-Amz-Date');
  const expires = queryValue(query, 'X-Amz-Expires');
  const signedHeaders = queryValue(query, 'X-Amz-SignedHeaders');
  const signature = queryValue(query, 'X-Amz-Signature');
  if (!credential || !longDate || !expires || !signedHeaders || !signature) {
    throw s3Errors.authorizationQueryMalformed(
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  const date = parseAmzDate(longDate);
  if (!date) {
    throw s3Errors.authorizationQueryMalformed(
      "X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"",
    );
  }
  const seconds = /^\d+$/.test(expires) ? Number(expires) : NaN;
  if (!(seconds >= 1 && seconds <= MAX_PRESIGNED_SECONDS)) {
    throw s3Errors.authorizationQueryMalformed(
      `X-Amz-Expires must be a number of seconds from 1 to ${MAX_PRESIGNED_SECONDS}`,
    );
  }
  const expiresAt = new Date(date.getTime() + seconds * 1000);
  if (now > expiresAt) throw s3Errors.expired(expiresAt, now);
  return {
    credential,
    signedHeaders: signedHeaders.split(';'),
    signature,
    longDate,
    date,
    payloadHash:
      queryValue(query, 'X-Amz-Content-Sha256') ?? headers.get('x-amz-content-sha256') ?? UNSIGNED_PAYLOAD,
    malformed,
  };
}

function assertPayloadHash(payloadHash: string): void {
  if (STREAMING_REFUSED.includes(payloadHash)) {
    throw s3Errors.notImplemented(`x-amz-content-sha256 ${payloadHash}`);
  }
  if (
    !SHA256_HEX.test(payloadHash) &&
    ![UNSIGNED_PAYLOAD, STREAMING_SIGNED_PAYLOAD, STREAMING_UNSIGNED_TRAILER].includes(payloadHash)
  ) {
    throw s3Errors.invalidArgument(
      `x-amz-content-sha256 must be ${UNSIGNED_PAYLOAD}, ${STREAMING_UNSIGNED_TRAILER}, ${STREAMING_SIGNED_PAYLOAD} or a valid sha256 value.`,
      'x-amz-content-sha256',
      payloadHash,
    );
  }
}

/**
 * Checks the request's signature against the configured key; throws the S3Error S3 would answer. The body is
 * not read here: its hash is compared with the declared x-amz-content-sha256 once it is (payload.ts).
 */
export async function verifySignature(
  request: ReceivedRequest,
  keys: S3ProtocolConfig,
  now = new Date(),
): Promise<VerifiedRequest> {
  const headers = headersOf(request.rawHeaders);
  const query = parseQuery(request.url);
  const authorization = headers.get('authorization');
  let parts: SignedParts;
  if (authorization !== undefined) parts = headerParts(authorization, headers);
  else if (query['X-Amz-Algorithm'] !== undefined) parts = queryParts(query, headers, now);
  else throw s3Errors.accessDenied();

  const [accessKeyId = '', shortDate, region, service, terminator, ...rest] = parts.credential.split('/');
  if (rest.length > 0 || terminator === undefined) {
    throw parts.malformed(
      'the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
    );
  }
  if (accessKeyId !== keys.accessKeyId) throw s3Errors.invalidAccessKeyId(accessKeyId);
  if (region !== keys.region) {
    throw parts.malformed(`the region '${region}' is wrong; expecting '${keys.region}'`, {
      Region: keys.region,
    });
  }
  if (service !== SERVICE)
    throw parts.malformed(`incorrect service '${service}'. This endpoint belongs to 's3'.`);
  if (terminator !== 'aws4_request') {
    throw parts.malformed(`incorrect terminal '${terminator}'. This endpoint uses 'aws4_request'.`);
  }
  if (shortDate !== parts.longDate.slice(0, 8)) {
    throw parts.malformed('Invalid credential date. Date is not the same as X-Amz-Date.');
  }
  // a presigned URL's time is checked against its expiry instead (queryParts), but may not come from the future
  const skew = parts.date.getTime() - now.getTime();
  if (skew > MAX_CLOCK_SKEW_MS || (authorization !== undefined && -skew > MAX_CLOCK_SKEW_MS)) {
    throw s3Errors.requestTimeTooSkewed(parts.date, now, MAX_CLOCK_SKEW_MS);
  }
  assertPayloadHash(parts.payloadHash);

  const signedHeaders = parts.signedHeaders.map((name) => name.toLowerCase());
  if (!signedHeaders.includes('host')) throw parts.malformed('the SignedHeaders must include host.');
  const unsigned = [...headers.keys()].filter(
    (name) => name.startsWith('x-amz-') && name !== 'x-amz-content-sha256' && !signedHeaders.includes(name),
  );
  if (
    unsigned.length > 0 ||
    (authorization !== undefined && !signedHeaders.includes('x-amz-content-sha256'))
  ) {
    throw s3Errors.accessDenied('There were headers present in the request which were not signed');
  }

  const signed: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = headers.get(name);
    if (value !== undefined) signed[name] = value;
  }
  const smithyRequest: SmithyRequest = {
    method: request.method,
    protocol: 'http:',
    hostname: headers.get('host') ?? '',
    path: canonicalPathOf(request.url),
    query,
    headers: signed,
  };
  const canonicalHeaders = getCanonicalHeaders(smithyRequest, undefined, new Set(signedHeaders));
  const names = Object.keys(canonicalHeaders).sort();
  const canonicalRequest = [
    request.method,
    smithyRequest.path,
    getCanonicalQuery(smithyRequest),
    ...names.map((name) => `${name}:${canonicalHeaders[name]}`),
    '',
    signedHeaders.join(';'),
    parts.payloadHash,
  ].join('\n');
  const scope = createScope(shortDate, region, SERVICE);
  const stringToSign = [ALGORITHM, parts.longDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = await getSigningKey(
    Sha256 as ChecksumConstructor,
    { accessKeyId, secretAccessKey: keys.secretAccessKey },
    shortDate,
    region,
    SERVICE,
  );
  const expected = hmacHex(signingKey, stringToSign);
  if (!sameHex(expected, parts.signature)) {
    throw s3Errors.signatureDoesNotMatch({
      AWSAccessKeyId: accessKeyId,
      StringToSign: stringToSign,
      SignatureProvided: parts.signature,
      CanonicalRequest: canonicalRequest,
    });
  }
  return { payloadHash: parts.payloadHash, signingKey, longDate: parts.longDate, scope, signature: expected };
}

/** constant-time comparison of two hex signatures */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'latin1');
  const b = Buffer.from(given.toLowerCase(), 'latin1');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
