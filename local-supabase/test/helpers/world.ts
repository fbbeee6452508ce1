/**
 * The usual world of an integration test file: one local server for the file (started in beforeAll, closed in
 * afterAll), a service-role client, the demo accounts signed in, and the admin database connection for
 * fixtures that no client may write.
 *
 *   const world = useSignedInWorld();
 *   it('...', async () => {
 *     await world.as.buyer.from('orders').select();
 *     await world.sql('update public.products set stock = 0 where id = $1', [id]);
 *   });
 *
 * The fields throw when read before beforeAll has run (at the top level of the file, say).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { makeClient, signedInClients, type Actor } from '../rls/clients';
import { startTestServer, type StartTestServerOptions, type TestServer } from './server';

export interface SignedInWorld {
  readonly server: TestServer;
  /** supabase-js with the service-role key */
  readonly service: SupabaseClient;
  /** supabase-js per actor, each demo account signed in */
  readonly as: Record<Actor, SupabaseClient>;
  /** a query on the admin database connection (bypasses RLS): fixtures and checks only */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export function useSignedInWorld(options?: StartTestServerOptions): SignedInWorld {
  let state: { server: TestServer; service: SupabaseClient; as: Record<Actor, SupabaseClient> } | undefined;
  let starting: TestServer | undefined;
  const ready = () => {
    if (!state) throw new Error('the test server is used before beforeAll started it');
    return state;
  };

  beforeAll(async () => {
    starting = await startTestServer(options);
    state = {
      server: starting,
      service: makeClient(starting.url, starting.serviceRoleKey),
      as: await signedInClients(starting.url, starting.anonKey),
    };
  }, 120_000);

  afterAll(async () => {
    await starting?.close();
  });

  return {
    get server() {
      return ready().server;
    },
    get service() {
      return ready().service;
    },
    get as() {
      return ready().as;
    },
    sql<T>(text: string, params: unknown[] = []) {
      return ready().server.app.localSupabase.db.admin.query<T & Record<string, unknown>>(text, params);
    },
  };
}
