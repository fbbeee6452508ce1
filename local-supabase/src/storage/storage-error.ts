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
  tooLarge: (entity = 'object') =>
    new StorageError(
      '413',
      'EntityTooLarge',
      'Payload too large',
      `The ${entity} exceeded the maximum allowed size`,
    ),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Bad Request', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError('400', 'InvalidSignature', 'InvalidSignature', message),
  /** a signed URL's token that is no valid JWT of this server (bad signature, malformed, expired) */
  invalidJwt: (message: string) => new StorageError('400', 'InvalidJWT', 'InvalidJWT', message),
  invalidParameter: (parameter: string, message = `Invalid Parameter ${parameter}`) =>
    new StorageError('400', 'InvalidParameter', 'InvalidParameter', message),
  missingParameter: (parameter: string) =>
    new StorageError(
      '400',
      'MissingParameter',
      'MissingParameter',
      `Missing Required Parameter ${parameter}`,
    ),
  invalidBucketName: () =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  bucketAlreadyExists: () =>
    new StorageError('409', 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      '409',
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  /** fastify's answer to an unparseable Content-Type header, as upstream renders it */
  invalidContentType: () =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', 'Invalid Content-Type header'),
  invalidFileSizeLimit: () =>
    new StorageError(
      '400',
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  /** a route reserved to some JWT roles (empty bucket: service_role); a real HTTP 403, as upstream */
  invalidRole: () =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', 'Access denied: Invalid role', 403),
  featureNotEnabled: (message: string) =>
    new StorageError('400', 'FeatureNotEnabled', 'FeatureNotEnabled', message),
  /** the key names a folder of other objects, or goes through an object (a local file system limit) */
  keyConflict: (key: string) =>
    new StorageError(
      '409',
      'KeyAlreadyExists',
      'Duplicate',
      `The key ${key} conflicts with an existing object or folder of the same name`,
    ),
  internal: () =>
    new StorageError('500', 'InternalError', 'Internal Server Error', 'Internal Server Error', 500),
};

function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** database errors inside a caller's transaction → the storage error shape (as upstream's DBError) */
export function storageErrorFromDatabase(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  const state = sqlStateOf(error);
  if (state === '42501') return storageErrors.rlsDenied();
  if (state === '23505') return storageErrors.duplicate();
  if (state === '23503') return storageErrors.bucketNotFound();
  return undefined;
}

export function sendStorageError(reply: FastifyReply, error: StorageError): FastifyReply {
  return reply.code(error.httpStatus).send({
    statusCode: error.statusCode,
    code: error.code,
    error: error.error,
    message: error.message,
  });
}
