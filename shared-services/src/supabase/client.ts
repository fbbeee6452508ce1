import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { rememberMeStorage } from '../features/auth/remember-me';

let client: SupabaseClient | undefined;
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
 * gets this same instance (never a second GoTrueClient on the page). The session stays under supabase-js's
 * default storage key; 'remember me' only decides whether it lives in localStorage or sessionStorage.
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    if (!settings) throw new Error('Supabase is not configured: call configureSupabase() at start-up');
    client = createClient(settings.url, settings.anonKey, {
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
export function setSupabaseClient(next: SupabaseClient | undefined): void {
  client = next;
}
