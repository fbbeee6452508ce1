/**
 * Real supabase-js clients for the RLS matrix: one per simulated user (each holds its own in-memory
 * session), plus a service-role client that prepares fixtures and checks effects behind RLS.
 */
import { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export type Actor = 'anon' | 'buyer' | 'seller' | 'seller2' | 'admin';
export const ACTORS: Actor[] = ['anon', 'buyer', 'seller', 'seller2', 'admin'];

export const PASSWORD = 'Koperasi#2024';
export const ACCOUNTS: Record<Exclude<Actor, 'anon'>, { email: string; id: string }> = {
  admin: { email: 'admin@koperasi.test', id: 'a1a1a1a1-0000-4000-8000-000000000001' },
  seller: { email: 'penjual@koperasi.test', id: 'a1a1a1a1-0000-4000-8000-000000000002' },
  buyer: { email: 'pembeli@koperasi.test', id: 'a1a1a1a1-0000-4000-8000-000000000003' },
  seller2: { email: 'penjual2@koperasi.test', id: 'a1a1a1a1-0000-4000-8000-000000000004' },
};

export function makeClient(url: string, key: string): SupabaseClient {
  // what createClient() does; its inferred type carries an `any` schema name, not SupabaseClient's 'public'
  return new SupabaseClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket, and createClient() throws there without a transport; realtime never
    // connects unless a channel subscribes.
    realtime: { transport: WebSocket as never },
  });
}

export async function signedInClients(url: string, anonKey: string): Promise<Record<Actor, SupabaseClient>> {
  const clients = { anon: makeClient(url, anonKey) } as Record<Actor, SupabaseClient>;
  for (const actor of ['buyer', 'seller', 'seller2', 'admin'] as const) {
    const client = makeClient(url, anonKey);
    const { error } = await client.auth.signInWithPassword({
      email: ACCOUNTS[actor].email,
      password: PASSWORD,
    });
    if (error) throw new Error(`sign-in of ${actor} failed: ${error.message}`);
    clients[actor] = client;
  }
  return clients;
}

/** id of the signed-in actor, or null for anon */
export function idOf(actor: Actor): string | null {
  return actor === 'anon' ? null : ACCOUNTS[actor].id;
}

/** A valid 1x1 PNG (the storage server checks the real content, not only the name). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** the data of a fixture call through supabase-js; throws with the error if it failed */
export async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(`fixture failed: ${JSON.stringify(error)}`);
  return data;
}

let counter = 0;
/** unique-enough names for fixtures, so tests never depend on each other */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** A buyer's shipping address in Bandung (Jawa Barat), as place_order takes it. */
export const SHIPPING = {
  recipient_name: 'Dewi Lestari',
  phone: '081234567890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40114',
};
