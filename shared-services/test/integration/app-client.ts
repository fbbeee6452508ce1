/**
 * The product's own Supabase client (the one the services use on a page) pointed at a test server, so the
 * service tests go through the same request code as the browser: the anon key as `apikey`, the signed-in
 * user's token as bearer.
 */
import type { TestServer } from '../../../local-supabase/test/helpers/server';
import { createSupabaseClient, type KoperasiSupabaseClient } from '../../src/supabase/client';

export interface AppClientOptions {
  key?: string;
  fetch?: typeof fetch;
}

export function appClient(server: TestServer, options: AppClientOptions = {}): KoperasiSupabaseClient {
  return createSupabaseClient(server.url, options.key ?? server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** A client signed in with e-mail and password; throws when the sign-in fails. */
export async function signedInAppClient(
  server: TestServer,
  email: string,
  password: string,
): Promise<KoperasiSupabaseClient> {
  const client = appClient(server);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session)
    throw new Error(`sign-in of ${email} failed: ${error?.message ?? 'no session'}`);
  return client;
}
