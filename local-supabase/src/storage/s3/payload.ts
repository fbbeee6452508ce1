/**
 * The body of a signed S3 request, checked as S3 checks it: against the SHA-256 it was signed with, or decoded
 * from aws-chunked encoding (its chunk signatures verified, or its trailer's checksum), then against the
 * Content-MD5 and x-amz-checksum-* the client sent.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { s3Errors } from './s3-error';
import {
  hmacHex,
  sameHex,
  sha256Hex,
  STREAMING_SIGNED_PAYLOAD,
  STREAMING_UNSIGNED_TRAILER,
  UNSIGNED_PAYLOAD,
  type VerifiedRequest,
} from './signature';

const EMPTY_SHA256 = sha256Hex('');
const CRLF = Buffer.from('\r\n');

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

interface Decoded {
  data: Buffer;
  trailers: Map<string, string>;
}

/**
 * aws-chunked: `<hex size>[;chunk-signature=<sig>]\r\n<bytes>\r\n` … `0[;chunk-signature=<sig>]\r\n`, then
 * the trailer lines and an empty line. With `verified`, every chunk's signature must be the one chained from
 * the request's signature (STREAMING-AWS4-HMAC-SHA256-PAYLOAD).
 */
function decodeAwsChunked(body: Buffer, verified: VerifiedRequest | undefined): Decoded {
  const malformed = () => s3Errors.invalidRequest('The aws-chunked body is malformed');
  const chunks: Buffer[] = [];
  const trailers = new Map<string, string>();
  let previous = verified?.signature ?? '';
  let offset = 0;
  const line = () => {
    const end = body.indexOf(CRLF, offset);
    if (end === -1) throw s3Errors.incompleteBody('The aws-chunked body ended early');
    const text = body.toString('latin1', offset, end);
    offset = end + 2;
    return text;
  };
  for (;;) {
    const [size = '', ...extensions] = line().split(';');
    if (!/^[0-9a-fA-F]{1,16}$/.test(size)) throw malformed();
    const length = Number.parseInt(size, 16);
    if (offset + length + 2 > body.length) throw s3Errors.incompleteBody('The aws-chunked body ended early');
    const data = body.subarray(offset, offset + length);
    offset += length;
    if (verified) {
      const given = extensions.find((extension) => extension.startsWith('chunk-signature='))?.slice(16);
      const stringToSign = [
        'AWS4-HMAC-SHA256-PAYLOAD',
        verified.longDate,
        verified.scope,
        previous,
        EMPTY_SHA256,
        sha256Hex(data),
      ].join('\n');
      const expected = hmacHex(verified.signingKey, stringToSign);
      if (given === undefined || !sameHex(expected, given)) {
        throw s3Errors.signatureDoesNotMatch({ StringToSign: stringToSign, SignatureProvided: given ?? '' });
      }
      previous = expected;
    }
    if (length === 0) break;
    chunks.push(data);
    if (!body.subarray(offset, offset + 2).equals(CRLF)) throw malformed();
    offset += 2;
  }
  for (let text = line(); text !== ''; text = line()) {
    const colon = text.indexOf(':');
    if (colon === -1) throw malformed();
    trailers.set(text.slice(0, colon).trim().toLowerCase(), text.slice(colon + 1).trim());
  }
  if (offset !== body.length) throw malformed();
  return { data: Buffer.concat(chunks), trailers };
}

const CHECKSUMS: Record<string, { name: string; digest: (data: Buffer) => Buffer }> = {
  'x-amz-checksum-crc32': {
    name: 'CRC32',
    digest: (data) => {
      const value = Buffer.alloc(4);
      value.writeUInt32BE(zlib.crc32(data));
      return value;
    },
  },
  'x-amz-checksum-sha1': { name: 'SHA1', digest: (data) => crypto.createHash('sha1').update(data).digest() },
  'x-amz-checksum-sha256': {
    name: 'SHA256',
    digest: (data) => crypto.createHash('sha256').update(data).digest(),
  },
};

/**
 * Content-MD5 and the x-amz-checksum-* (header or trailer) the client sent, each against the bytes.
 * CRC32C and CRC64NVME are taken unchecked (Node has no implementation of them). Answers the checked
 * checksum headers, which S3 sends back.
 */
function checkDigests(data: Buffer, headers: Headers, trailers: Map<string, string>): Record<string, string> {
  const md5 = header(headers, 'content-md5');
  if (md5 !== undefined) {
    const given = Buffer.from(md5, 'base64');
    if (given.length !== 16 || given.toString('base64') !== md5.trim()) {
      throw s3Errors.invalidDigest('The Content-MD5 you specified was invalid.');
    }
    if (!given.equals(crypto.createHash('md5').update(data).digest())) {
      throw s3Errors.badDigest('The Content-MD5 you specified did not match what we received.');
    }
  }
  const checked: Record<string, string> = {};
  for (const [name, checksum] of Object.entries(CHECKSUMS)) {
    const given = trailers.get(name) ?? header(headers, name);
    if (given === undefined) continue;
    const computed = checksum.digest(data).toString('base64');
    if (given.trim() !== computed) {
      throw s3Errors.badDigest(`The ${checksum.name} you specified did not match the calculated checksum.`);
    }
    checked[name] = computed;
  }
  return checked;
}

export interface Payload {
  bytes: Buffer;
  /** the verified checksum headers, sent back with the answer */
  checksums: Record<string, string>;
}

/** the request's bytes, checked against everything the request says about them */
export function payloadOf(body: Buffer, headers: Headers, verified: VerifiedRequest): Payload {
  const { payloadHash } = verified;
  let decoded: Decoded;
  if (payloadHash === UNSIGNED_PAYLOAD) decoded = { data: body, trailers: new Map() };
  else if (payloadHash === STREAMING_UNSIGNED_TRAILER) decoded = decodeAwsChunked(body, undefined);
  else if (payloadHash === STREAMING_SIGNED_PAYLOAD) decoded = decodeAwsChunked(body, verified);
  else {
    const computed = sha256Hex(body);
    if (computed !== payloadHash) throw s3Errors.contentSha256Mismatch(payloadHash, computed);
    decoded = { data: body, trailers: new Map() };
  }
  const declaredLength = header(headers, 'x-amz-decoded-content-length');
  if (declaredLength !== undefined && Number(declaredLength) !== decoded.data.length) {
    throw s3Errors.incompleteBody(
      'You did not provide the number of bytes specified by the x-amz-decoded-content-length header',
    );
  }
  return { bytes: decoded.data, checksums: checkDigests(decoded.data, headers, decoded.trailers) };
}
