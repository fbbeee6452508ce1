/**
 * Storage's S3 protocol (/storage/v1/s3), path-style as hosted Supabase serves it: /<bucket>/<key>. Every
 * request is signed with AWS Signature Version 4 by the configured access key and acts as the service role;
 * buckets and objects are those of the Storage REST API (the same rows, the same files).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { isBodyTooLarge } from '../../http/body-errors';
import { assertContentType, cacheControlFrom, headerValueOr } from '../header-values';
import { eTagOf } from '../object-files';
import { keyOf as routeKeyOf, metaOf, type Params, SERVICE_ROLE } from '../route-helpers';
import { StorageError } from '../storage-error';
import type { StorageService } from '../storage-service';
import { listBucket } from './list-bucket';
import {
  byteRangeOf,
  conditionOf,
  objectHeaders,
  responseOverrides,
  userMetadataFromHeaders,
  type ObjectHead,
} from './object-headers';
import { payloadOf, type Payload } from './payload';
import { S3Error, s3ErrorFromStorage, s3Errors, sendS3Error } from './s3-error';
import { parseQuery, queryValue, verifySignature, type VerifiedRequest } from './signature';
import { parseXml, S3_NAMESPACE, xmlDocument, type XmlElement } from './xml';

export const S3_PREFIX = '/storage/v1/s3';

export interface S3RouteDeps {
  config: ServerConfig;
  storage: StorageService;
}

type Query = Record<string, string | string[]>;

/** what a key folder's empty PutObject ("folder/") is stored as, as hosted Supabase stores it */
const FOLDER_PLACEHOLDER = '.emptyFolderPlaceholder';
/** room for aws-chunked framing (chunk sizes, signatures, trailers) over the largest upload */
const CHUNK_FRAMING_BYTES = 1024 * 1024;
/** DeleteObjects takes at most this many keys */
const MAX_DELETE_KEYS = 1000;

/** bucket sub-resources (?acl, ?versioning, …) that this server does not keep */
const BUCKET_SUBRESOURCES = [
  'accelerate',
  'acl',
  'analytics',
  'cors',
  'encryption',
  'intelligent-tiering',
  'inventory',
  'lifecycle',
  'logging',
  'metrics',
  'notification',
  'object-lock',
  'ownershipControls',
  'policy',
  'policyStatus',
  'publicAccessBlock',
  'replication',
  'requestPayment',
  'tagging',
  'uploads',
  'versioning',
  'versions',
  'website',
];
const OBJECT_SUBRESOURCES = [
  'acl',
  'attributes',
  'legal-hold',
  'restore',
  'retention',
  'select',
  'tagging',
  'torrent',
  'uploadId',
  'uploads',
];

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** the object key of the path; a trailing slash is part of it in S3 ("folder/"), which the router drops */
function keyOf(request: FastifyRequest): string {
  const key = routeKeyOf(request);
  return (request.url.split('?')[0] ?? '').endsWith('/') && !key.endsWith('/') ? `${key}/` : key;
}

function refuseSubresources(query: Query, names: string[]): void {
  const found = names.find((name) => query[name] !== undefined);
  if (found === 'uploadId' || found === 'uploads') throw s3Errors.notImplemented('Multipart upload');
  if (found !== undefined) throw s3Errors.notImplemented(`The ${found} sub-resource`);
  if (query.partNumber !== undefined) throw s3Errors.notImplemented('Multipart upload');
}

function sendXml(reply: FastifyReply, root: XmlElement): FastifyReply {
  return reply.code(200).type('application/xml').send(xmlDocument(root));
}

