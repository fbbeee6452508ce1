/**
 * Uploads are atomic (the row and the file win or lose together) and bad input is refused with 4xx before
 * anything is stored: a cacheControl, content type or metadata that could not be sent back or stored,
 * bad bucket names and keys, broken forms. PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, PASSWORD, PNG_1X1 } from './rls/clients';

let server: TestServer;
let seller: SupabaseClient;
let seller2: SupabaseClient;
let anon: SupabaseClient;

const statusOf = (error: unknown) => (error as { statusCode?: string } | null)?.statusCode;
const md5 = (bytes: Buffer) => `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;
const key = (label: string) => `uji/${label}-${crypto.randomBytes(5).toString('hex')}.png`;
const pngWith = (label: string) => Buffer.concat([PNG_1X1, Buffer.from(label)]);

async function rowOf(bucket: string, name: string) {
  const { rows } = await server.app.localSupabase.db.admin.query<{
    owner_id: string;
    metadata: { eTag: string };
  }>('select owner_id, metadata from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
  return rows[0];
}

async function served(name: string): Promise<{ status: number; bytes: Buffer; etag: string | null }> {
  const response = await fetch(anon.storage.from('products').getPublicUrl(name).data.publicUrl);
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    etag: response.headers.get('etag'),
  };
}

/** what the server answered: every status of this file must be below 500 */
const statuses: number[] = [];
async function post(route: string, init: RequestInit) {
  const response = await fetch(`${server.url}/storage/v1${route}`, init);
  statuses.push(response.status);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function multipart(fields: Record<string, string>, file: Buffer, type = 'image/png'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('', new Blob([file], { type }), 'gambar.png');
  return form;
}

const temporaryFiles = () => {
  const dir = path.join(server.config.storageDir, '#uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  seller = (await server.signIn(ACCOUNTS.seller.email, PASSWORD)).client;
  seller2 = (await server.signIn(ACCOUNTS.seller2.email, PASSWORD)).client;
  anon = server.client();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('atomic uploads', () => {
  it('20 simultaneous first uploads of one key by two sellers: one 200, the rest 409, its file served', async () => {
    for (let round = 0; round < 3; round++) {
      const name = key(`balapan-${round}`);
      const attempts = Array.from({ length: 20 }, (_, index) => ({
        client: index % 2 === 0 ? seller : seller2,
        owner: index % 2 === 0 ? ACCOUNTS.seller.id : ACCOUNTS.seller2.id,
        bytes: pngWith(`unggahan-${round}-${index}-${'x'.repeat(index * 5000)}`),
      }));
      const results = await Promise.all(
        attempts.map((attempt) =>
          attempt.client.storage.from('products').upload(name, attempt.bytes, { contentType: 'image/png' }),
        ),
      );
      const winners = attempts.filter((_, index) => results[index]!.error === null);
      expect(winners).toHaveLength(1);
      for (const result of results.filter((result) => result.error !== null)) {
        expect(result.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
      }
      const winner = winners[0]!;
      const file = await served(name);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(winner.bytes)).toBe(true);
      expect(file.etag).toBe(md5(winner.bytes));
      const row = await rowOf('products', name);
      expect(row).toMatchObject({ owner_id: winner.owner, metadata: { eTag: md5(winner.bytes) } });
      expect(
        fs.readFileSync(path.join(server.config.storageDir, 'products', name)).equals(winner.bytes),
      ).toBe(true);
    }
    expect(temporaryFiles()).toEqual([]);
  });

  it('simultaneous upserts leave the row and the file of the same upload; readers never see a mix', async () => {
    const name = key('upsert');
    await seller.storage.from('products').upload(name, pngWith('awal'), { contentType: 'image/png' });
    const uploads = Array.from({ length: 16 }, (_, index) =>
      pngWith(`versi-${index}-${'y'.repeat(index * 4000)}`),
    );
    const reads: Promise<{ status: number; bytes: Buffer; etag: string | null }>[] = [];
    const results = await Promise.all(
      uploads.map((bytes, index) => {
        if (index % 2 === 0) reads.push(served(name));
        return seller.storage
          .from('products')
          .upload(name, bytes, { contentType: 'image/png', upsert: true });
      }),
    );
    expect(results.map((result) => result.error)).toEqual(uploads.map(() => null));
    for (const read of await Promise.all(reads)) {
      expect(read.status).toBe(200);
      expect(read.etag).toBe(md5(read.bytes));
    }
    const file = await served(name);
    const row = await rowOf('products', name);
    expect(uploads.some((bytes) => bytes.equals(file.bytes))).toBe(true);
    expect(row!.metadata.eTag).toBe(md5(file.bytes));
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('bad input: 4xx, nothing stored', () => {
  afterAll(() => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });

  it('refuses a cacheControl with a line break or other characters that cannot be a header', async () => {
    for (const cacheControl of [
      '3600\r\nX-Disisipkan: 1',
      '3600\nx',
      'max-age=60\u0007',
      'max-age=60, é',
      ' ',
    ]) {
      const name = key('cache');
      const viaClient = await seller.storage
        .from('products')
        .upload(name, new Blob([PNG_1X1], { type: 'image/png' }), { cacheControl });
      expect({ cacheControl, status: statusOf(viaClient.error) }).toEqual({ cacheControl, status: '400' });
      expect(await rowOf('products', name)).toBeUndefined();
      expect((await served(name)).status).toBe(400);
    }
    const name = key('cache-raw');
    const answer = await post(`/object/products/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.serviceKey}` },
      body: multipart({ cacheControl: '60\r\nSet-Cookie: a=b' }, PNG_1X1),
    });
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ statusCode: '400', code: 'InvalidRequest' }) as unknown,
    });
    expect(await rowOf('products', name)).toBeUndefined();
    expect(temporaryFiles()).toEqual([]);
  });

  it('refuses a content type that is no media type, and metadata that cannot be stored', async () => {
    const cases: [string, RequestInit][] = [
      [
        'contentType field with a line break',
        { body: multipart({ contentType: 'image/png\r\nX: 1' }, PNG_1X1) },
      ],
      ['raw Content-Type that is no media type', { body: PNG_1X1, headers: { 'Content-Type': 'gambar' } }],
      ['metadata not JSON', { body: multipart({ metadata: '{bukan json' }, PNG_1X1) }],
      ['metadata an array', { body: multipart({ metadata: '[1,2]' }, PNG_1X1) }],
      ['metadata with NUL', { body: multipart({ metadata: '{"a":"x\\u0000y"}' }, PNG_1X1) }],
      ['metadata with a lone surrogate', { body: multipart({ metadata: '{"a":"\\ud800"}' }, PNG_1X1) }],
      [
        'metadata 40 levels deep',
        { body: multipart({ metadata: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` }, PNG_1X1) },
      ],
      [
        'metadata 50,000 levels deep',
        { body: multipart({ metadata: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }, PNG_1X1) },
      ],
      [
        'x-metadata with NUL',
        {
          body: PNG_1X1,
          headers: {
            'Content-Type': 'image/png',
            'x-metadata': Buffer.from('{"a":"\\u0000"}').toString('base64'),
          },
        },
      ],
    ];
    for (const [label, init] of cases) {
      const name = key('masukan');
      const answer = await post(`/object/products/${name}`, {
        method: 'POST',
        ...init,
        headers: {
          Authorization: `Bearer ${server.serviceKey}`,
          ...(init.headers as Record<string, string>),
        },
      });
      expect({ label, status: answer.status }).toEqual({ label, status: 400 });
      expect(await rowOf('products', name)).toBeUndefined();
    }
    const contentType = await post(`/object/products/${key('tipe')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.serviceKey}`, 'Content-Type': 'gambar' },
      body: PNG_1X1,
    });
    expect(contentType.body).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'Invalid Content-Type header',
    });
  });

  it('refuses bad bucket names and keys with 400 and Supabase’s error shape', async () => {
    const auth = { Authorization: `Bearer ${server.serviceKey}`, 'Content-Type': 'image/png' };
    const upload = (route: string) => post(route, { method: 'POST', headers: auth, body: PNG_1X1 });
    expect((await upload('/object/ada%00nul/a.png')).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidBucketName',
      message: 'Bucket name invalid',
    });
    expect((await upload('/object/products/a%00b.png')).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidKey',
    });
    expect((await upload(`/object/products/uji/${'p'.repeat(300)}.png`)).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidKey',
    });
    expect((await upload('/object/products/uji/%E2%9C%93.png')).body).toMatchObject({ code: 'InvalidKey' });
    for (const route of ['/object/info/ada%00nul/a.png', '/object/info/products/a%00b.png']) {
      const answer = await post(route, { method: 'GET', headers: auth });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: '400' });
    }

    // a key that names a folder of other objects, or goes through an object: refused, not 500
    const folder = `uji/folder-${crypto.randomBytes(4).toString('hex')}`;
    expect((await upload(`/object/products/${folder}/isi.png`)).status).toBe(200);
    const onFolder = await upload(`/object/products/${folder}`);
    expect(onFolder).toEqual({
      status: 400,
      body: expect.objectContaining({ statusCode: '409' }) as unknown,
    });
    const throughObject = await upload(`/object/products/${folder}/isi.png/lagi.png`);
    expect(throughObject.body).toMatchObject({ statusCode: '409' });
    expect(await rowOf('products', folder)).toBeUndefined();
    expect(await rowOf('products', `${folder}/isi.png/lagi.png`)).toBeUndefined();
    expect(temporaryFiles()).toEqual([]);
  });

  it('refuses broken forms and bodies with 400', async () => {
    const headers = { Authorization: `Bearer ${server.serviceKey}` };
    const broken = await post(`/object/products/${key('form')}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=batas' },
      body: '--batas\r\nContent-Disposition: form-data; name="x"\r\n\r\nterpotong',
    });
    expect(broken.status).toBe(400);
    const noBoundary = await post(`/object/products/${key('form')}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'multipart/form-data' },
      body: 'apa saja',
    });
    expect(noBoundary.status).toBe(400);
    const noFile = await post(`/object/products/${key('form')}`, {
      method: 'POST',
      headers,
      body: (() => {
        const form = new FormData();
        form.append('cacheControl', '60');
        return form;
      })(),
    });
    expect(noFile).toEqual({ status: 400, body: expect.objectContaining({ statusCode: '400' }) as unknown });

    const tooLarge = await post(`/object/products/${key('besar')}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/png' },
      body: Buffer.concat([PNG_1X1, Buffer.alloc(server.config.storageBodyLimit + 1)]),
    });
    expect(tooLarge).toEqual({
      status: 400,
      body: expect.objectContaining({ statusCode: '413', code: 'EntityTooLarge' }) as unknown,
    });

    const json = { ...headers, 'Content-Type': 'application/json' };
    for (const [route, body] of [
      ['/object/move', '{"bucketId": '],
      ['/object/move', '[]'],
      ['/object/copy', JSON.stringify({ bucketId: 'products', sourceKey: 5, destinationKey: 'x.png' })],
      ['/object/list-v2/products', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
      ['/object/list/products', JSON.stringify({ prefix: 'a\u0000' })],
      ['/object/sign/products', JSON.stringify({ expiresIn: 60, paths: 'a.png' })],
      ['/object/sign/products/a.png', JSON.stringify({ expiresIn: 1e300 })],
      ['/object/upload/sign/products/a%00.png', '{}'],
    ] as const) {
      const answer = await post(route, { method: 'POST', headers: json, body });
      expect({ route, body: body.slice(0, 80), status: answer.status }).toEqual({
        route,
        body: body.slice(0, 80),
        status: 400,
      });
    }
  });

  it('serves an object stored before these checks with safe headers instead of failing', async () => {
    const name = key('lama');
    const file = path.join(server.config.storageDir, 'products', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, PNG_1X1);
    await server.app.localSupabase.db.admin.query(
      `insert into storage.objects (bucket_id, name, metadata, version) values ('products', $1, $2::jsonb, '1')`,
      [
        name,
        JSON.stringify({
          cacheControl: 'max-age=60\r\nX-Lama: 1',
          mimetype: 'image/png\n',
          eTag: md5(PNG_1X1),
        }),
      ],
    );
    const response = await fetch(anon.storage.from('products').getPublicUrl(name).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const info = await anon.storage.from('products').info(name);
    expect(info.error).toBeNull();
    const head = await fetch(anon.storage.from('products').getPublicUrl(name).data.publicUrl, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
  });
});
