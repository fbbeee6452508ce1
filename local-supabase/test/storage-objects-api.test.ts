/**
 * The object API beyond upload and download, through supabase-js: move, copy, info, exists, listV2,
 * createSignedUrl(s), createSignedUploadUrl + uploadToSignedUrl. Every permission comes from the policies
 * on storage.objects (the migrations' products/articles/avatars ones, and a private test bucket with
 * owner-folder policies); the service role bypasses them.
 * PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../src/jwt';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, PASSWORD, PNG_1X1 } from './rls/clients';

const BUCKET = 'uji-objek';
const PRIVATE_BUCKET = `
  insert into storage.buckets (id, name, public) values ('${BUCKET}', '${BUCKET}', false);
  create policy "uji-objek: owner folder insert" on storage.objects for insert to authenticated
    with check (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "uji-objek: owner folder select" on storage.objects for select to authenticated
    using (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "uji-objek: owner folder update" on storage.objects for update to authenticated
    using (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text)
    with check (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text);`;

let server: TestServer;
let service: SupabaseClient;
let seller: SupabaseClient;
let seller2: SupabaseClient;
let buyer: SupabaseClient;
let anon: SupabaseClient;

const statusOf = (error: unknown) => (error as { statusCode?: string } | null)?.statusCode;
const run = () => crypto.randomBytes(4).toString('hex');
/** a real PNG with its own bytes after the image end (served as is, so each upload is recognisable) */
const pngWith = (label: string) => Buffer.concat([PNG_1X1, Buffer.from(label)]);

async function bytesAt(url: string): Promise<Buffer | number> {
  const response = await fetch(url);
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : response.status;
}

async function upload(client: SupabaseClient, bucket: string, name: string, bytes: Buffer, extra = {}) {
  const { error } = await client.storage
    .from(bucket)
    .upload(name, bytes, { contentType: 'image/png', ...extra });
  if (error) throw new Error(`fixture upload of ${bucket}/${name} failed: ${JSON.stringify(error)}`);
}

