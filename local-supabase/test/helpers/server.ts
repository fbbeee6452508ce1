/**
 * Starts the local Supabase server in-process on a free port for tests.
 *
 *   const server = await startTestServer();            // PGlite (default) or LOCAL_SUPABASE_TEST_DB=postgres
 *   const anon = server.client();                      // supabase-js with the anon key
 *   const { client, session } = await server.signIn('pembeli@koperasi.test', 'Koperasi#2024');
 *   await server.stop();
 *
 * PGlite: an in-memory database restored from a migrated snapshot (cached in the OS temp dir, keyed by
 * the checksums of bootstrap + migrations + seed), so only the first test file pays for migrating.
 * PostgreSQL: a fresh database koperasi_test_<random> on 127.0.0.1:5432, copied from a migrated template
 * (koperasi_test_tpl_<the same checksums>, made by the first server that lacks it), dropped by stop().
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SupabaseClient,
  type AuthResponse,
  type Session,
  type SignUpWithPasswordCredentials,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import type { CapturedMail } from '../../src/auth/dev-mailbox';
import { loadConfig, type ServerConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { openMigratedPGlite, snapshotFingerprint } from '../../src/db/pglite-snapshot';
import { buildServer, prepareDatabase } from '../../src/server';

export type TestBackend = 'pglite' | 'postgres';

export interface StartTestServerOptions {
  db?: TestBackend;
  /** config overrides, e.g. { mailerAutoconfirm: false } */
  config?: Partial<ServerConfig>;
}

export interface TestServer {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** alias of serviceKey */
  serviceRoleKey: string;
  backend: TestBackend;
  config: ServerConfig;
  app: FastifyInstance;
  /** a supabase-js client (anon key unless given) that works on Node 20 and never persists or auto-refreshes */
  client(options?: SupabaseClientOptions<'public'> & { key?: string }): SupabaseClient;
  /** a fresh client signed in with email + password; throws if sign-in fails */
  signIn(email: string, password: string): Promise<{ client: SupabaseClient; session: Session }>;
  /** captured mail for an address, newest first (GET /__dev/mail) */
  mail(to: string): Promise<CapturedMail[]>;
  /**
   * A sign-up as a person makes it while e-mail confirmation is on: signUp with `client`, the confirmation
   * link of the mail opened, then a password sign-in with the same client. Answers like signUp would with
   * confirmation off (the user and a session, or the first error).
   */
  signUpConfirmed(
    client: { auth: Pick<SupabaseClient['auth'], 'signUp' | 'signInWithPassword'> },
    credentials: SignUpWithPasswordCredentials & { email: string },
  ): Promise<AuthResponse>;
  stop(): Promise<void>;
  /** alias of stop */
  close(): Promise<void>;
}

/** config.toml's [auth.rate_limit] raised past what any suite does from its one IP */
export const UNLIMITED_AUTH_RATE_LIMITS = {
  emailSent: 1_000_000,
  tokenRefresh: 1_000_000,
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
};

