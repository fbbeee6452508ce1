import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';

const PASSWORD = 'Koperasi#2024';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let seller: SupabaseClient;
let seller2: SupabaseClient;
let buyer: SupabaseClient;
const name = (label: string) => `uji/${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}.png`;

beforeAll(async () => {
  server = await startTestServer();
  seller = (await server.signIn('penjual@koperasi.test', PASSWORD)).client;
  seller2 = (await server.signIn('penjual2@koperasi.test', PASSWORD)).client;
  buyer = (await server.signIn('pembeli@koperasi.test', PASSWORD)).client;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('upload', () => {
  it('uploads multipart (Blob) and serves it publicly without headers, with type and cache headers', async () => {
    const path = name('multipart');
    const { data, error } = await seller.storage
      .from('products')
      .upload(path, new Blob([PNG_1X1], { type: 'image/png' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`products/${path}`);

    const url = seller.storage.from('products').getPublicUrl(path).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const etag = response.headers.get('etag')!;
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('uploads a raw Buffer, refuses a duplicate and replaces it with upsert', async () => {
    const path = name('raw');
    expect(
      (await seller.storage.from('products').upload(path, PNG_1X1, { contentType: 'image/png' })).error,
    ).toBeNull();
    const duplicate = await seller.storage
      .from('products')
      .upload(path, PNG_1X1, { contentType: 'image/png' });
    expect((duplicate.error as { statusCode?: string } | null)?.statusCode).toBe('409');
    const upsert = await seller.storage
      .from('products')
      .upload(path, PNG_1X1, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
  });

  it('serves the seeded images of config.toml', async () => {
    const listed = await server.client().storage.from('products').list('', { limit: 100 });
    expect(listed.error).toBeNull();
    const image = listed.data!.find((item) => item.id !== null);
    expect(image).toBeDefined();
    const response = await fetch(
      server.client().storage.from('products').getPublicUrl(image!.name).data.publicUrl,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('rejects a wrong type, a .png that is really text, and a file over the bucket limit', async () => {
    const gif = await seller.storage
      .from('products')
      .upload(name('gif'), Buffer.from('GIF89a....'), { contentType: 'image/gif' });
    expect(gif.error).toMatchObject({ statusCode: '415' });

    const fake = await seller.storage
      .from('products')
      .upload(name('fake'), new Blob(['this is only text'], { type: 'image/png' }));
    expect(fake.error).toMatchObject({ statusCode: '415' });

    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5_000_001)]);
    const tooLarge = await seller.storage
      .from('products')
      .upload(name('big'), big, { contentType: 'image/png' });
    expect((tooLarge.error as { statusCode?: string } | null)?.statusCode).toBe('413');

    const response = await fetch(`${server.url}/storage/v1/object/products/${name('fake-raw')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.serviceKey}`, 'Content-Type': 'image/png' },
      body: 'plain text pretending',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
    });
  });

  it('applies the bucket policies to the caller (RLS probe)', async () => {
    const denied = await buyer.storage
      .from('products')
      .upload(name('buyer'), PNG_1X1, { contentType: 'image/png' });
    expect(denied.error).toMatchObject({ statusCode: '403' });
    const anon = await server
      .client()
      .storage.from('products')
      .upload(name('anon'), PNG_1X1, { contentType: 'image/png' });
    expect(anon.error).toMatchObject({ statusCode: '403' });
    const missing = await seller.storage
      .from('no-such-bucket')
      .upload(name('x'), PNG_1X1, { contentType: 'image/png' });
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('rejects path traversal', async () => {
    for (const path of ['../../etc/passwd.png', 'a/../../b.png', '/absolute.png']) {
      const response = await fetch(`${server.url}/storage/v1/object/products/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${server.serviceKey}`, 'Content-Type': 'image/png' },
        body: PNG_1X1,
      });
      expect(response.status).toBe(400);
    }
    const encoded = await fetch(`${server.url}/storage/v1/object/products/%2e%2e%2f%2e%2e%2fescape.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.serviceKey}`, 'Content-Type': 'image/png' },
      body: PNG_1X1,
    });
    expect(encoded.status).toBe(400);
    expect(await encoded.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });
});

describe('remove, download, list, signed URLs', () => {
  it('removes own objects; a foreign seller’s remove silently skips them', async () => {
    const path = name('remove');
    expect(
      (await seller.storage.from('products').upload(path, PNG_1X1, { contentType: 'image/png' })).error,
    ).toBeNull();

    const foreign = await seller2.storage.from('products').remove([path]);
    expect(foreign.error).toBeNull();
    expect(foreign.data).toEqual([]);
    expect((await fetch(seller.storage.from('products').getPublicUrl(path).data.publicUrl)).status).toBe(200);

    const own = await seller.storage.from('products').remove([path]);
    expect(own.error).toBeNull();
    expect(own.data?.map((row) => row.name)).toEqual([path]);
    const gone = await fetch(seller.storage.from('products').getPublicUrl(path).data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404' });
  });

  it('downloads, lists a folder and serves signed URLs', async () => {
    const path = name('download');
    await seller.storage.from('products').upload(path, PNG_1X1, { contentType: 'image/png' });
    const downloaded = await buyer.storage.from('products').download(path);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.size).toBe(PNG_1X1.length);

    const listed = await buyer.storage.from('products').list('uji');
    expect(listed.data?.some((item) => `uji/${item.name}` === path)).toBe(true);

    const signed = await buyer.storage.from('products').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
