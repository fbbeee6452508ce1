import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Gateway } from '../gateway';
import { textField } from '../http/body-fields';
import { answeringErrorsOf } from '../http/route-errors';
import { bucketRoutes } from './bucket-routes';
import {
  assertContentType,
  cacheControlFrom,
  headerValueOr,
  isStorableText,
  userMetadataFrom,
} from './header-values';
import {
  callerOf,
  jsonBody,
  keyOf,
  metaOf,
  optionalBooleanField,
  optionalCallerOf,
  optionalEnum,
  optionalInteger,
  optionalString,
  type Params,
  requiredString,
  SERVICE_ROLE,
} from './route-helpers';
import {
  expiresInFrom,
  SCOPE_DOWNLOAD,
  SCOPE_UPLOAD,
  signDownloadToken,
  signUploadToken,
  verifyObjectToken,
} from './signed-urls';
import {
  ImageRenderer,
  transformationsFromString,
  transformationsHeader,
  transformationsToString,
  transformOptionsFrom,
  type TransformOptions,
} from './image-render';
import { StorageError, sendStorageError, storageErrors } from './storage-error';
import type { ObjectInfoRow, ObjectVersion, StorageService, StoredObject } from './storage-service';

export interface StorageRouteDeps {
  config: ServerConfig;
  gateway: Gateway;
  storage: StorageService;
}

