/**
 * The bucket API through supabase-js (createBucket, getBucket, listBuckets, updateBucket, emptyBucket,
 * deleteBucket) as upstream storage answers it: storage.buckets has no policies, so only the service role
 * sees and changes buckets; emptying is for the service role only; a bucket is deleted only when empty.
 * PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadConfig, readStorageFileSizeLimit } from '../src/config';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, PASSWORD, PNG_1X1 } from './rls/clients';

let server: TestServer;
let service: SupabaseClient;
let seller: SupabaseClient;
let anon: SupabaseClient;

const statusOf = (error: unknown) => (error as { statusCode?: string } | null)?.statusCode;
const bucketName = (label: string) => `uji-${label}-${crypto.randomBytes(4).toString('hex')}`;

async function raw(method: string, route: string, body?: unknown, key = server.serviceKey) {
  const response = await fetch(`${server.url}/storage/v1${route}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  service = server.client({ key: server.serviceKey });
  seller = (await server.signIn(ACCOUNTS.seller.email, PASSWORD)).client;
  anon = server.client();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('create, get, list, update', () => {
  it('creates a bucket as the service role and reads it back with its limits', async () => {
    const id = bucketName('buat');
    const created = await service.storage.createBucket(id, {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png', 'image/*'],
    });
    expect(created).toEqual({ data: { name: id }, error: null });

    const { data, error } = await service.storage.getBucket(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png', 'image/*'],
    });
    expect(new Date(data!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const listed = await service.storage.listBuckets();
    expect(listed.error).toBeNull();
    const ids = listed.data!.map((bucket) => bucket.id);
    expect(ids).toEqual(expect.arrayContaining([id, 'products', 'payment-proofs']));
    expect(listed.data!.find((bucket) => bucket.id === 'products')).toMatchObject({
      public: true,
      file_size_limit: 5_000_000,
      type: 'STANDARD',
    });

    const searched = await service.storage.listBuckets({
      search: id.slice(0, 12),
      limit: 5,
      sortColumn: 'name',
    });
    expect(searched.data?.map((bucket) => bucket.id)).toContain(id);
    const paged = await service.storage.listBuckets({
      limit: 1,
      offset: 1,
      sortColumn: 'id',
      sortOrder: 'desc',
    });
    expect(paged.data).toHaveLength(1);
  });

  it('refuses a second bucket of the same name with 409 Duplicate', async () => {
    const id = bucketName('dua');
    expect((await service.storage.createBucket(id)).error).toBeNull();
    const again = await raw('POST', '/bucket', { id, name: id });
    expect(again).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'BucketAlreadyExists',
        error: 'Duplicate',
        message: 'The resource already exists',
      },
    });
  });

  it('updates public, the size limit and the allowed types', async () => {
    const id = bucketName('ubah');
    await service.storage.createBucket(id, { public: false });
    const updated = await service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ['application/pdf'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['application/pdf'],
    });

    // the new limits apply to uploads at once
    const png = await service.storage.from(id).upload('a.png', PNG_1X1, { contentType: 'image/png' });
    expect(statusOf(png.error)).toBe('415');

    const missing = await service.storage.updateBucket(bucketName('tidak-ada'), { public: true });
    expect(statusOf(missing.error)).toBe('404');
    expect((await raw('PUT', `/bucket/${id}`, {})).body).toMatchObject({ statusCode: '400' });
  });

  it('refuses invalid names, sizes and types with 400 (or 413, 415) and creates nothing', async () => {
    const before = (await service.storage.listBuckets()).data!.length;
    const cases: [unknown, string, string][] = [
      [{ name: 'ada/garis-miring' }, '400', 'InvalidBucketName'],
      [{ name: ' spasi-di-depan' }, '400', 'InvalidBucketName'],
      [{ name: '..' }, '400', 'InvalidBucketName'],
      [{ name: 'x'.repeat(101) }, '400', 'InvalidBucketName'],
      [{ name: 'baris\nbaru' }, '400', 'InvalidBucketName'],
      [{ name: 'ok-nama', id: '../keluar' }, '400', 'InvalidBucketName'],
      [{}, '400', 'InvalidRequest'],
      [{ name: 42 }, '400', 'InvalidRequest'],
      [{ name: bucketName('ukuran'), file_size_limit: 'sepuluh' }, '400', 'InvalidRequest'],
      [{ name: bucketName('ukuran'), file_size_limit: -1 }, '400', 'InvalidRequest'],
      [{ name: bucketName('besar'), file_size_limit: '1GB' }, '413', 'EntityTooLarge'],
      [
        { name: bucketName('tipe'), allowed_mime_types: ['image/png\r\nX-Evil: 1'] },
        '415',
        'InvalidMimeType',
      ],
      [{ name: bucketName('tipe'), allowed_mime_types: 'image/png' }, '400', 'InvalidRequest'],
      [{ name: bucketName('publik'), public: 'ya' }, '400', 'InvalidRequest'],
    ];
    for (const [body, statusCode, code] of cases) {
      const answer = await raw('POST', '/bucket', body);
      expect({
        body,
        status: answer.status,
        statusCode: answer.body.statusCode,
        code: answer.body.code,
      }).toEqual({
        body,
        status: 400,
        statusCode,
        code,
      });
    }
    const broken = await fetch(`${server.url}/storage/v1/bucket`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.serviceKey}`, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect((await service.storage.listBuckets()).data).toHaveLength(before);

    expect((await raw('GET', '/bucket/ada%00nul')).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidBucketName',
    });
    expect((await raw('GET', '/bucket?limit=0')).status).toBe(400);
    expect((await raw('GET', '/bucket?sortColumn=owner')).status).toBe(400);
    expect((await raw('GET', '/bucket?search=%00')).status).toBe(400);
  });
});

describe('RLS: without policies on storage.buckets only the service role manages buckets', () => {
  it('shows no buckets to anon or a signed-in user and refuses their writes with 403', async () => {
    const id = bucketName('rls');
    await service.storage.createBucket(id, { public: true });
    for (const client of [anon, seller]) {
      expect(await client.storage.listBuckets()).toEqual({ data: [], error: null });
      expect(statusOf((await client.storage.getBucket(id)).error)).toBe('404');
      expect(statusOf((await client.storage.getBucket('products')).error)).toBe('404');

      const created = await client.storage.createBucket(bucketName('milik-user'));
      expect(created.data).toBeNull();
      expect(created.error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
      expect(statusOf((await client.storage.updateBucket(id, { public: false })).error)).toBe('404');
      expect(statusOf((await client.storage.deleteBucket(id)).error)).toBe('404');
      expect(statusOf((await client.storage.emptyBucket(id)).error)).toBe('403');
    }
    expect((await service.storage.getBucket(id)).data).toMatchObject({ public: true });

    const empty = await raw('POST', `/bucket/${id}/empty`, {}, server.anonKey);
    expect(empty).toEqual({
      status: 403,
      body: {
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'Access denied: Invalid role',
      },
    });
  });

  it('lets a user with policies on storage.buckets list and create (as on Supabase)', async () => {
    const prefix = `uji-penjual-${crypto.randomBytes(3).toString('hex')}`;
    await server.app.localSupabase.db.execScript(`
      create policy "uji: sellers read their buckets" on storage.buckets for select to authenticated
        using (owner_id = (select auth.uid())::text);
      create policy "uji: sellers create ${prefix}-*" on storage.buckets for insert to authenticated
        with check (name like '${prefix}-%' and owner_id = (select auth.uid())::text);`);
    const id = `${prefix}-a`;
    expect((await seller.storage.createBucket(id)).error).toBeNull();
    expect((await seller.storage.listBuckets()).data?.map((bucket) => bucket.id)).toEqual([id]);
    expect((await seller.storage.getBucket(id)).data).toMatchObject({ id, owner: ACCOUNTS.seller.id });
    expect(statusOf((await seller.storage.createBucket(bucketName('lain'))).error)).toBe('403');
    // no delete policy
    expect(statusOf((await seller.storage.deleteBucket(id)).error)).toBe('404');
  });
});

describe('empty and delete', () => {
  it('deletes only an empty bucket; empty removes every object and its file', async () => {
    const id = bucketName('hapus');
    await service.storage.createBucket(id, { public: true });
    for (const name of ['a.png', 'folder/b.png', 'folder/dalam/c.png']) {
      expect(
        (await service.storage.from(id).upload(name, PNG_1X1, { contentType: 'image/png' })).error,
      ).toBeNull();
    }
    const notEmpty = await service.storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect((await service.storage.getBucket(id)).error).toBeNull();

    expect(await service.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await service.storage.from(id).list('folder')).data).toEqual([]);
    const publicUrl = service.storage.from(id).getPublicUrl('a.png').data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
    expect(fs.existsSync(path.join(server.config.storageDir, id, 'folder', 'b.png'))).toBe(false);

    expect(await service.storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect(statusOf((await service.storage.getBucket(id)).error)).toBe('404');
    expect(fs.existsSync(path.join(server.config.storageDir, id))).toBe(false);
    expect(statusOf((await service.storage.deleteBucket(id)).error)).toBe('404');
    expect(statusOf((await service.storage.emptyBucket(id)).error)).toBe('404');
  });
});

describe('the largest upload', () => {
  it("is config.toml's [storage] file_size_limit as the Supabase CLI reads it, STORAGE_BODY_LIMIT over it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-limit-'));
    const limitOf = (line: string) => {
      fs.writeFileSync(path.join(dir, 'config.toml'), `[storage]\nenabled = true\n${line}\n`);
      return readStorageFileSizeLimit(path.join(dir, 'config.toml'));
    };
    try {
      // binary units whether written MB or MiB (docker's RAMInBytes)
      expect(limitOf('file_size_limit = "5MB"')).toBe(5 * 1024 ** 2);
      expect(limitOf('file_size_limit = "50MiB"')).toBe(50 * 1024 ** 2);
      expect(limitOf('file_size_limit = "1.5GB"')).toBe(1.5 * 1024 ** 3);
      expect(limitOf('file_size_limit = 1000')).toBe(1000);
      expect(limitOf('file_size_limit = "banyak"')).toBeUndefined();
      expect(limitOf('')).toBeUndefined();
      // the server: the file's value, the CLI's 50 MiB without one, the environment over both
      limitOf('file_size_limit = "20MiB"');
      expect(loadConfig({ SUPABASE_DIR: dir }).storageBodyLimit).toBe(20 * 1024 ** 2);
      expect(loadConfig({ SUPABASE_DIR: dir, STORAGE_BODY_LIMIT: '1234' }).storageBodyLimit).toBe(1234);
      fs.rmSync(path.join(dir, 'config.toml'));
      expect(loadConfig({ SUPABASE_DIR: dir }).storageBodyLimit).toBe(50 * 1024 ** 2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a request with no JWT at all', () => {
  it('is refused with "Invalid Compact JWS" (neither Authorization nor apikey), as the CLI refuses it', async () => {
    const bare = await fetch(`${server.url}/storage/v1/bucket`);
    expect(bare.status).toBeGreaterThanOrEqual(400);
    expect(bare.status).toBeLessThan(500);
    expect(await bare.json()).toMatchObject({ statusCode: '403', message: 'Invalid Compact JWS' });
    // the anon key alone is a JWT: that request is anon's
    const anon = await fetch(`${server.url}/storage/v1/bucket`, { headers: { apikey: server.anonKey } });
    expect(anon.status).toBe(200);
  });
});
