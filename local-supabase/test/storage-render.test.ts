/**
 * Image transformations (/storage/v1/render/image/...), driven through supabase-js as an app uses them:
 * getPublicUrl and createSignedUrl with `transform`, download with `transform`. The images are made here with
 * sharp and the answers decoded with it: sizes per resize mode, the output format per Accept and `format`,
 * EXIF orientation, caching by the object's ETag, and 4xx for bad options and for what is not an image.
 * PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, PASSWORD } from './rls/clients';

const BUCKET = 'uji-gambar';
const PRIVATE = 'uji-gambar-privat';
const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

const BUCKETS = `
  insert into storage.buckets (id, name, public) values ('${BUCKET}', '${BUCKET}', true),
    ('${PRIVATE}', '${PRIVATE}', false);
  create policy "uji-gambar-privat: owner reads own folder" on storage.objects for select to authenticated
    using (bucket_id = '${PRIVATE}' and (storage.foldername(name))[1] = (select auth.uid())::text);`;

let server: TestServer;
let service: SupabaseClient;
let buyer: SupabaseClient;
let anon: SupabaseClient;

/** a 1200 × 800 photo-like JPEG: a gradient, so the encoders have something to compress */
async function photo(width = 1200, height = 800, options: { orientation?: number } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.orientation) image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 90 }).toBuffer();
}

async function upload(bucket: string, path: string, bytes: Buffer, contentType = 'image/jpeg') {
  const { error } = await service.storage.from(bucket).upload(path, bytes, { contentType, upsert: true });
  expect(error).toBeNull();
}

async function fetchImage(url: string, accept = WEBP_ACCEPT) {
  const response = await fetch(url, { headers: { Accept: accept } });
  expect(response.status).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = await sharp(body).metadata();
  return { response, body, width, height, format };
}

const publicUrl = (path: string, transform: Record<string, unknown>) =>
  service.storage.from(BUCKET).getPublicUrl(path, { transform }).data.publicUrl;

