import multipart from '@fastify/multipart';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { AuthError, authErrors, sendAuthError } from './auth/auth-error';
import { AuthService } from './auth/auth-service';
import { DevMailbox } from './auth/dev-mailbox';
import { AuthMailer } from './auth/email-links';
import { GoogleStandIn } from './auth/google-stand-in';
import { AuthMailTemplates } from './auth/mail-templates';
import { authRoutes } from './auth/routes';
import { AUTH_EXTRAS_SQL } from './auth/sessions';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrator';
import { openDatabase } from './db/open-database';
import { openMigratedPGlite } from './db/pglite-snapshot';
import { FunctionError, functionErrors, sendFunctionError } from './functions/function-error';
import { FunctionsRuntime } from './functions/functions-runtime';
import { FUNCTIONS_PREFIX, functionsRoutes } from './functions/routes';
import { Gateway } from './gateway';
import { InvalidJsonBodyError, isBodyTooLarge, parseJsonText } from './http/body-errors';
import { answerPreflight, applyCorsHeaders } from './http/cors';
import { JobRunner } from './jobs/job-runner';
import { callSendMail, runJobsPass, type JobsPassResult } from './jobs/jobs-pass';
import { MIDTRANS_STAND_IN_SQL, MidtransStandIn } from './midtrans/midtrans-stand-in';
import { midtransRoutes } from './midtrans/routes';
import { PostgrestError } from './rest/contract';
import { loadSchemaCache, type SchemaCache } from './rest/index';
import { readApiToml } from './rest-api/api-config';
import { restRoutes, sendPostgrestError } from './rest-api/routes';
import { s3Routes, S3_PREFIX } from './storage/s3/routes';
import { seedBuckets } from './storage/seed-buckets';
import { storageRoutes } from './storage/routes';
import { StorageError, sendStorageError, storageErrors } from './storage/storage-error';
import { StorageService } from './storage/storage-service';

export interface BuildServerOptions {
  /** an already opened database (tests); otherwise opened from config.databaseUrl */
  database?: Database;
  /** apply pending migrations and seed buckets before serving (default true) */
  migrate?: boolean;
}

export interface LocalSupabase {
  config: ServerConfig;
  db: Database;
  mailbox: DevMailbox;
  /** the scheduled jobs (order jobs, mail outbox): runNow() runs one pass after any pass under way */
  jobs: JobRunner<JobsPassResult>;
  /** the Edge Functions' Deno processes, each started by its function's first request */
  functions: FunctionsRuntime;
  reloadSchemaCache(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    localSupabase: LocalSupabase;
  }
}

type Api = 'auth' | 'rest' | 'storage' | 'functions' | 'other';

/**
 * Fastify's two per-request lines (incoming, completed) at debug level instead of info: they cost two
 * JSON log writes per request on the hot path. Failed requests still log at error level, and every 5xx
 * is logged with its cause by the error handlers.
 */
class QuietRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

function apiOf(url: string): Api {
  if (url.startsWith('/auth/v1')) return 'auth';
  if (url.startsWith('/rest/v1')) return 'rest';
  if (url.startsWith('/storage/v1')) return 'storage';
  if (url.startsWith(FUNCTIONS_PREFIX)) return 'functions';
  return 'other';
}

/** the server's base URL on loopback when it listens on every interface: how the functions reach it */
function ownUrl(app: FastifyInstance, config: ServerConfig): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return config.publicUrl;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** prepares the database (migrations, auth extras, seeded buckets) */
export async function prepareDatabase(
  db: Database,
  config: ServerConfig,
  log: { info(msg: string): void; warn(msg: string): void },
) {
  await migrate(db, config, log);
  await db.execScript(AUTH_EXTRAS_SQL);
  await seedBuckets(db, config.supabaseDir, config.storageDir, (message) => log.info(message));
}

