import type { GoTrueClientOptions } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { StorageClient } from '@supabase/storage-js';
import { rememberMeStorage } from '../features/auth/remember-me';
import type { Database } from './database.types';
import { createLazyAuth, type AuthClient } from './lazy-auth';
import { authStorageKey } from './storage-key';
import { takeEarlyResponse } from '../api/early-fetch';

/**
 * The parts of Supabase the product uses: auth, the REST API (tables and functions), storage and Edge
 * Functions. Built from supabase-js's own packages instead of `createClient`, because createClient constructs
 * the Realtime client (and imports storage, functions and iceberg) on every page: about 23 KB of gzip
 * JavaScript that no screen needs before an upload. Storage loads on first use; an Edge Function is one
 * fetch, so functions-js is not needed. The auth client loads on first use too (see createLazyAuth): a
 * visitor with no session reads the catalogue with the anon key and never downloads it.
 */
export interface KoperasiSupabaseClient {
  /** the project's anon key (the `apikey` of every request) */
  readonly anonKey: string;
  readonly auth: AuthClient;
  readonly from: PostgrestClient<Database>['from'];
  readonly rpc: PostgrestClient<Database>['rpc'];
  /** The storage API; its code loads on the first call. */
  storage(): Promise<StorageClient>;
  /**
   * POSTs `body` as JSON to the Edge Function route `<url>/functions/v1/<path>` ('payments/snap'), with the
   * headers every request carries. The response as it came (any status); rejects only when nothing answered.
   */
  invokeFunction(path: string, body: unknown): Promise<Response>;
}

export interface SupabaseClientOptions {
  auth?: Omit<GoTrueClientOptions, 'url' | 'headers' | 'fetch'>;
  /** a fetch of one's own (tests count or fail requests with it) */
  fetch?: typeof fetch;
}

export { authStorageKey };

/**
 * A client that sends what supabase-js sends: the anon key as `apikey`, and the signed-in user's access
 * token (or the anon key) as the bearer token of every REST and storage request.
 */
export function createSupabaseClient(
  url: string,
  anonKey: string,
  options: SupabaseClientOptions = {},
): KoperasiSupabaseClient {
  const base = url.replace(/\/+$/, '');
  const baseFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const auth = createLazyAuth({
    storageKey: authStorageKey(base),
    ...options.auth,
    url: `${base}/auth/v1`,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    fetch: baseFetch,
  });
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) {
      // without a session to restore, the auth client is not loaded just to learn there is none
      const session = auth.mayHaveSession() ? (await auth.getSession()).data.session : null;
      headers.set('Authorization', `Bearer ${session?.access_token ?? anonKey}`);
    }
    // the same request, started by the shell's entry before any app code ran (api/early-fetch.ts)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const early = takeEarlyResponse(url, init?.method ?? 'GET', headers, init?.signal);
    const response = early && (await early);
    return response ?? baseFetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient<Database>(`${base}/rest/v1`, { fetch: fetchWithAuth });
  let storage: Promise<StorageClient> | undefined;
  return {
    anonKey,
    auth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    storage() {
      storage ??= import('@supabase/storage-js').then(
        ({ StorageClient: Storage }) => new Storage(`${base}/storage/v1`, {}, fetchWithAuth),
      );
      return storage;
    },
    invokeFunction(path, body) {
      return fetchWithAuth(`${base}/functions/v1/${path.replace(/^\/+/, '')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  };
}

let client: KoperasiSupabaseClient | undefined;
let settings: { url: string; anonKey: string } | undefined;

/** Called once by the shell (or a remote's standalone page) with the environment's runtime config. */
export function configureSupabase(config: { url: string; anonKey: string }): void {
  if (settings && (settings.url !== config.url || settings.anonKey !== config.anonKey) && client) {
    throw new Error('Supabase is already configured with another project');
  }
  settings = config;
}

/**
 * The one Supabase client of the page. shared-services is a Module Federation singleton, so every remote
 * gets this same instance (never a second auth client on the page). The session stays under supabase-js's
 * default storage key; 'remember me' only decides whether it lives in localStorage or sessionStorage.
 */
export function getSupabase(): KoperasiSupabaseClient {
  if (!client) {
    if (!settings) throw new Error('Supabase is not configured: call configureSupabase() at start-up');
    client = createSupabaseClient(settings.url, settings.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
        ...(typeof window === 'undefined' ? {} : { storage: rememberMeStorage }),
      },
    });
  }
  return client;
}

/** For tests: replace or drop the client. */
export function setSupabaseClient(next: KoperasiSupabaseClient | undefined): void {
  client = next;
}