const POSTGRES_ADMIN_URL =
  process.env.LOCAL_SUPABASE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function backendFromEnv(): TestBackend {
  return process.env.LOCAL_SUPABASE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

const quietLog = { info: () => undefined, warn: (message: string) => console.warn(message) };

/** the migrated snapshot the PGlite suites start from (src/db/pglite-snapshot.ts) */
const SNAPSHOT_DIR = path.join(os.tmpdir(), 'koperasi-local-supabase-test');

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The database a PostgreSQL test server copies: bootstrap, migrations, seed and auth extras applied once
 * (koperasi_test_tpl_<fingerprint of them>), made by the first server of a run that finds none, under an
 * advisory lock so that processes starting at once make it once. Templates of other fingerprints (older
 * migrations) are dropped then. Copying a template is a file copy: a fraction of migrating.
 */
async function templateDatabase(config: ServerConfig): Promise<string> {
  const name = `koperasi_test_tpl_${snapshotFingerprint(config)}`;
  return withAdminClient(async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', ['koperasi_test_tpl']);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'koperasi\\_test\\_tpl\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      try {
        const db = await openDatabase({ ...config, databaseUrl: databaseUrl(building) });
        try {
          await prepareDatabase(db, config, quietLog);
        } finally {
          await db.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        await admin.query(`drop database if exists ${building} with (force)`);
        throw error;
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', ['koperasi_test_tpl']);
    }
  });
}

/** A fresh database koperasi_test_<random>, a copy of the migrated template; drop() removes it. */
async function createPostgresDatabase(
  config: ServerConfig,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await templateDatabase(config);
  const name = `koperasi_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient((admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(name),
    drop: () =>
      withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const backend = options.db ?? backendFromEnv();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-storage-'));
  const config = loadConfig(
    { ...process.env, PORT: '0', DATABASE_URL: 'memory://' },
    {
      storageDir,
      logLevel: process.env.LOCAL_SUPABASE_TEST_LOG ?? 'silent',
      emailSendIntervalSeconds: 0,
      // no timer: a suite runs the scheduled jobs (and the send-mail function's Deno process) when it means to,
      // through POST /__dev/run-jobs, not beside its own requests every 5 s
      jobIntervalMs: 0,
      // the suites sign in hundreds of times from one IP; rate-limit tests pass their own low limits
      authRateLimits: UNLIMITED_AUTH_RATE_LIMITS,
      ...options.config,
    },
  );
  let dropDatabase: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    const created = await createPostgresDatabase(config);
    config.databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  let app: FastifyInstance;
  try {
    const database =
      backend === 'pglite'
        ? await openMigratedPGlite(config, SNAPSHOT_DIR, (db) => prepareDatabase(db, config, quietLog))
        : undefined;
    app = await buildServer(config, database ? { database } : {});
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await dropDatabase?.();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // the services hold this config object: links and the JWT issuer must name the real port
  config.publicUrl = url;
  config.port = port;

  const client = (clientOptions: SupabaseClientOptions<'public'> & { key?: string } = {}): SupabaseClient => {
    const { key, auth, realtime, ...rest } = clientOptions;
    // what createClient() does; its inferred type carries an `any` schema name, not SupabaseClient's 'public'
    return new SupabaseClient(url, key ?? config.anonKey, {
      ...rest,
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
      realtime: {
        ...realtime,
        transport: WebSocket as unknown as NonNullable<
          SupabaseClientOptions<'public'>['realtime']
        >['transport'],
      },
    });
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
    await dropDatabase?.();
    fs.rmSync(storageDir, { recursive: true, force: true });
  };

  return {
    url,
    anonKey: config.anonKey,
    serviceKey: config.serviceRoleKey,
    serviceRoleKey: config.serviceRoleKey,
    backend,
    config,
    app,
    client,
    async signIn(email, password) {
      const signedIn = client();
      const { data, error } = await signedIn.auth.signInWithPassword({ email, password });
      if (error || !data.session)
        throw new Error(`sign-in of ${email} failed: ${error?.message ?? 'no session'}`);
      return { client: signedIn, session: data.session };
    },
    async mail(to) {
      const response = await fetch(`${url}/__dev/mail?to=${encodeURIComponent(to)}`);
      return (await response.json()) as CapturedMail[];
    },
    async signUpConfirmed(signUpClient, credentials) {
      const signedUp = await signUpClient.auth.signUp(credentials);
      if (signedUp.error || signedUp.data.session) return signedUp;
      const email = credentials.email.trim().toLowerCase();
      const response = await fetch(`${url}/__dev/mail?to=${encodeURIComponent(email)}`);
      const [mail] = (await response.json()) as CapturedMail[];
      if (mail?.type !== 'signup') throw new Error(`no confirmation mail for ${email}`);
      const opened = await fetch(mail.action_link, { redirect: 'manual' });
      if (opened.status !== 303) throw new Error(`confirmation link of ${email}: ${opened.status}`);
      return signUpClient.auth.signInWithPassword({ email, password: credentials.password });
    },
    stop,
    close: stop,
  };
}
