/** supabase-js clients for the REST conformance and bad-input suites (Node 20 needs a realtime transport). */
import { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export function restClient(url: string, key: string): SupabaseClient {
  // what createClient() does; its inferred type carries an `any` schema name, not SupabaseClient's 'public'
  return new SupabaseClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}-${counter}`;
}