export async function buildServer(
  config: ServerConfig,
  options: BuildServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new QuietRequestLogs(),
    bodyLimit: config.jsonBodyLimit,
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
  });

  const log = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
  };
  const db =
    options.database ??
    (config.databaseUrl === 'memory://' && config.pgliteSnapshotDir && options.migrate !== false
      ? await openMigratedPGlite(config, config.pgliteSnapshotDir, (fresh) =>
          prepareDatabase(fresh, config, log),
        )
      : await openDatabase(config));
  try {
    // from a snapshot too: the storage objects' files are written into this server's folder
    if (options.migrate !== false) await prepareDatabase(db, config, log);
  } catch (error) {
    if (!options.database) await db.close();
    throw error;
  }

  const restApi = readApiToml(config.configToml);
  if (config.apiSchemas) restApi.schemas = config.apiSchemas;
  let schemaCache: SchemaCache = await loadSchemaCache(db.admin, restApi.schemas);
  const mailbox = new DevMailbox((mail) =>
    app.log.info(
      { mail: { to: mail.to, type: mail.type, action_link: mail.action_link } },
      `dev mail to ${mail.to}: ${mail.action_link ?? mail.subject}`,
    ),
  );
  const gateway = new Gateway(config);
  const templates = new AuthMailTemplates(config.configToml, {
    warn: (message) => app.log.warn(message),
  });
  const mailer = new AuthMailer(mailbox, templates, config);
  const auth = new AuthService(config, db, gateway, mailer, (error, context) =>
    app.log.error({ err: error }, context),
  );
  const google = new GoogleStandIn(config, db, auth);
  const storage = new StorageService(db, config.storageDir, config.storageBodyLimit);
  const functions = new FunctionsRuntime({
    config,
    serverUrl: () => ownUrl(app, config),
    log: app.log.child({ component: 'functions' }),
  });
  const jobsLog = app.log.child({ component: 'jobs' });
  const jobs = new JobRunner(
    () =>
      runJobsPass({
        db,
        sendMail: () => callSendMail(`${ownUrl(app, config)}${FUNCTIONS_PREFIX}`, config.serviceRoleKey),
        log: {
          info: (details, message) => jobsLog.info(details, message),
          warn: (details, message) => jobsLog.warn(details, message),
          error: (error, message) => jobsLog.error({ err: error }, message),
        },
      }),
    { error: (error, message) => jobsLog.error({ err: error }, message) },
  );

  // Reloads may overlap (a NOTIFY, /__dev/reload-schema): the cache a reload loaded is kept only when no reload
  // that started after it has been kept already, so an older view of the database never replaces a newer one.
  let reloadsStarted = 0;
  let reloadKept = 0;
  const reloadSchema = async (): Promise<void> => {
    const mine = ++reloadsStarted;
    const loaded = await loadSchemaCache(db.admin, restApi.schemas);
    if (mine > reloadKept) {
      schemaCache = loaded;
      reloadKept = mine;
    }
  };
  // PostgREST's schema cache reload: NOTIFY pgrst, 'reload schema' (or 'reload config', or nothing), which
  // the database's DDL event triggers send (bootstrap.sql). Reloads one at a time; notifications that come
  // during a reload make one more.
  let reloading: Promise<void> | null = null;
  let reloadAgain = false;
  const reloadFromNotify = (payload: string) => {
    if (!['', 'reload schema', 'reload config'].includes(payload.trim().toLowerCase())) return;
    if (reloading) {
      reloadAgain = true;
      return;
    }
    reloading = (async () => {
      do {
        reloadAgain = false;
        try {
          await reloadSchema();
        } catch (error) {
          app.log.error({ err: error }, 'schema cache reload failed');
        }
      } while (reloadAgain);
      reloading = null;
    })();
  };
  /** set once the server's own start-up DDL is done (see the end of buildServer) */
  let stopListening: (() => Promise<void>) | null = null;

  app.decorate('localSupabase', {
    config,
    db,
    mailbox,
    jobs,
    functions,
    reloadSchemaCache: reloadSchema,
  });

  app.addHook('onRequest', async (request, reply) => {
    applyCorsHeaders(request, reply);
    if (request.method === 'OPTIONS') return answerPreflight(request, reply);
  });

  // before the plugins: fastify copies the error handler into each child context at registration
  app.setNotFoundHandler((request, reply) => {
    const api = apiOf(request.url);
    if (api === 'auth') return sendAuthError(request, reply, authErrors.notFound());
    if (api === 'storage')
      return sendStorageError(reply, new StorageError('404', 'NotFound', 'Not Found', 'Route not found'));
    if (api === 'functions') return sendFunctionError(reply, functionErrors.notFound());
    return reply.code(404).send({ message: 'no Route matched with those values' });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const api = apiOf(request.url);
    const tooLarge = isBodyTooLarge(error);
    const badJson = error instanceof InvalidJsonBodyError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
    const status = tooLarge ? 413 : badJson ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (api === 'auth') {
      if (error instanceof AuthError) return sendAuthError(request, reply, error);
      if (tooLarge) return sendAuthError(request, reply, authErrors.payloadTooLarge());
      if (badJson) return sendAuthError(request, reply, authErrors.badJson());
      if (status < 500)
        return sendAuthError(request, reply, new AuthError(status, 'validation_failed', error.message));
      return sendAuthError(request, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
    }
    if (api === 'rest') {
      if (error instanceof PostgrestError) return sendPostgrestError(reply, error);
      if (tooLarge)
        return sendPostgrestError(reply, new PostgrestError(413, 'PGRST413', 'Payload Too Large'));
      if (badJson) {
        return sendPostgrestError(
          reply,
          new PostgrestError(400, 'PGRST102', 'Empty or invalid json', error.message),
        );
      }
      if (status < 500)
        return sendPostgrestError(reply, new PostgrestError(status, 'PGRST000', error.message));
      return sendPostgrestError(reply, new PostgrestError(500, 'PGRST000', 'Internal server error'));
    }
    if (api === 'storage') {
      if (error instanceof StorageError) return sendStorageError(reply, error);
      if (tooLarge) return sendStorageError(reply, storageErrors.tooLarge());
      if (badJson) return sendStorageError(reply, storageErrors.invalidRequest('Body is not valid JSON'));
      if (status < 500) return sendStorageError(reply, storageErrors.invalidRequest(error.message));
      return sendStorageError(reply, storageErrors.internal());
    }
    if (api === 'functions') {
      if (status < 500)
        return sendFunctionError(reply, new FunctionError(status, 'BAD_REQUEST', error.message));
      return sendFunctionError(reply, new FunctionError(500, 'INTERNAL_ERROR', 'Internal server error'));
    }
    return reply.code(status).send({ message: status >= 500 ? 'Internal server error' : error.message });
  });

  await app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- an async fastify plugin: a throw while registering fails register() (a sync plugin's throw is uncaught)
    async (instance) => {
      instance.removeAllContentTypeParsers();
      instance.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
      instance.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, parseJsonText(body as string));
        } catch (error) {
          done(error as Error, undefined);
        }
      });
      authRoutes(instance, { config, gateway, auth, google });
    },
    { prefix: '/auth/v1' },
  );

  await app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- an async fastify plugin: a throw while registering fails register() (a sync plugin's throw is uncaught)
    async (instance) =>
      restRoutes(instance, {
        gateway,
        db,
        schemaCache: () => schemaCache,
        jsonBodyLimit: config.jsonBodyLimit,
        api: restApi,
      }),
    { prefix: '/rest/v1' },
  );

  await app.register(
    async (instance) => {
      instance.removeAllContentTypeParsers();
      instance.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: config.storageBodyLimit },
        (_request, body, done) => done(null, body),
      );
      await instance.register(multipart, {
        limits: { fileSize: config.storageBodyLimit, files: 1, fields: 10, fieldSize: 1024 * 1024 },
      });
      storageRoutes(instance, { config, gateway, storage });
    },
    { prefix: '/storage/v1' },
  );

  await app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- an async fastify plugin: a throw while registering fails register() (a sync plugin's throw is uncaught)
    async (instance) => s3Routes(instance, { config, storage }),
    { prefix: S3_PREFIX },
  );

  if (config.midtrans.enabled) {
    await db.execScript(MIDTRANS_STAND_IN_SQL);
    const midtransLog = app.log.child({ component: 'midtrans' });
    const midtrans = new MidtransStandIn(config, db, {
      info: (details, message) => midtransLog.info(details, message),
      warn: (details, message) => midtransLog.warn(details, message),
    });
    await app.register(
      // eslint-disable-next-line @typescript-eslint/require-await -- an async fastify plugin: a throw while registering fails register() (a sync plugin's throw is uncaught)
      async (instance) => midtransRoutes(instance, { config, midtrans }),
      { prefix: '/__midtrans' },
    );
  }

  await app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- an async fastify plugin: a throw while registering fails register() (a sync plugin's throw is uncaught)
    async (instance) => functionsRoutes(instance, { config, gateway, runtime: functions }),
    { prefix: FUNCTIONS_PREFIX },
  );

  app.get('/__dev/mail', (request) => mailbox.list((request.query as { to?: string }).to));
  // where the send-mail function delivers without SMTP secrets (DEV_MAILBOX_URL)
  let devMailCount = 0;
  app.post('/__dev/mail', async (request, reply) => {
    const body = request.body as Partial<Record<'to' | 'type' | 'subject' | 'text' | 'html', unknown>> | null;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const to = text(body?.to);
    const subject = text(body?.subject);
    const mailText = text(body?.text);
    if (!to || !subject || mailText === undefined)
      return reply.code(400).send({ error: 'bad_request', message: 'to, subject and text are required' });
    try {
      mailbox.capture({
        to,
        type: text(body?.type) ?? 'email',
        subject,
        text: mailText,
        html: text(body?.html),
      });
    } catch (error) {
      return reply.code(400).send({ error: 'bad_recipient', message: (error as Error).message });
    }
    return { id: `<dev-${Date.now()}-${++devMailCount}@local-supabase>` };
  });
  app.post('/__dev/reload-schema', async () => {
    await reloadSchema();
    return { reloaded: true };
  });
  app.post('/__dev/run-jobs', async (_request, reply) => {
    const { errors, ...result } = await jobs.runNow();
    return errors.length > 0 ? reply.code(500).send({ ...result, errors }) : result;
  });
  app.get('/', () => ({
    name: 'koperasi local-supabase',
    auth: '/auth/v1',
    rest: '/rest/v1',
    storage: '/storage/v1',
    functions: FUNCTIONS_PREFIX,
  }));
  app.all('/realtime/v1/*', async (_request, reply) =>
    reply.code(404).send({ message: 'Realtime is not available on the local server' }),
  );

  // listen only now: the start-up DDL above (the Midtrans stand-in's tables) needs no reload
  stopListening = await db.listen('pgrst', reloadFromNotify).catch((error: unknown) => {
    app.log.warn({ err: error }, 'not listening for schema cache reloads (NOTIFY pgrst)');
    return null;
  });

  app.addHook('onReady', (done) => {
    jobs.start(config.jobIntervalMs);
    done();
  });
  // Before the HTTP server closes: the server waits for every open connection, and a function process keeps
  // a keep-alive connection to it (Fastify keeps an idle one 72 s), so the processes that hold them stop
  // first (a close took over a minute when a send-mail request was under way as it began).
  app.addHook('preClose', async () => {
    await jobs.stop();
    await functions.stop();
    await stopListening?.();
    await reloading;
  });
  app.addHook('onClose', async () => {
    await db.close();
  });

  return app;
}
