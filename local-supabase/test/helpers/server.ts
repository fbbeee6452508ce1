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
 * PostgreSQL: a fresh database koperasi_test_<random> on 127.0.0.1:5432, dropped by stop().
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
import { openMigratedPGlite } from '../../src/db/pglite-snapshot';
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

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `koperasi_test_${crypto.randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await adminClient.connect();
  try {
    await adminClient.query(`create database ${name}`);
  } finally {
    await adminClient.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const backend = options.db ?? backendFromEnv();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-storage-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig(
    { ...process.env, PORT: '0', DATABASE_URL: databaseUrl ?? 'memory://' },
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