async function rowOf(bucket: string, name: string) {
  const { rows } = await server.app.localSupabase.db.admin.query<{
    owner_id: string | null;
    version: string;
  }>('select owner_id, version from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
  return rows[0];
}

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  await server.app.localSupabase.db.execScript(PRIVATE_BUCKET);
  service = server.client({ key: server.serviceKey });
  seller = (await server.signIn(ACCOUNTS.seller.email, PASSWORD)).client;
  seller2 = (await server.signIn(ACCOUNTS.seller2.email, PASSWORD)).client;
  buyer = (await server.signIn(ACCOUNTS.buyer.email, PASSWORD)).client;
  anon = server.client();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('move', () => {
  it('moves the owner’s object, row and file together; the old key is gone', async () => {
    const dir = `uji/${run()}`;
    const bytes = pngWith('pindah');
    await upload(seller, 'products', `${dir}/a.png`, bytes);
    const { data, error } = await seller.storage.from('products').move(`${dir}/a.png`, `${dir}/sub/b.png`);
    expect(error).toBeNull();
    expect(data).toMatchObject({ message: 'Successfully moved' });

    const products = anon.storage.from('products');
    expect(await bytesAt(products.getPublicUrl(`${dir}/sub/b.png`).data.publicUrl)).toEqual(bytes);
    expect(await bytesAt(products.getPublicUrl(`${dir}/a.png`).data.publicUrl)).toBe(400);
    expect((await rowOf('products', `${dir}/sub/b.png`))?.owner_id).toBe(ACCOUNTS.seller.id);
    expect(await rowOf('products', `${dir}/a.png`)).toBeUndefined();
  });

  it('refuses others: no UPDATE policy on the source → 404, a destination outside the policies → 403', async () => {
    const dir = `uji/${run()}`;
    const bytes = pngWith('milik-penjual');
    await upload(seller, 'products', `${dir}/a.png`, bytes);
    for (const client of [seller2, buyer, anon]) {
      const { data, error } = await client.storage.from('products').move(`${dir}/a.png`, `${dir}/curian.png`);
      expect(data).toBeNull();
      expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    }
    // the owner may update in products, but the articles policies are for admins only
    const crossBucket = await seller.storage
      .from('products')
      .move(`${dir}/a.png`, `${dir}/a.png`, { destinationBucket: 'articles' });
    expect(crossBucket.error).toMatchObject({ statusCode: '403' });
    await upload(seller, 'products', `${dir}/ada.png`, pngWith('sudah ada'));
    const onto = await seller.storage.from('products').move(`${dir}/a.png`, `${dir}/ada.png`);
    expect(statusOf(onto.error)).toBe('409');
    const missing = await seller.storage.from('products').move(`${dir}/tidak-ada.png`, `${dir}/x.png`);
    expect(statusOf(missing.error)).toBe('404');
    const badKey = await seller.storage.from('products').move(`${dir}/a.png`, '../../luar.png');
    expect(badKey.error).toMatchObject({ statusCode: '400' });
    // nothing moved
    expect(await bytesAt(anon.storage.from('products').getPublicUrl(`${dir}/a.png`).data.publicUrl)).toEqual(
      bytes,
    );
  });

  it('lets the service role move across buckets, and a user inside their own private folder', async () => {
    const dir = `uji/${run()}`;
    const bytes = pngWith('lintas');
    await upload(seller, 'products', `${dir}/a.png`, bytes);
    const moved = await service.storage
      .from('products')
      .move(`${dir}/a.png`, `${dir}/artikel.png`, { destinationBucket: 'articles' });
    expect(moved.error).toBeNull();
    expect(
      await bytesAt(anon.storage.from('articles').getPublicUrl(`${dir}/artikel.png`).data.publicUrl),
    ).toEqual(bytes);
    expect((await rowOf('articles', `${dir}/artikel.png`))?.owner_id).toBe(ACCOUNTS.seller.id);

    const own = `${ACCOUNTS.buyer.id}/${run()}`;
    await upload(buyer, BUCKET, `${own}/bukti.png`, bytes);
    expect(
      (await buyer.storage.from(BUCKET).move(`${own}/bukti.png`, `${own}/lama/bukti.png`)).error,
    ).toBeNull();
    const downloaded = await buyer.storage.from(BUCKET).download(`${own}/lama/bukti.png`);
    expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(bytes);
    // out of the own folder: the UPDATE policy's WITH CHECK refuses the new row
    const out = await buyer.storage.from(BUCKET).move(`${own}/lama/bukti.png`, `${ACCOUNTS.seller.id}/x.png`);
    expect(statusOf(out.error)).toBe('403');
  });
});

describe('copy', () => {
  it('copies bytes, metadata and user metadata; the copier owns the copy', async () => {
    const dir = `uji/${run()}`;
    const bytes = pngWith('salin');
    await upload(seller, 'products', `${dir}/a.png`, bytes, {
      cacheControl: '60',
      metadata: { warna: 'merah' },
    });
    const { data, error } = await seller.storage.from('products').copy(`${dir}/a.png`, `${dir}/salinan.png`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `products/${dir}/salinan.png` });
    const url = anon.storage.from('products').getPublicUrl(`${dir}/salinan.png`).data.publicUrl;
    const response = await fetch(url);
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    const info = await anon.storage.from('products').info(`${dir}/salinan.png`);
    expect(info.data).toMatchObject({ metadata: { warna: 'merah' }, size: bytes.length });

    // a buyer may read products but not write there; into their own avatars folder they may
    const refused = await buyer.storage.from('products').copy(`${dir}/a.png`, `${dir}/pembeli.png`);
    expect(statusOf(refused.error)).toBe('403');
    const avatar = `${ACCOUNTS.buyer.id}/${run()}.png`;
    const intoAvatars = await buyer.storage
      .from('products')
      .copy(`${dir}/a.png`, avatar, { destinationBucket: 'avatars' });
    expect(intoAvatars.data).toEqual({ path: `avatars/${avatar}` });
    expect(await bytesAt(anon.storage.from('avatars').getPublicUrl(avatar).data.publicUrl)).toEqual(bytes);
    expect((await rowOf('avatars', avatar))?.owner_id).toBe(ACCOUNTS.buyer.id);

    const onto = await seller.storage.from('products').copy(`${dir}/a.png`, `${dir}/salinan.png`);
    expect(statusOf(onto.error)).toBe('409');
  });

  it('does not copy what the caller cannot read (404), and replaces with x-upsert', async () => {
    const own = `${ACCOUNTS.buyer.id}/${run()}`;
    const bytes = pngWith('rahasia');
    await upload(buyer, BUCKET, `${own}/bukti.png`, bytes);
    const stolen = await seller.storage
      .from(BUCKET)
      .copy(`${own}/bukti.png`, `${ACCOUNTS.seller.id}/curian.png`);
    expect(statusOf(stolen.error)).toBe('404');

    await upload(buyer, BUCKET, `${own}/lama.png`, pngWith('lama'));
    const response = await fetch(`${server.url}/storage/v1/object/copy`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${server.serviceKey}`,
        'Content-Type': 'application/json',
        'x-upsert': 'true',
      },
      body: JSON.stringify({
        bucketId: BUCKET,
        sourceKey: `${own}/bukti.png`,
        destinationKey: `${own}/lama.png`,
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      Key: `${BUCKET}/${own}/lama.png`,
      name: `${own}/lama.png`,
    });
    const copied = await buyer.storage.from(BUCKET).download(`${own}/lama.png`);
    expect(Buffer.from(await copied.data!.arrayBuffer())).toEqual(bytes);
  });
});

describe('info and exists', () => {
  it('answers the object’s row, to whom may see it', async () => {
    const own = `${ACCOUNTS.buyer.id}/${run()}`;
    const bytes = pngWith('info');
    await upload(buyer, BUCKET, `${own}/a.png`, bytes, { metadata: { pesanan: 'KOP-1' } });
    const { data, error } = await buyer.storage.from(BUCKET).info(`${own}/a.png`);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: `${own}/a.png`,
      bucketId: BUCKET,
      size: bytes.length,
      contentType: 'image/png',
      cacheControl: 'max-age=3600',
      etag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`,
      metadata: { pesanan: 'KOP-1' },
    });
    expect(data!.version).toEqual((await rowOf(BUCKET, `${own}/a.png`))!.version);
    // an object uploaded without metadata has {} as its metadata, as upstream answers
    await upload(buyer, BUCKET, `${own}/polos.png`, pngWith('polos'));
    expect((await buyer.storage.from(BUCKET).info(`${own}/polos.png`)).data?.metadata).toEqual({});
    expect(new Date(data!.lastModified!).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(await buyer.storage.from(BUCKET).exists(`${own}/a.png`)).toEqual({ data: true, error: null });
    expect((await buyer.storage.from(BUCKET).exists(`${own}/tidak-ada.png`)).data).toBe(false);
    for (const outsider of [seller, anon]) {
      expect(statusOf((await outsider.storage.from(BUCKET).info(`${own}/a.png`)).error)).toBe('404');
      expect((await outsider.storage.from(BUCKET).exists(`${own}/a.png`)).data).toBe(false);
    }
    expect(statusOf((await buyer.storage.from('tidak-ada').info('x.png')).error)).toBe('404');

    const head = await fetch(`${server.url}/storage/v1/object/${BUCKET}/${own}/a.png`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${server.serviceKey}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('serves public objects to anyone, on the public info route too', async () => {
    const dir = `uji/${run()}`;
    await upload(seller, 'products', `${dir}/a.png`, pngWith('publik'));
    expect((await anon.storage.from('products').info(`${dir}/a.png`)).error).toBeNull();
    expect((await anon.storage.from('products').exists(`${dir}/a.png`)).data).toBe(true);
    const publicInfo = await fetch(`${server.url}/storage/v1/object/info/public/products/${dir}/a.png`);
    expect(publicInfo.status).toBe(200);
    expect(await publicInfo.json()).toMatchObject({ name: `${dir}/a.png`, bucket_id: 'products' });
    const privateInfo = await fetch(`${server.url}/storage/v1/object/info/public/${BUCKET}/x/a.png`);
    expect(await privateInfo.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('listV2', () => {
  const own = `${ACCOUNTS.buyer.id}/${crypto.randomBytes(4).toString('hex')}`;
  const names = ['a.png', 'b.png', 'sub/c.png', 'sub/d.png', 'z.png'];

  beforeAll(async () => {
    for (const name of names) await upload(buyer, BUCKET, `${own}/${name}`, pngWith(name));
  });

  it('lists one level with folders, in pages with a cursor', async () => {
    const first = await buyer.storage
      .from(BUCKET)
      .listV2({ prefix: `${own}/`, with_delimiter: true, limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data!.hasNext).toBe(true);
    expect(first.data!.folders).toEqual([]);
    expect(first.data!.objects.map((object) => [object.key, object.name])).toEqual([
      ['a.png', `${own}/a.png`],
      ['b.png', `${own}/b.png`],
    ]);
    expect(first.data!.objects[0]!.metadata).toMatchObject({ mimetype: 'image/png' });

    const second = await buyer.storage
      .from(BUCKET)
      .listV2({ prefix: `${own}/`, with_delimiter: true, limit: 2, cursor: first.data!.nextCursor });
    expect(second.data!.folders).toEqual([expect.objectContaining({ key: 'sub', name: `${own}/sub/` })]);
    expect(second.data!.objects.map((object) => object.key)).toEqual(['z.png']);
    expect(second.data!.hasNext).toBe(false);
    expect(second.data!.nextCursor).toBeUndefined();
  });

  it('lists everything under a prefix without the delimiter, by name or by time', async () => {
    const flat = await buyer.storage.from(BUCKET).listV2({ prefix: `${own}/` });
    expect(flat.data!.objects.map((object) => object.name)).toEqual(names.map((name) => `${own}/${name}`));
    expect(flat.data!.folders).toEqual([]);

    const newest = await buyer.storage
      .from(BUCKET)
      .listV2({ prefix: `${own}/`, sortBy: { column: 'created_at', order: 'desc' }, limit: 3 });
    expect(newest.data!.objects.map((object) => object.name)).toEqual(
      ['z.png', 'sub/d.png', 'sub/c.png'].map((name) => `${own}/${name}`),
    );
    const rest = await buyer.storage.from(BUCKET).listV2({
      prefix: `${own}/`,
      sortBy: { column: 'created_at', order: 'desc' },
      limit: 3,
      cursor: newest.data!.nextCursor,
    });
    expect(rest.data!.objects.map((object) => object.name)).toEqual(
      ['b.png', 'a.png'].map((n) => `${own}/${n}`),
    );
  });

  it('shows nothing the SELECT policies hide, and refuses bad options with 400', async () => {
    const seen = await seller.storage.from(BUCKET).listV2({ prefix: `${own}/` });
    expect(seen.data).toMatchObject({ hasNext: false, folders: [], objects: [] });
    const post = (body: unknown) =>
      fetch(`${server.url}/storage/v1/object/list-v2/${BUCKET}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${server.serviceKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const body of [
      { cursor: 'bukan-kursor' },
      { limit: 0 },
      { limit: 'banyak' },
      { sortBy: { column: 'owner' } },
      { sortBy: { order: 'desc' } },
      { with_delimiter: 'mungkin' },
      { prefix: 'a\u0000b' },
    ]) {
      const response = await post(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(await response.json()).toMatchObject({ statusCode: '400' });
    }
  });
});

describe('signed URLs', () => {
  it('signs several paths, each for download only', async () => {
    const own = `${ACCOUNTS.buyer.id}/${run()}`;
    await upload(buyer, BUCKET, `${own}/a.png`, pngWith('a'));
    await upload(buyer, BUCKET, `${own}/b.png`, pngWith('b'));
    const { data, error } = await buyer.storage
      .from(BUCKET)
      .createSignedUrls([`${own}/a.png`, `${own}/b.png`, `${own}/tidak-ada.png`, '../x'], 60);
    expect(error).toBeNull();
    expect(data!.map((entry) => entry.error)).toEqual([
      null,
      null,
      'Either the object does not exist or you do not have access to it',
      'Either the object does not exist or you do not have access to it',
    ]);
    expect(await bytesAt(data![1]!.signedUrl!)).toEqual(pngWith('b'));
    expect(statusOf((await buyer.storage.from(BUCKET).createSignedUrls([], 60)).error)).toBe('400');
    expect(statusOf((await buyer.storage.from(BUCKET).createSignedUrl(`${own}/a.png`, 0)).error)).toBe('400');

    // a download token does not upload
    const token = new URL(data![0]!.signedUrl!).searchParams.get('token')!;
    const forged = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(`${own}/a.png`, token, pngWith('palsu'), {
        contentType: 'image/png',
      });
    expect(forged.error).toMatchObject({ statusCode: '400', message: 'Token is not scoped for upload' });
    expect(await bytesAt(data![0]!.signedUrl!)).toEqual(pngWith('a'));
  });

  it('refuses an expired or foreign token with upstream’s errors', async () => {
    const own = `${ACCOUNTS.buyer.id}/${run()}`;
    await upload(buyer, BUCKET, `${own}/a.png`, pngWith('a'));
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = signJwt(
      { url: `${BUCKET}/${own}/a.png`, iat: past - 60, exp: past },
      server.config.jwtSecret,
    );
    const response = await fetch(
      `${server.url}/storage/v1/object/sign/${BUCKET}/${own}/a.png?token=${expired}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
    const missing = await fetch(`${server.url}/storage/v1/object/sign/${BUCKET}/${own}/a.png`);
    expect(missing.status).toBe(400);
  });
});

describe('signed upload URLs', () => {
  it('lets anyone holding the token upload once, as the user who asked for it', async () => {
    const path = `${ACCOUNTS.buyer.id}/${run()}/bukti.png`;
    const signed = await buyer.storage.from(BUCKET).createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path, token: expect.any(String) });
    expect(signed.data!.signedUrl).toContain(`/storage/v1/object/upload/sign/${BUCKET}/`);

    const bytes = pngWith('lewat-url');
    const uploaded = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(path, signed.data!.token, bytes, { contentType: 'image/png' });
    expect(uploaded).toEqual({ data: { path, fullPath: `${BUCKET}/${path}` }, error: null });
    const downloaded = await buyer.storage.from(BUCKET).download(path);
    expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(bytes);
    expect((await rowOf(BUCKET, path))?.owner_id).toBe(ACCOUNTS.buyer.id);

    const again = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(path, signed.data!.token, pngWith('kedua'), { contentType: 'image/png' });
    expect(statusOf(again.error)).toBe('409');

    // a Blob goes as multipart
    const blobPath = `${ACCOUNTS.buyer.id}/${run()}/bukti.png`;
    const blobSigned = await buyer.storage.from(BUCKET).createSignedUploadUrl(blobPath);
    const blob = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(blobPath, blobSigned.data!.token, new Blob([bytes], { type: 'image/png' }));
    expect(blob.error).toBeNull();
  });

  it('replaces with an upsert token; refuses whom the INSERT policy refuses, and other paths', async () => {
    const path = `${ACCOUNTS.buyer.id}/${run()}/bukti.png`;
    await upload(buyer, BUCKET, path, pngWith('lama'));
    const signed = await buyer.storage.from(BUCKET).createSignedUploadUrl(path, { upsert: true });
    expect(signed.error).toBeNull();
    const replaced = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(path, signed.data!.token, pngWith('baru'), { contentType: 'image/png' });
    expect(replaced.error).toBeNull();
    expect(Buffer.from(await (await buyer.storage.from(BUCKET).download(path)).data!.arrayBuffer())).toEqual(
      pngWith('baru'),
    );

    const foreign = await seller.storage.from(BUCKET).createSignedUploadUrl(path);
    expect(statusOf(foreign.error)).toBe('403');
    expect(statusOf((await anon.storage.from(BUCKET).createSignedUploadUrl(`x/${run()}.png`)).error)).toBe(
      '403',
    );
    const exists = await buyer.storage.from(BUCKET).createSignedUploadUrl(path);
    expect(statusOf(exists.error)).toBe('409');

    const elsewhere = await anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(`${ACCOUNTS.buyer.id}/lain.png`, signed.data!.token, pngWith('x'), {
        contentType: 'image/png',
      });
    expect(elsewhere.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
    // an upload token does not download
    const download = await fetch(
      `${server.url}/storage/v1/object/sign/${BUCKET}/${path}?token=${signed.data!.token}`,
    );
    expect(await download.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
  });
});
