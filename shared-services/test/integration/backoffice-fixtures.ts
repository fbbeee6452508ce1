/**
 * Shared set-up of the back-office service tests: the local Supabase server in-process (fresh seeded
 * in-memory database per test file), the demo accounts signed in, and real image files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../local-supabase/test/helpers/server';
import { setSupabaseClient, type KoperasiSupabaseClient } from '../../src/supabase/client';
import { appClient, signedInAppClient } from './app-client';

export const PASSWORD = 'Koperasi#2024';
export const ADMIN_ID = 'a1a1a1a1-0000-4000-8000-000000000001';
export const SELLER_ID = 'a1a1a1a1-0000-4000-8000-000000000002';
export const SELLER2_ID = 'a1a1a1a1-0000-4000-8000-000000000004';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = fs.readFileSync(
  path.join(__dirname, '../../../supabase/seed-images/articles/bazar-koperasi.webp'),
);

export const pngFile = (name = 'foto.png') => new File([PNG_1X1], name, { type: 'image/png' });
export const webpFile = (name = 'foto.webp') => new File([WEBP], name, { type: 'image/webp' });
export const gifFile = (name = 'animasi.gif') =>
  new File([Buffer.from('GIF89a\x01\x00\x01\x00')], name, { type: 'image/gif' });

export interface Actors {
  server: TestServer;
  admin: KoperasiSupabaseClient;
  seller: KoperasiSupabaseClient;
  seller2: KoperasiSupabaseClient;
  buyer: KoperasiSupabaseClient;
  anon: KoperasiSupabaseClient;
  /** a client whose JWT the server refuses: every call fails */
  broken: KoperasiSupabaseClient;
}

export async function startActors(): Promise<Actors> {
  const server = await startTestServer();
  const signIn = (email: string) => signedInAppClient(server, email, PASSWORD);
  return {
    server,
    admin: await signIn('admin@koperasi.test'),
    seller: await signIn('penjual@koperasi.test'),
    seller2: await signIn('penjual2@koperasi.test'),
    buyer: await signIn('pembeli@koperasi.test'),
    anon: appClient(server),
    broken: appClient(server, {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Authorization', 'Bearer not-a-jwt');
        return fetch(input, { ...init, headers });
      },
    }),
  };
}

/** The services use the one shared client: make it this actor's. */
export function actAs(client: KoperasiSupabaseClient): void {
  setSupabaseClient(client);
}

/** HTTP status of a public object URL, asked from the test server (seed URLs name the default port). */
export async function statusOf(server: TestServer, publicUrl: string): Promise<number> {
  const at = publicUrl.indexOf('/storage/v1/');
  const response = await fetch(`${server.url}${publicUrl.slice(at)}`);
  await response.arrayBuffer();
  return response.status;
}

/** Names of the objects in a bucket (service role: sees everything). */
export async function objectNames(server: TestServer, bucket: string): Promise<string[]> {
  const service = server.client({ key: server.serviceKey });
  const { data, error } = await service.storage.from(bucket).list('', { limit: 1000 });
  if (error) throw error;
  return data.filter((item) => item.id !== null).map((item) => item.name);
}
