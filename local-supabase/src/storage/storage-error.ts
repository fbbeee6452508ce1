import type { FastifyReply } from 'fastify';

/** Supabase Storage's error: HTTP 400 with the logical status in the body's statusCode */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    /** the real HTTP status; 400 for almost everything, as upstream */
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

export const storageErrors = {
  objectNotFound: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  duplicate: () => new StorageError('409', 'Duplicate', 'Duplicate', 'The resource already exists'),
  rlsDenied: () =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  unauthorized: (message: string) => new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  invalidMimeType: (mime: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`),
  contentMismatch: (mime: string) =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported: the file content is not a ${mime} file`,
    ),
  tooLarge: () =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Bad Request', message),
  invalidSignature: () =>
    new StorageError('400', 'InvalidSignature', 'Invalid Signature', 'invalid signature'),
  internal: () =>
    new StorageError('500', 'InternalError', 'Internal Server Error', 'Internal Server Error', 500),
};

export function sendStorageError(reply: FastifyReply, error: StorageError): FastifyReply {
  return reply.code(error.httpStatus).send({
    statusCode: error.statusCode,
    code: error.code,
    error: error.error,
    message: error.message,
  });
}