let photoPath: string;
let photoBytes: Buffer;

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  await server.app.localSupabase.db.execScript(BUCKETS);
  service = server.client({ key: server.serviceKey });
  buyer = (await server.signIn(ACCOUNTS.buyer.email, PASSWORD)).client;
  anon = server.client();
  photoBytes = await photo();
  photoPath = `produk/${crypto.randomUUID()}.jpg`;
  await upload(BUCKET, photoPath, photoBytes);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('public render URLs', () => {
  it('scales to a width, keeps the aspect ratio, and sends WebP to a browser that takes it', async () => {
    const url = publicUrl(photoPath, { width: 300 });
    expect(url).toContain(`/storage/v1/render/image/public/${BUCKET}/`);
    const image = await fetchImage(url);
    expect([image.width, image.height, image.format]).toEqual([300, 200, 'webp']);
    expect(image.response.headers.get('content-type')).toBe('image/webp');
    expect(image.response.headers.get('vary')).toBe('Accept');
    expect(image.body.length).toBeLessThan(photoBytes.length / 4);
  });

  it('keeps the original format for format=origin and for a client that takes no WebP', async () => {
    const origin = await fetchImage(publicUrl(photoPath, { width: 300, format: 'origin' }));
    expect(origin.format).toBe('jpeg');
    expect(origin.response.headers.get('vary')).toBeNull();
    const plain = await fetchImage(publicUrl(photoPath, { width: 300 }), 'image/jpeg,image/png');
    expect([plain.format, plain.response.headers.get('content-type')]).toEqual(['jpeg', 'image/jpeg']);
  });

  it('crops for cover, fits inside for contain, stretches for fill', async () => {
    const box = { width: 300, height: 300 };
    const sizes = async (resize?: string) => {
      const image = await fetchImage(publicUrl(photoPath, resize ? { ...box, resize } : box));
      return [image.width, image.height];
    };
    expect(await sizes()).toEqual([300, 300]);
    expect(await sizes('cover')).toEqual([300, 300]);
    expect(await sizes('contain')).toEqual([300, 200]);
    expect(await sizes('fill')).toEqual([300, 300]);
  });

  it('never enlarges, and lower quality gives fewer bytes', async () => {
    const large = await fetchImage(publicUrl(photoPath, { width: 2400 }));
    expect([large.width, large.height]).toEqual([1200, 800]);
    const low = await fetchImage(publicUrl(photoPath, { width: 600, quality: 20 }));
    const high = await fetchImage(publicUrl(photoPath, { width: 600, quality: 95 }));
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it('turns the image upright by its EXIF orientation and drops the EXIF', async () => {
    const path = `produk/${crypto.randomUUID()}.jpg`;
    // stored 400 × 200, shown rotated a quarter turn (orientation 6): 200 × 400
    await upload(BUCKET, path, await photo(400, 200, { orientation: 6 }));
    const image = await fetchImage(publicUrl(path, { width: 100 }));
    expect([image.width, image.height]).toEqual([100, 200]);
    // and sent without the photo's EXIF (camera, place): nothing to turn any more
    const { exif, orientation } = await sharp(image.body).metadata();
    expect([exif, orientation]).toEqual([undefined, undefined]);
  });

  it('answers 304 to its ETag, and renders anew once the object is replaced', async () => {
    const path = `produk/${crypto.randomUUID()}.jpg`;
    await upload(BUCKET, path, await photo(800, 400));
    const url = publicUrl(path, { width: 200 });
    const first = await fetchImage(url);
    expect(first.height).toBe(100);
    const eTag = first.response.headers.get('etag')!;
    expect(eTag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url, { headers: { Accept: WEBP_ACCEPT, 'If-None-Match': eTag } });
    expect(again.status).toBe(304);

    await upload(BUCKET, path, await photo(800, 800));
    const replaced = await fetchImage(url);
    expect(replaced.height).toBe(200);
    expect(replaced.response.headers.get('etag')).not.toBe(eTag);
  });

  it('serves a cached rendition from the object row alone, without reading the stored file', async () => {
    const path = `produk/${crypto.randomUUID()}.jpg`;
    await upload(BUCKET, path, await photo(400, 200));
    expect((await fetchImage(publicUrl(path, { width: 100 }))).height).toBe(50);
    // the file on disk changed behind the row's back: only a new rendition would read it
    fs.writeFileSync(`${server.config.storageDir}/${BUCKET}/${path}`, 'bukan gambar');
    expect((await fetchImage(publicUrl(path, { width: 100 }))).height).toBe(50);
    const fresh = await fetch(`${server.url}/storage/v1/render/image/public/${BUCKET}/${path}?width=120`);
    expect(fresh.status).toBe(422);
  });

  it('answers bad options with a 400 that names them, and never a 5xx', async () => {
    for (const [query, message] of [
      ['width=abc', 'querystring/width must be integer'],
      ['width=-5', 'querystring/width must be >= 0'],
      ['quality=10', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['format=png', 'querystring/format must be equal to one of the allowed values'],
    ]) {
      const response = await fetch(
        `${server.url}/storage/v1/render/image/public/${BUCKET}/${photoPath}?${query}`,
      );
      expect([query, response.status]).toEqual([query, 400]);
      expect(await response.json()).toMatchObject({ statusCode: '400', message });
    }
  });

  it('answers 422 for an object that is not a decodable raster image, 400/404 for a missing one', async () => {
    const path = `dokumen/${crypto.randomUUID()}.txt`;
    await upload(BUCKET, path, Buffer.from('bukan gambar'), 'text/plain');
    const text = await fetch(`${server.url}/storage/v1/render/image/public/${BUCKET}/${path}?width=100`);
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({ statusCode: '422', code: 'ImageProcessingError' });

    // an SVG never reaches a renderer, even where the bucket takes it
    const svg = `dokumen/${crypto.randomUUID()}.svg`;
    await upload(
      BUCKET,
      svg,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'image/svg+xml',
    );
    const vector = await fetch(`${server.url}/storage/v1/render/image/public/${BUCKET}/${svg}?width=5`);
    expect(vector.status).toBe(422);

    // an image stored without its type (text/plain) is still transformed: the bytes decide
    const untyped = `produk/${crypto.randomUUID()}`;
    await upload(BUCKET, untyped, photoBytes, 'text/plain');
    expect((await fetchImage(publicUrl(untyped, { width: 60 }))).width).toBe(60);

    const broken = `produk/${crypto.randomUUID()}.jpg`;
    await upload(BUCKET, broken, photoBytes.subarray(0, 200));
    const cut = await fetch(`${server.url}/storage/v1/render/image/public/${BUCKET}/${broken}?width=100`);
    expect(cut.status).toBe(422);

    const missing = await fetch(
      `${server.url}/storage/v1/render/image/public/${BUCKET}/tidak-ada.jpg?width=1`,
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404' });
  });

  it('limits the new renditions one client has made of one image (429), not the cached ones', async () => {
    const path = `produk/${crypto.randomUUID()}.jpg`;
    await upload(BUCKET, path, await photo(200, 100));
    const url = (width: number) =>
      `${server.url}/storage/v1/render/image/public/${BUCKET}/${path}?width=${width}`;
    // 40 widths at once: a burst of 20 is rendered, the rest is refused until the bucket refills
    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => fetch(url(index + 1))));
    const statuses = responses.map((response) => response.status);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(20);
    const refused = responses[statuses.indexOf(429)]!;
    expect(await refused.json()).toEqual({
      statusCode: '429',
      code: 'TooManyRequests',
      error: 'Too Many Requests',
      message: 'Rate limit exceeded, retry in 4 seconds',
    });
    // what is already rendered is still served
    expect((await fetch(url(statuses.indexOf(200) + 1))).status).toBe(200);
  });

  it('serves nothing of a private bucket publicly', async () => {
    const path = `${ACCOUNTS.buyer.id}/${crypto.randomUUID()}.jpg`;
    await upload(PRIVATE, path, photoBytes);
    const response = await fetch(`${server.url}/storage/v1/render/image/public/${PRIVATE}/${path}?width=50`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404' });
  });
});

describe('private images', () => {
  let path: string;
  beforeAll(async () => {
    path = `${ACCOUNTS.buyer.id}/${crypto.randomUUID()}.jpg`;
    await upload(PRIVATE, path, photoBytes);
  });

  it('downloads a transformed image for whom the policies let read it, and not for others', async () => {
    const { data, error } = await buyer.storage.from(PRIVATE).download(path, { transform: { width: 120 } });
    expect(error).toBeNull();
    const { width, height } = await sharp(Buffer.from(await data!.arrayBuffer())).metadata();
    expect([width, height]).toEqual([120, 80]);
    const refused = await anon.storage.from(PRIVATE).download(path, { transform: { width: 120 } });
    expect(refused.data).toBeNull();
  });

  it('signs a URL whose transformation is fixed in its token', async () => {
    const signed = await buyer.storage
      .from(PRIVATE)
      .createSignedUrl(path, 60, { transform: { width: 100, height: 100, resize: 'contain' } });
    expect(signed.error).toBeNull();
    const url = signed.data!.signedUrl;
    expect(url).toContain(`/storage/v1/render/image/sign/${PRIVATE}/`);
    const image = await fetchImage(url);
    expect([image.width, image.height]).toEqual([100, 67]);
    // as upstream tells what it asked imgproxy for
    expect(image.response.headers.get('x-transformations')).toBe('height:100,width:100,resizing_type:fit');
    // options added to the URL change nothing: the token's transformation is the one applied
    const widened = await fetchImage(`${url}&width=600&resize=fill`);
    expect([widened.width, widened.height]).toEqual([100, 67]);
    // the token is for this object only
    const other = url.replace(path, `${ACCOUNTS.buyer.id}/lain.jpg`);
    expect((await fetch(other)).status).toBe(400);
  });

  it('refuses a sign request with a bad transformation before signing anything', async () => {
    const { error } = await buyer.storage
      .from(PRIVATE)
      .createSignedUrl(path, 60, { transform: { width: 100, quality: 5 } });
    expect(error?.message).toBe('body/transform/quality must be >= 20');
  });
});