interface UploadBody {
  bytes: Buffer;
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * The file of an upload, multipart (storage-js with a Blob/File/FormData: the first file part, the
 * cacheControl, contentType and metadata fields) or the raw body (Content-Type, Cache-Control and the base64
 * x-metadata headers). Everything later sent back as a header is checked here: 400 before anything is stored.
 */
async function uploadBodyOf(request: FastifyRequest): Promise<UploadBody> {
  if (!request.isMultipart()) {
    const header = request.headers['x-metadata'];
    return {
      bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      declaredType: assertContentType(request.headers['content-type'] || 'application/octet-stream'),
      cacheControl: cacheControlFrom(request.headers['cache-control']),
      userMetadata: userMetadataFrom(typeof header === 'string' ? header : undefined, true),
    };
  }
  let bytes: Buffer | undefined;
  let partType = '';
  let formType: string | undefined;
  let formCache: string | undefined;
  let formMetadata: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!bytes) {
          bytes = await part.toBuffer();
          partType = part.mimetype;
        } else {
          await part.toBuffer();
        }
      } else if (part.fieldname === 'cacheControl') formCache = textField(part.value);
      else if (part.fieldname === 'contentType') formType = textField(part.value);
      else if (part.fieldname === 'metadata' || part.fieldname === 'userMetadata') {
        formMetadata = textField(part.value);
      }
    }
  } catch (error) {
    if (error instanceof StorageError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw storageErrors.tooLarge();
    // a broken form (no boundary, cut short, too many parts): upstream's NoContentProvided
    throw storageErrors.invalidRequest((error as Error).message || 'No content provided');
  }
  if (!bytes) throw storageErrors.invalidRequest('No content provided');
  return {
    bytes,
    declaredType: assertContentType(formType || partType || 'application/octet-stream'),
    cacheControl: cacheControlFrom(formCache),
    userMetadata: userMetadataFrom(formMetadata, false),
  };
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function storageRoutes(app: FastifyInstance, deps: StorageRouteDeps): void {
  const { config, gateway, storage } = deps;

  const handle = answeringErrorsOf(StorageError, (_request, reply, error) => sendStorageError(reply, error));
  const caller = (request: FastifyRequest) => callerOf(gateway, request);

  // fastify refuses an unparseable Content-Type before any handler: upstream renders it as a 415 in a 400;
  // everything else goes on to the server's error handler (a throw here reaches the parent's)
  app.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendStorageError(reply, storageErrors.invalidContentType());
    }
    throw error;
  });

  bucketRoutes(app, { gateway, buckets: storage.buckets, handle });

  /** a file's answer: headers, `?download` as an attachment, 304 for its ETag, no body for HEAD */
  const sendBody = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: { body: Buffer; contentType: string; cacheControl: string; eTag: string; updatedAt: Date },
  ) => {
    reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', file.cacheControl)
      .header('ETag', file.eTag)
      .header('Last-Modified', file.updatedAt.toUTCString());
    const download = (request.query as Record<string, string | undefined>).download;
    if (download !== undefined) {
      const fileName = download || keyOf(request).split('/').pop() || 'download';
      reply.header('Content-Disposition', `attachment; filename="${encodeURIComponent(fileName)}"`);
    }
    if (request.headers['if-none-match'] === file.eTag) return reply.code(304).send();
    reply.header('Content-Length', String(file.body.length));
    return reply.code(200).send(request.method === 'HEAD' ? undefined : file.body);
  };

  const send = (request: FastifyRequest, reply: FastifyReply, object: StoredObject) =>
    sendBody(request, reply, {
      body: object.bytes,
      contentType: headerValueOr(object.metadata.mimetype, 'application/octet-stream'),
      cacheControl: headerValueOr(object.metadata.cacheControl, 'no-cache'),
      eTag: object.metadata.eTag,
      updatedAt: object.updatedAt,
    });

  const upload = (upsertByDefault: boolean) =>
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const auth = caller(request);
      const upsert = upsertByDefault || request.headers['x-upsert'] === 'true';
      const body = await uploadBodyOf(request);
      return storage.upload(auth, metaOf(request), { bucket, key: keyOf(request), upsert, ...body });
    });

  app.post('/object/:bucket/*', upload(false));
  app.put('/object/:bucket/*', upload(true));

  const publicRead = handle(async (request, reply) => {
    const { bucket } = request.params as Params;
    return send(request, reply, await storage.readPublic(bucket, keyOf(request)));
  });
  app.get('/object/public/:bucket/*', publicRead);
  app.head('/object/public/:bucket/*', publicRead);

  const authenticatedRead = handle(async (request, reply) => {
    const { bucket } = request.params as Params;
    return send(
      request,
      reply,
      await storage.readAsCaller(caller(request), metaOf(request), bucket, keyOf(request)),
    );
  });
  app.get('/object/authenticated/:bucket/*', { exposeHeadRoute: false }, authenticatedRead);
  app.get('/object/:bucket/*', { exposeHeadRoute: false }, authenticatedRead);

  // ---- image transformations: the object resized and re-encoded (image-render.ts) ----

  const renderer = new ImageRenderer();
  const renderQuery = (request: FastifyRequest) =>
    transformOptionsFrom(request.query as Record<string, unknown>, 'querystring');

  /** the object's rendition: made from its file only when not cached under its version */
  const sendImage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    object: ObjectVersion,
    options: TransformOptions,
  ) => {
    const { bucket } = request.params as Params;
    const source = {
      bucket,
      key: keyOf(request),
      version: object.version,
      read: async () => (await object.read()).bytes,
    };
    const image = await renderer.render(source, options, request.headers.accept, request.ip);
    reply.header('X-Transformations', transformationsHeader(options));
    // the answer depends on Accept unless the format was fixed
    if (options.format === undefined) reply.header('Vary', 'Accept');
    return sendBody(request, reply, {
      ...image,
      cacheControl: object.cacheControl,
      updatedAt: object.updatedAt,
    });
  };

  app.get(
    '/render/image/public/:bucket/*',
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const options = renderQuery(request);
      return sendImage(request, reply, await storage.versionPublic(bucket, keyOf(request)), options);
    }),
  );

  app.get(
    '/render/image/authenticated/:bucket/*',
    { exposeHeadRoute: false },
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const options = renderQuery(request);
      const object = await storage.versionAsCaller(caller(request), metaOf(request), bucket, keyOf(request));
      return sendImage(request, reply, object, options);
    }),
  );

  app.get(
    '/render/image/sign/:bucket/*',
    { exposeHeadRoute: false },
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const key = keyOf(request);
      const { token } = request.query as Record<string, string | undefined>;
      const claims = verifyObjectToken(config.jwtSecret, token, bucket, key, SCOPE_DOWNLOAD);
      const transformations = typeof claims.transformations === 'string' ? claims.transformations : '';
      const options = transformationsFromString(transformations);
      return sendImage(request, reply, await storage.versionTrusted(bucket, key), options);
    }),
  );

  // ---- info and exists (HEAD): the object's row, without its bytes ----

  const infoHeaders = (reply: FastifyReply, row: ObjectInfoRow) => {
    const metadata = recordOf(row.metadata);
    reply
      .header('Cache-Control', headerValueOr(metadata.cacheControl, 'no-cache'))
      .header('Last-Modified', row.updated_at.toUTCString());
    const eTag = headerValueOr(metadata.eTag, '');
    if (eTag) reply.header('ETag', eTag);
    return metadata;
  };

  const info = (publicRoute: boolean) =>
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const auth = publicRoute ? null : optionalCallerOf(gateway, request);
      const row = await storage.objectInfo(auth, metaOf(request), bucket, keyOf(request), publicRoute);
      const metadata = infoHeaders(reply, row);
      return reply.type('application/json; charset=utf-8').send({
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: numberOr(metadata.size),
        content_type: typeof metadata.mimetype === 'string' ? metadata.mimetype : null,
        cache_control: typeof metadata.cacheControl === 'string' ? metadata.cacheControl : null,
        etag: typeof metadata.eTag === 'string' ? metadata.eTag : null,
        // an object uploaded without metadata has {} (as upstream answers), never null
        metadata: row.user_metadata ?? {},
        last_modified: row.updated_at.toISOString(),
        created_at: row.created_at.toISOString(),
      });
    });
  app.get('/object/info/public/:bucket/*', { exposeHeadRoute: false }, info(true));
  app.get('/object/info/authenticated/:bucket/*', info(false));
  app.get('/object/info/:bucket/*', info(false));

  const head = handle(async (request, reply) => {
    const { bucket } = request.params as Params;
    const auth = optionalCallerOf(gateway, request);
    const row = await storage.objectInfo(auth, metaOf(request), bucket, keyOf(request), false);
    const metadata = infoHeaders(reply, row);
    reply.header('Content-Type', headerValueOr(metadata.mimetype, 'application/octet-stream'));
    const size = numberOr(metadata.size);
    if (size !== null) reply.header('Content-Length', String(size));
    return reply.code(200).send();
  });
  app.head('/object/authenticated/:bucket/*', head);
  app.head('/object/:bucket/*', head);

  app.delete(
    '/object/:bucket',
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const prefixes = jsonBody(request).prefixes;
      if (!Array.isArray(prefixes) || prefixes.some((item) => typeof item !== 'string')) {
        throw storageErrors.invalidRequest('body/prefixes must be an array of strings');
      }
      const body = await storage.remove(caller(request), metaOf(request), bucket, prefixes as string[]);
      return reply.type('application/json; charset=utf-8').send(body);
    }),
  );

  // ---- listings ----

  app.post(
    '/object/list/:bucket',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const body = jsonBody(request);
      const sortBy = recordOf(body.sortBy);
      return storage.list(caller(request), metaOf(request), bucket, {
        prefix: typeof body.prefix === 'string' ? body.prefix : '',
        limit: Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000),
        offset: Math.max(Number(body.offset ?? 0) || 0, 0),
        search: typeof body.search === 'string' ? body.search : '',
        sortColumn: typeof sortBy.column === 'string' ? sortBy.column : 'name',
        ascending: textField(sortBy.order, 'asc').toLowerCase() !== 'desc',
      });
    }),
  );

  app.post(
    '/object/list-v2/:bucket',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const body = jsonBody(request);
      let sortColumn: 'name' | 'updated_at' | 'created_at' | undefined;
      let sortOrder: 'asc' | 'desc' | undefined;
      if (body.sortBy !== undefined) {
        if (typeof body.sortBy !== 'object' || body.sortBy === null || Array.isArray(body.sortBy)) {
          throw storageErrors.invalidRequest('body/sortBy must be object');
        }
        const sortBy = body.sortBy as Record<string, unknown>;
        if (sortBy.column === undefined) {
          throw storageErrors.invalidRequest("body/sortBy must have required property 'column'");
        }
        sortColumn = optionalEnum(sortBy.column, 'body/sortBy/column', ['name', 'updated_at', 'created_at']);
        sortOrder = optionalEnum(sortBy.order, 'body/sortBy/order', ['asc', 'desc']);
      }
      return storage.listV2(caller(request), metaOf(request), bucket, {
        prefix: optionalString(body.prefix, 'body/prefix') ?? '',
        limit: optionalInteger(body.limit, 'body/limit', 1) ?? 1000,
        cursor: optionalString(body.cursor, 'body/cursor') || undefined,
        withDelimiter: optionalBooleanField(body.with_delimiter, 'body/with_delimiter') ?? false,
        sortColumn,
        sortOrder,
      });
    }),
  );

  // ---- move and copy ----

  const moveInputOf = (body: Record<string, unknown>) => {
    const bucketId = requiredString(body, 'bucketId');
    return {
      bucketId,
      sourceKey: requiredString(body, 'sourceKey'),
      destinationKey: requiredString(body, 'destinationKey'),
      destinationBucket: optionalString(body.destinationBucket, 'body/destinationBucket') || bucketId,
    };
  };

  app.post(
    '/object/move',
    handle(async (request) => {
      const moved = await storage.move(caller(request), metaOf(request), moveInputOf(jsonBody(request)));
      return { message: 'Successfully moved', ...moved };
    }),
  );

  app.post(
    '/object/copy',
    handle(async (request) => {
      const body = jsonBody(request);
      const input = moveInputOf(body);
      const given = recordOf(body.metadata);
      const cacheControl = optionalString(given.cacheControl, 'body/metadata/cacheControl');
      const mimetype = optionalString(given.mimetype, 'body/metadata/mimetype');
      const header = request.headers['x-metadata'];
      return storage.copy(caller(request), metaOf(request), {
        ...input,
        upsert: request.headers['x-upsert'] === 'true',
        copyMetadata: optionalBooleanField(body.copyMetadata, 'body/copyMetadata') ?? true,
        metadata: {
          cacheControl: cacheControl === undefined ? undefined : cacheControlFrom(cacheControl),
          mimetype: mimetype === undefined ? undefined : assertContentType(mimetype),
        },
        userMetadata: userMetadataFrom(typeof header === 'string' ? header : undefined, true),
      });
    }),
  );

  // ---- signed download URLs ----

  // unencoded, as upstream answers: supabase-js runs encodeURI over the whole URL it builds from this. With a
  // transformation, the URL of the transformed image, the transformation fixed in the token (as upstream).
  const signedUrlOf = (bucket: string, key: string, expiresIn: number, transform?: TransformOptions) => {
    const transformations = transform ? transformationsToString(transform) : '';
    const token = signDownloadToken(config.jwtSecret, bucket, key, expiresIn, transformations);
    return `/${transformations ? 'render/image' : 'object'}/sign/${bucket}/${key}?token=${token}`;
  };

  app.post(
    '/object/sign/:bucket/*',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const key = keyOf(request);
      const body = jsonBody(request);
      const expiresIn = expiresInFrom(body.expiresIn);
      if (body.transform !== undefined && (typeof body.transform !== 'object' || body.transform === null)) {
        throw storageErrors.invalidRequest('body/transform must be object');
      }
      const transform =
        body.transform === undefined
          ? undefined
          : transformOptionsFrom(body.transform as Record<string, unknown>, 'body/transform');
      if (!(await storage.isVisibleToCaller(caller(request), metaOf(request), bucket, key))) {
        throw storageErrors.objectNotFound();
      }
      return { signedURL: signedUrlOf(bucket, key, expiresIn, transform) };
    }),
  );

  app.post(
    '/object/sign/:bucket',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const body = jsonBody(request);
      const expiresIn = expiresInFrom(body.expiresIn);
      const paths = body.paths;
      if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string')) {
        throw storageErrors.invalidRequest('body/paths must be an array of strings');
      }
      if (paths.length < 1 || paths.length > 1000) {
        throw storageErrors.invalidRequest('body/paths must have between 1 and 1000 items');
      }
      const visible = await storage.visibleNames(caller(request), metaOf(request), bucket, paths as string[]);
      return (paths as string[]).map((path) =>
        visible.has(path)
          ? { error: null, path, signedURL: signedUrlOf(bucket, path, expiresIn) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      );
    }),
  );

  app.get(
    '/object/sign/:bucket/*',
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const key = keyOf(request);
      const { token } = request.query as Record<string, string | undefined>;
      verifyObjectToken(config.jwtSecret, token, bucket, key, SCOPE_DOWNLOAD);
      return send(request, reply, await storage.readTrusted(bucket, key));
    }),
  );

  // ---- signed upload URLs ----

  app.post(
    '/object/upload/sign/:bucket/*',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const key = keyOf(request);
      const auth = caller(request);
      const upsert = request.headers['x-upsert'] === 'true';
      const header = request.headers['x-metadata'];
      const contentType = request.headers['content-type'];
      const contentLength = Number(request.headers['content-length']);
      await storage.bucket(bucket);
      storage.files.pathOf(bucket, key);
      const sub = auth.claims.sub;
      const owner = typeof sub === 'string' && sub ? sub : null;
      await storage.canUpload(auth, metaOf(request), {
        bucket,
        key,
        owner,
        upsert,
        metadata: {
          ...(contentType && isStorableText(contentType) ? { mimetype: contentType } : {}),
          ...(Number.isFinite(contentLength) ? { contentLength } : {}),
        },
        userMetadata: userMetadataFrom(typeof header === 'string' ? header : undefined, true),
      });
      const token = signUploadToken(config.jwtSecret, bucket, key, owner, upsert);
      return { url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token };
    }),
  );

  app.put(
    '/object/upload/sign/:bucket/*',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const key = keyOf(request);
      const { token } = request.query as Record<string, string | undefined>;
      const claims = verifyObjectToken(config.jwtSecret, token, bucket, key, SCOPE_UPLOAD);
      const body = await uploadBodyOf(request);
      // as upstream: the owner and upsert of the token, written by the storage API itself
      const saved = await storage.upload(SERVICE_ROLE, metaOf(request), {
        bucket,
        key,
        upsert: claims.upsert === true,
        owner: typeof claims.owner === 'string' ? claims.owner : null,
        ...body,
      });
      return { Key: saved.Key };
    }),
  );
}
