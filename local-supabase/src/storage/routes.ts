import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { RequestMeta } from '../db/database';
import type { Gateway } from '../gateway';
import { signJwt, verifyJwt } from '../jwt';
import type { RequestAuth } from '../rest/contract';
import { textField } from '../http/body-fields';
import { answeringErrorsOf } from '../http/route-errors';
import { StorageError, sendStorageError, storageErrors } from './storage-error';
import type { StorageService, StoredObject } from './storage-service';

export interface StorageRouteDeps {
  config: ServerConfig;
  gateway: Gateway;
  storage: StorageService;
}

type Params = { bucket: string; '*'?: string };

function metaOf(request: FastifyRequest): RequestMeta {
  return { method: request.method, path: request.url.split('?')[0] ?? '', headers: request.headers };
}

function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (Buffer.isBuffer(body)) {
    if (body.length === 0) return {};
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      throw storageErrors.invalidRequest('Body is not valid JSON');
    }
  }
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function parseUserMetadata(raw: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const text = base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata');
  }
}

function cacheControlFrom(value: string | undefined): string {
  if (!value) return 'no-cache';
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value;
}

export function storageRoutes(app: FastifyInstance, deps: StorageRouteDeps): void {
  const { config, gateway, storage } = deps;

  const handle = answeringErrorsOf(StorageError, (_request, reply, error) => sendStorageError(reply, error));

  /** storage does no apikey check; the JWT (Authorization, else apikey) decides the role */
  const callerOf = (request: FastifyRequest): RequestAuth => {
    const caller = gateway.resolveCaller(request.headers);
    if (!caller.ok) throw storageErrors.unauthorized(caller.message);
    return { role: caller.role, claims: caller.claims };
  };

  const send = (request: FastifyRequest, reply: FastifyReply, object: StoredObject) => {
    const { metadata } = object;
    reply
      .header('Content-Type', metadata.mimetype)
      .header('Cache-Control', metadata.cacheControl)
      .header('ETag', metadata.eTag)
      .header('Last-Modified', object.updatedAt.toUTCString());
    const download = (request.query as Record<string, string | undefined>).download;
    if (download !== undefined) {
      const fileName = download || ((request.params as Params)['*'] ?? '').split('/').pop() || 'download';
      reply.header('Content-Disposition', `attachment; filename="${encodeURIComponent(fileName)}"`);
    }
    if (request.headers['if-none-match'] === metadata.eTag) return reply.code(304).send();
    reply.header('Content-Length', String(object.bytes.length));
    return reply.code(200).send(request.method === 'HEAD' ? undefined : object.bytes);
  };

  const upload = (upsertByDefault: boolean) =>
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const key = (request.params as Params)['*'] ?? '';
      const auth = callerOf(request);
      const upsertHeader = request.headers['x-upsert'];
      const upsert = upsertByDefault || upsertHeader === 'true';
      let bytes: Buffer | undefined;
      let declaredType = '';
      let cacheControl = cacheControlFrom(request.headers['cache-control']);
      let userMetadata: Record<string, unknown> | null = null;
      if (request.isMultipart()) {
        let formType: string | undefined;
        let formCache: string | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (!bytes) {
                bytes = await part.toBuffer();
                declaredType = part.mimetype;
              } else {
                await part.toBuffer();
              }
            } else if (part.fieldname === 'cacheControl') formCache = String(part.value);
            else if (part.fieldname === 'contentType') formType = String(part.value);
            else if (part.fieldname === 'metadata')
              userMetadata = parseUserMetadata(String(part.value), false);
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw storageErrors.tooLarge();
          throw error;
        }
        if (formType) declaredType = formType;
        cacheControl = cacheControlFrom(formCache);
      } else {
        bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        declaredType = request.headers['content-type'] ?? 'application/octet-stream';
        const header = request.headers['x-metadata'];
        userMetadata = parseUserMetadata(typeof header === 'string' ? header : undefined, true);
      }
      if (!bytes) throw storageErrors.invalidRequest('No file was uploaded');
      return storage.upload(auth, metaOf(request), {
        bucket,
        key,
        bytes,
        declaredType: declaredType || 'application/octet-stream',
        cacheControl,
        userMetadata,
        upsert,
      });
    });

  app.post('/object/:bucket/*', upload(false));
  app.put('/object/:bucket/*', upload(true));

  const publicRead = handle(async (request, reply) => {
    const { bucket } = request.params as Params;
    return send(request, reply, await storage.readPublic(bucket, (request.params as Params)['*'] ?? ''));
  });
  app.get('/object/public/:bucket/*', publicRead);
  app.head('/object/public/:bucket/*', publicRead);

  const authenticatedRead = handle(async (request, reply) => {
    const { bucket } = request.params as Params;
    const key = (request.params as Params)['*'] ?? '';
    return send(request, reply, await storage.readAsCaller(callerOf(request), metaOf(request), bucket, key));
  });
  app.get('/object/authenticated/:bucket/*', authenticatedRead);
  app.get('/object/:bucket/*', authenticatedRead);

  app.delete(
    '/object/:bucket',
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const prefixes = jsonBody(request).prefixes;
      if (!Array.isArray(prefixes) || prefixes.some((item) => typeof item !== 'string')) {
        throw storageErrors.invalidRequest('body/prefixes must be an array of strings');
      }
      const body = await storage.remove(callerOf(request), metaOf(request), bucket, prefixes as string[]);
      return reply.type('application/json; charset=utf-8').send(body);
    }),
  );

  app.post(
    '/object/list/:bucket',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const body = jsonBody(request);
      const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
      return storage.list(callerOf(request), metaOf(request), bucket, {
        prefix: typeof body.prefix === 'string' ? body.prefix : '',
        limit: Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000),
        offset: Math.max(Number(body.offset ?? 0) || 0, 0),
        search: typeof body.search === 'string' ? body.search : '',
        sortColumn: typeof sortBy.column === 'string' ? sortBy.column : 'name',
        ascending: textField(sortBy.order, 'asc').toLowerCase() !== 'desc',
      });
    }),
  );

  const signUrl = (bucket: string, key: string, expiresIn: number): string => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { url: `${bucket}/${key}`, iat: issuedAt, exp: issuedAt + expiresIn },
      config.jwtSecret,
    );
    // unencoded, as upstream answers: supabase-js runs encodeURI over the whole URL it builds from this
    return `/object/sign/${bucket}/${key}?token=${token}`;
  };

  app.post(
    '/object/sign/:bucket/*',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const key = (request.params as Params)['*'] ?? '';
      const expiresIn = Number(jsonBody(request).expiresIn);
      if (!Number.isFinite(expiresIn) || expiresIn < 1)
        throw storageErrors.invalidRequest('expiresIn must be a positive number');
      if (!(await storage.isVisibleToCaller(callerOf(request), metaOf(request), bucket, key))) {
        throw storageErrors.objectNotFound();
      }
      return { signedURL: signUrl(bucket, key, expiresIn) };
    }),
  );

  app.post(
    '/object/sign/:bucket',
    handle(async (request) => {
      const { bucket } = request.params as Params;
      const body = jsonBody(request);
      const expiresIn = Number(body.expiresIn);
      const paths = Array.isArray(body.paths) ? body.paths.map(String) : [];
      if (!Number.isFinite(expiresIn) || expiresIn < 1)
        throw storageErrors.invalidRequest('expiresIn must be a positive number');
      const auth = callerOf(request);
      const results = [];
      for (const path of paths) {
        const visible = await storage
          .isVisibleToCaller(auth, metaOf(request), bucket, path)
          .catch(() => false);
        results.push(
          visible
            ? { error: null, path, signedURL: signUrl(bucket, path, expiresIn) }
            : {
                error: 'Either the object does not exist or you do not have access to it',
                path,
                signedURL: null,
              },
        );
      }
      return results;
    }),
  );

  app.get(
    '/object/sign/:bucket/*',
    handle(async (request, reply) => {
      const { bucket } = request.params as Params;
      const key = (request.params as Params)['*'] ?? '';
      const token = (request.query as Record<string, string | undefined>).token;
      if (!token) throw storageErrors.invalidRequest('Missing token');
      try {
        const payload = verifyJwt(token, config.jwtSecret);
        if (payload.url !== `${bucket}/${key}`) throw storageErrors.invalidSignature();
      } catch (error) {
        if (error instanceof StorageError) throw error;
        throw storageErrors.invalidSignature();
      }
      return send(request, reply, await storage.readTrusted(bucket, key));
    }),
  );
}