/** a JSON column or a parsed XML element as an object (anything else reads as empty) */
function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** ListObjectsV2 (list-type=2), else ListObjects with its Marker */
async function listObjects(
  storage: StorageService,
  bucket: string,
  query: Query,
  v2: boolean,
): Promise<XmlElement> {
  const prefix = queryValue(query, 'prefix') ?? '';
  const delimiter = queryValue(query, 'delimiter') ?? '';
  const maxKeysText = queryValue(query, 'max-keys') ?? '1000';
  if (!/^\d{1,10}$/.test(maxKeysText)) {
    throw s3Errors.invalidArgument(
      'Provided max-keys not an integer or within integer range',
      'max-keys',
      maxKeysText,
    );
  }
  const maxKeys = Math.min(Number(maxKeysText), 1000);
  const encodingType = queryValue(query, 'encoding-type');
  if (encodingType !== undefined && encodingType !== 'url') {
    throw s3Errors.invalidArgument(
      'Invalid Encoding Method specified in Request',
      'encoding-type',
      encodingType,
    );
  }
  // encoding-type=url: names percent-encoded (slashes kept), for keys XML 1.0 cannot carry
  const name = (value: string) =>
    encodingType === 'url' ? encodeURIComponent(value).replace(/%2F/g, '/') : value;
  const startAfter = queryValue(query, v2 ? 'start-after' : 'marker') ?? '';
  const continuationToken = v2 ? queryValue(query, 'continuation-token') : undefined;
  const rows = await storage.rowsUnder(bucket, prefix);
  const listing = listBucket(rows, { prefix, delimiter, maxKeys, startAfter, continuationToken });
  const contents = listing.objects.map((object) => ({
    Key: name(object.key),
    LastModified: object.lastModified.toISOString(),
    ETag: object.eTag,
    Size: object.size,
    StorageClass: 'STANDARD',
  }));
  const commonPrefixes = listing.commonPrefixes.map((commonPrefix) => ({ Prefix: name(commonPrefix) }));
  const common = {
    '@_xmlns': S3_NAMESPACE,
    Name: bucket,
    Prefix: name(prefix),
  };
  if (v2) {
    return {
      ListBucketResult: {
        ...common,
        ...(continuationToken !== undefined ? { ContinuationToken: continuationToken } : {}),
        ...(listing.nextContinuationToken !== undefined
          ? { NextContinuationToken: listing.nextContinuationToken }
          : {}),
        ...(startAfter ? { StartAfter: name(startAfter) } : {}),
        KeyCount: contents.length + commonPrefixes.length,
        MaxKeys: maxKeys,
        ...(delimiter ? { Delimiter: name(delimiter) } : {}),
        ...(encodingType ? { EncodingType: encodingType } : {}),
        IsTruncated: listing.isTruncated,
        Contents: contents,
        CommonPrefixes: commonPrefixes,
      },
    };
  }
  return {
    ListBucketResult: {
      ...common,
      Marker: name(startAfter),
      // S3 gives NextMarker only with a delimiter; without one the last key is the next marker
      ...(listing.nextMarker !== undefined && delimiter ? { NextMarker: name(listing.nextMarker) } : {}),
      MaxKeys: maxKeys,
      ...(delimiter ? { Delimiter: name(delimiter) } : {}),
      ...(encodingType ? { EncodingType: encodingType } : {}),
      IsTruncated: listing.isTruncated,
      Contents: contents,
      CommonPrefixes: commonPrefixes,
    },
  };
}

