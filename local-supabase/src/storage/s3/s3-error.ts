import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StorageError } from '../storage-error';
import { xmlDocument } from './xml';

/**
 * An error of the S3 protocol, answered as S3 answers it: the HTTP status, and an XML body
 * `<Error><Code>…</Code><Message>…</Message>…</Error>` (none for HEAD). `details` are more elements of the
 * body, as S3 adds them (the string to sign of a SignatureDoesNotMatch, the region of a wrong scope).
 */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const s3Errors = {
  accessDenied: (message = 'Access Denied') => new S3Error(403, 'AccessDenied', message),
  invalidAccessKeyId: (accessKeyId: string) =>
    new S3Error(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: accessKeyId,
      },
    ),
  signatureDoesNotMatch: (details: Record<string, string>) =>
    new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      details,
    ),
  authorizationMalformed: (message: string, details: Record<string, string> = {}) =>
    new S3Error(400, 'AuthorizationHeaderMalformed', message, details),
  authorizationQueryMalformed: (message: string) =>
    new S3Error(400, 'AuthorizationQueryParametersError', message),
  requestTimeTooSkewed: (requestTime: Date, serverTime: Date, maxSkewMs: number) =>
    new S3Error(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
      {
        RequestTime: requestTime.toISOString(),
        ServerTime: serverTime.toISOString(),
        MaxAllowedSkewMilliseconds: String(maxSkewMs),
      },
    ),
  expired: (expires: Date, serverTime: Date) =>
    new S3Error(403, 'AccessDenied', 'Request has expired', {
      Expires: expires.toISOString(),
      ServerTime: serverTime.toISOString(),
    }),
  contentSha256Mismatch: (declared: string, computed: string) =>
    new S3Error(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
      { ClientComputedContentSHA256: declared, S3ComputedContentSHA256: computed },
    ),
  badDigest: (message: string) => new S3Error(400, 'BadDigest', message),
  invalidDigest: (message: string) => new S3Error(400, 'InvalidDigest', message),
  invalidArgument: (message: string, name?: string, value?: string) =>
    new S3Error(
      400,
      'InvalidArgument',
      message,
      name === undefined ? {} : { ArgumentName: name, ArgumentValue: value ?? '' },
    ),
  invalidRequest: (message: string) => new S3Error(400, 'InvalidRequest', message),
  incompleteBody: (
    message = 'You did not provide the number of bytes specified by the Content-Length HTTP header',
  ) => new S3Error(400, 'IncompleteBody', message),
  malformedXml: () =>
    new S3Error(
      400,
      'MalformedXML',
      'The XML you provided was not well-formed or did not validate against our published schema',
    ),
  metadataTooLarge: (limit: number) =>
    new S3Error(
      400,
      'MetadataTooLarge',
      `Your metadata headers exceed the maximum allowed metadata size (${limit} bytes)`,
    ),
  entityTooLarge: () =>
    new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.'),
  noSuchKey: () => new S3Error(404, 'NoSuchKey', 'The specified key does not exist.'),
  noSuchBucket: () => new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist'),
  bucketNotEmpty: () => new S3Error(409, 'BucketNotEmpty', 'The bucket you tried to delete is not empty'),
  bucketAlreadyOwnedByYou: () =>
    new S3Error(
      409,
      'BucketAlreadyOwnedByYou',
      'Your previous request to create the named bucket succeeded and you already own it.',
    ),
  preconditionFailed: (condition: string) =>
    new S3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
      Condition: condition,
    }),
  invalidRange: (size: number) =>
    new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable', {
      ActualObjectSize: String(size),
    }),
  methodNotAllowed: () =>
    new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.'),
  notImplemented: (what: string) =>
    new S3Error(501, 'NotImplemented', `${what} is not implemented by the local server's S3 protocol`),
  internal: () => new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
};

/** Storage's errors (thrown by the storage service the S3 routes share with the REST API) in S3's words */
export function s3ErrorFromStorage(error: StorageError): S3Error {
  switch (error.code) {
    case 'NoSuchKey':
      return s3Errors.noSuchKey();
    case 'NoSuchBucket':
      return s3Errors.noSuchBucket();
    case 'BucketAlreadyExists':
      return s3Errors.bucketAlreadyOwnedByYou();
    case 'ResourceNotEmpty':
      return s3Errors.bucketNotEmpty();
    case 'EntityTooLarge':
      return s3Errors.entityTooLarge();
    default: {
      // the logical status of the storage error (400 for almost everything on the REST API)
      const status = Number(error.statusCode);
      return new S3Error(status >= 400 && status <= 599 ? status : 400, error.code, error.message);
    }
  }
}

/** the bucket and key the request names, as S3's <Resource> */
function resourceOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  const index = path.indexOf('/s3/');
  return index === -1 ? '/' : path.slice(index + 3);
}

export function sendS3Error(request: FastifyRequest, reply: FastifyReply, error: S3Error): FastifyReply {
  reply.code(error.status).header('x-amz-request-id', request.id);
  if (request.method === 'HEAD') return reply.send();
  return reply.type('application/xml').send(
    xmlDocument({
      Error: {
        Code: error.code,
        Message: error.message,
        ...error.details,
        Resource: resourceOf(request),
        RequestId: request.id,
      },
    }),
  );
}