export function s3Routes(app: FastifyInstance, deps: S3RouteDeps): void {
  const { config, storage } = deps;
  const verified = new WeakMap<FastifyRequest, VerifiedRequest>();
  const payloads = new WeakMap<FastifyRequest, Payload>();

  // every body as its bytes (an object of any type, an XML document, aws-chunked frames)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: config.storageBodyLimit + CHUNK_FRAMING_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof S3Error) return sendS3Error(request, reply, error);
    if (error instanceof StorageError) return sendS3Error(request, reply, s3ErrorFromStorage(error));
    if (isBodyTooLarge(error)) return sendS3Error(request, reply, s3Errors.entityTooLarge());
    if ((error.statusCode ?? 500) < 500) {
      return sendS3Error(request, reply, s3Errors.invalidRequest(error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return sendS3Error(request, reply, s3Errors.internal());
  });

  app.setNotFoundHandler((request, reply) => sendS3Error(request, reply, s3Errors.methodNotAllowed()));

  // the signature before the body is read: a request that is not signed with the key never uploads anything
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-amz-request-id', request.id);
    const signed = { method: request.method, url: request.url, rawHeaders: request.raw.rawHeaders };
    verified.set(request, await verifySignature(signed, config.s3Protocol));
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      payloads.set(request, payloadOf(body, request.headers, verified.get(request)!));
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  const queryOf = (request: FastifyRequest) => parseQuery(request.url);
  const bucketOf = (request: FastifyRequest) => (request.params as Params).bucket;
  const payloadOfRequest = (request: FastifyRequest) => payloads.get(request)!;

  // ---- buckets ----

  app.get('/', async (request, reply) => {
    const buckets = await storage.buckets.list(SERVICE_ROLE, metaOf(request), {});
    return sendXml(reply, {
      ListAllMyBucketsResult: {
        '@_xmlns': S3_NAMESPACE,
        Owner: { ID: 'local-supabase', DisplayName: 'local-supabase' },
        Buckets: {
          Bucket: buckets.map((bucket) => ({
            Name: bucket.id,
            CreationDate: bucket.created_at,
            BucketRegion: config.s3Protocol.region,
          })),
        },
      },
    });
  });

  app.head('/:bucket', async (request, reply) => {
    await storage.bucket(bucketOf(request));
    return reply.header('x-amz-bucket-region', config.s3Protocol.region).code(200).send();
  });

  app.put('/:bucket', async (request, reply) => {
    const bucket = bucketOf(request);
    refuseSubresources(queryOf(request), BUCKET_SUBRESOURCES);
    // x-amz-acl public-read makes a public bucket, as on hosted Supabase
    const isPublic = header(request, 'x-amz-acl') === 'public-read';
    await storage.buckets.create(SERVICE_ROLE, metaOf(request), { name: bucket, public: isPublic });
    return reply.header('Location', `/${bucket}`).code(200).send();
  });

  app.delete('/:bucket', async (request, reply) => {
    refuseSubresources(queryOf(request), BUCKET_SUBRESOURCES);
    await storage.buckets.remove(SERVICE_ROLE, metaOf(request), bucketOf(request));
    return reply.code(204).send();
  });

  app.get('/:bucket', async (request, reply) => {
    const bucket = bucketOf(request);
    const query = queryOf(request);
    if (query.location !== undefined) {
      await storage.bucket(bucket);
      return sendXml(reply, {
        LocationConstraint: { '@_xmlns': S3_NAMESPACE, '#text': config.s3Protocol.region },
      });
    }
    refuseSubresources(query, BUCKET_SUBRESOURCES);
    const listType = queryValue(query, 'list-type');
    if (listType !== undefined && listType !== '2') {
      throw s3Errors.invalidArgument('Invalid List Type specified', 'list-type', listType);
    }
    return sendXml(reply, await listObjects(storage, bucket, query, listType === '2'));
  });

  // DeleteObjects: POST /<bucket>?delete with <Delete><Object><Key>…</Key></Object>…<Quiet/></Delete>
  app.post('/:bucket', async (request, reply) => {
    const bucket = bucketOf(request);
    const query = queryOf(request);
    if (query.delete === undefined) throw s3Errors.methodNotAllowed();
    const document = parseXml(payloadOfRequest(request).bytes.toString('utf8'));
    const remove = recordOf(document?.Delete);
    const objects = remove.Object;
    if (!Array.isArray(objects) || objects.length === 0 || objects.length > MAX_DELETE_KEYS) {
      throw s3Errors.malformedXml();
    }
    const keys = objects.map((object) => recordOf(object).Key);
    if (keys.some((key) => typeof key !== 'string' || key === '')) throw s3Errors.malformedXml();
    await storage.remove(SERVICE_ROLE, metaOf(request), bucket, keys as string[]);
    // as S3: a key that was not there is deleted all the same
    const quiet = String(remove.Quiet).trim() === 'true';
    return sendXml(reply, {
      DeleteResult: {
        '@_xmlns': S3_NAMESPACE,
        Deleted: quiet ? [] : (keys as string[]).map((key) => ({ Key: key })),
      },
    });
  });

  // ---- objects ----

  /** headers of an answer about the object, and the 304 or 412 its conditional headers call for */
  const answerHead = (request: FastifyRequest, reply: FastifyReply, head: ObjectHead) => {
    reply.headers(objectHeaders(head));
    const condition = conditionOf(request.headers, head.eTag, head.lastModified);
    if (condition === 412) {
      throw s3Errors.preconditionFailed(
        header(request, 'if-match') !== undefined ? 'If-Match' : 'If-Unmodified-Since',
      );
    }
    if (condition === 304) {
      reply.removeHeader('Content-Type');
      return 304 as const;
    }
    const range = byteRangeOf(header(request, 'range'), head.size);
    if (range) reply.header('Content-Range', `bytes ${range.start}-${range.end}/${head.size}`);
    return range;
  };

  app.get('/:bucket/*', async (request, reply) => {
    const bucket = bucketOf(request);
    const query = queryOf(request);
    refuseSubresources(query, OBJECT_SUBRESOURCES);
    const overrides = responseOverrides(query);
    await storage.bucket(bucket);
    const object = await storage.readTrusted(bucket, keyOf(request));
    const range = answerHead(request, reply, {
      size: object.bytes.length,
      contentType: object.metadata.mimetype,
      cacheControl: object.metadata.cacheControl,
      eTag: object.metadata.eTag,
      lastModified: object.updatedAt,
      userMetadata: object.userMetadata,
    });
    if (range === 304) return reply.code(304).send();
    reply.headers(overrides);
    if (range) return reply.code(206).send(object.bytes.subarray(range.start, range.end + 1));
    return reply.code(200).send(object.bytes);
  });

  app.head('/:bucket/*', async (request, reply) => {
    const bucket = bucketOf(request);
    refuseSubresources(queryOf(request), OBJECT_SUBRESOURCES);
    const row = await storage.objectInfo(SERVICE_ROLE, metaOf(request), bucket, keyOf(request), false);
    const metadata = recordOf(row.metadata);
    const size = typeof metadata.size === 'number' ? metadata.size : 0;
    const range = answerHead(request, reply, {
      size,
      contentType: headerValueOr(metadata.mimetype, 'application/octet-stream'),
      cacheControl: headerValueOr(metadata.cacheControl, 'no-cache'),
      eTag: headerValueOr(metadata.eTag, ''),
      lastModified: row.updated_at,
      userMetadata: row.user_metadata,
    });
    if (range === 304) return reply.code(304).send();
    const length = range ? range.end - range.start + 1 : size;
    return reply
      .header('Content-Length', String(length))
      .code(range ? 206 : 200)
      .send();
  });

  app.put('/:bucket/*', async (request, reply) => {
    const bucket = bucketOf(request);
    refuseSubresources(queryOf(request), OBJECT_SUBRESOURCES);
    if (header(request, 'x-amz-copy-source') !== undefined) throw s3Errors.notImplemented('CopyObject');
    if (header(request, 'if-match') !== undefined) throw s3Errors.notImplemented('PutObject with If-Match');
    // conditional create: If-None-Match: * refuses to replace an object (412), as S3's conditional writes
    const ifNoneMatch = header(request, 'if-none-match');
    if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== '*') {
      throw s3Errors.notImplemented('PutObject with an If-None-Match other than *');
    }
    const payload = payloadOfRequest(request);
    let key = keyOf(request);
    if (key.endsWith('/') && payload.bytes.length === 0) key += FOLDER_PLACEHOLDER;
    const createOnly = ifNoneMatch !== undefined;
    try {
      await storage.upload(SERVICE_ROLE, metaOf(request), {
        bucket,
        key,
        bytes: payload.bytes,
        declaredType: assertContentType(header(request, 'content-type') || 'application/octet-stream'),
        cacheControl: cacheControlFrom(header(request, 'cache-control')),
        userMetadata: userMetadataFromHeaders(request.headers),
        upsert: !createOnly,
      });
    } catch (error) {
      if (createOnly && error instanceof StorageError && error.code === 'Duplicate') {
        throw s3Errors.preconditionFailed('If-None-Match');
      }
      throw error;
    }
    return reply.headers(payload.checksums).header('ETag', eTagOf(payload.bytes)).code(200).send();
  });

  app.delete('/:bucket/*', async (request, reply) => {
    refuseSubresources(queryOf(request), OBJECT_SUBRESOURCES);
    await storage.remove(SERVICE_ROLE, metaOf(request), bucketOf(request), [keyOf(request)]);
    return reply.code(204).send();
  });

  app.post('/:bucket/*', (request) => {
    refuseSubresources(queryOf(request), OBJECT_SUBRESOURCES);
    throw s3Errors.methodNotAllowed();
  });
}
