/**
 * Private buckets: no public URL, downloads and signed URLs only for whom the SELECT policies allow, and
 * signed URLs that work without a session. The suite makes its own private bucket with owner-folder
 * policies (as payment-proofs has), and checks the payment-proofs bucket of supabase/config.toml.
 * PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { REPO_DIR } from '../src/config';
import { readBucketSeeds } from '../src/storage/seed-buckets';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, PASSWORD, PNG_1X1 } from './rls/clients';
import { tamperSignature } from './helpers/tokens';

const BUCKET = 'uji-privat';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const PRIVATE_BUCKET = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('${BUCKET}', '${BUCKET}', false, 5000000,
          array['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);
  create policy "uji-privat: owner uploads into own folder" on storage.objects for insert to authenticated
    with check (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "uji-privat: owner and admins read" on storage.objects for select to authenticated
    using (bucket_id = '${BUCKET}'
           and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())));`;

let server: TestServer;
let buyer: SupabaseClient;
let seller: SupabaseClient;
let admin: SupabaseClient;
let anon: SupabaseClient;

interface StorageFailure {
  statusCode?: string;
}

const statusOf = (error: unknown) => (error as StorageFailure | null)?.statusCode;

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  await server.app.localSupabase.db.execScript(PRIVATE_BUCKET);
  buyer = (await server.signIn(ACCOUNTS.buyer.email, PASSWORD)).client;
  seller = (await server.signIn(ACCOUNTS.seller.email, PASSWORD)).client;
  admin = (await server.signIn(ACCOUNTS.admin.email, PASSWORD)).client;
  anon = server.client();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('the payment-proofs bucket', () => {
  it('is declared private in config.toml, without seed objects, with the proof limits', () => {
    const seed = readBucketSeeds(`${REPO_DIR}/supabase`).find((bucket) => bucket.id === 'payment-proofs');
    expect(seed).toEqual({
      id: 'payment-proofs',
      public: false,
      fileSizeLimit: 5_000_000,
      allowedMimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
      objectsPath: undefined,
    });
  });

  it('exists private after migrating and seeding, and serves nothing publicly', async () => {
    const { rows } = await server.app.localSupabase.db.admin.query<{
      public: boolean;
      file_size_limit: string;
      allowed_mime_types: string[];
    }>(
      `select public, file_size_limit::text as file_size_limit, allowed_mime_types
         from storage.buckets where id = 'payment-proofs'`,
    );
    expect(rows).toEqual([
      {
        public: false,
        file_size_limit: '5000000',
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
      },
    ]);
    const response = await fetch(`${server.url}/storage/v1/object/public/payment-proofs/x/y.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404' });
  });

  it('lets the buyer and admins read a proof, by download or signed URL, and nobody else', async () => {
    const path = `${ACCOUNTS.buyer.id}/${crypto.randomUUID()}/bukti transfer.png`;
    const service = server.client({ key: server.serviceKey });
    expect(
      (await service.storage.from('payment-proofs').upload(path, PNG_1X1, { contentType: 'image/png' }))
        .error,
    ).toBeNull();

    for (const reader of [buyer, admin]) {
      expect((await reader.storage.from('payment-proofs').download(path)).error).toBeNull();
      const signed = await reader.storage.from('payment-proofs').createSignedUrl(path, 3600);
      expect(signed.error).toBeNull();
      expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    }
    for (const outsider of [seller, anon]) {
      expect((await outsider.storage.from('payment-proofs').download(path)).data).toBeNull();
      expect(statusOf((await outsider.storage.from('payment-proofs').createSignedUrl(path, 60)).error)).toBe(
        '404',
      );
    }
  });

  it('refuses a buyer’s upload outside an order of theirs with 403', async () => {
    for (const path of [
      `${ACCOUNTS.buyer.id}/${crypto.randomUUID()}/bukti.png`,
      `${ACCOUNTS.buyer.id}/bukan-uuid/bukti.png`,
      `${ACCOUNTS.seller.id}/${crypto.randomUUID()}/bukti.png`,
    ]) {
      const { error } = await buyer.storage
        .from('payment-proofs')
        .upload(path, PNG_1X1, { contentType: 'image/png' });
      expect(statusOf(error)).toBe('403');
    }
  });
});

describe('a private bucket', () => {
  const key = (name: string) => `${ACCOUNTS.buyer.id}/${crypto.randomUUID()}/${name}`;

  it('takes uploads only into the owner’s folder, images and PDFs that are what they claim', async () => {
    const image = await buyer.storage
      .from(BUCKET)
      .upload(key('bukti.png'), PNG_1X1, { contentType: 'image/png' });
    expect(image.error).toBeNull();
    const pdf = await buyer.storage
      .from(BUCKET)
      .upload(key('bukti.pdf'), PDF, { contentType: 'application/pdf' });
    expect(pdf.error).toBeNull();

    const fakePdf = await buyer.storage
      .from(BUCKET)
      .upload(key('palsu.pdf'), Buffer.from('bukan pdf'), { contentType: 'application/pdf' });
    expect(statusOf(fakePdf.error)).toBe('415');
    const foreignFolder = await seller.storage
      .from(BUCKET)
      .upload(key('milik-orang-lain.png'), PNG_1X1, { contentType: 'image/png' });
    expect(statusOf(foreignFolder.error)).toBe('403');
    const anonymous = await anon.storage
      .from(BUCKET)
      .upload(key('anon.png'), PNG_1X1, { contentType: 'image/png' });
    expect(statusOf(anonymous.error)).toBe('403');
  });

  it('lets the owner and admins download, and nobody else; never by public URL', async () => {
    const path = key('bukti transfer (1).png');
    expect(
      (await buyer.storage.from(BUCKET).upload(path, PNG_1X1, { contentType: 'image/png' })).error,
    ).toBeNull();

    for (const reader of [buyer, admin]) {
      const { data, error } = await reader.storage.from(BUCKET).download(path);
      expect(error).toBeNull();
      expect(Buffer.from(await data!.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    }
    for (const outsider of [seller, anon]) {
      const { data, error } = await outsider.storage.from(BUCKET).download(path);
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    const listed = await seller.storage.from(BUCKET).list(ACCOUNTS.buyer.id);
    expect(listed.data).toEqual([]);

    const publicUrl = anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404' });
  });

  it('signs URLs for the owner and admins that work without a session; refuses the others', async () => {
    const path = key('bukti transfer (2).png');
    const pdfPath = key('bukti.pdf');
    await buyer.storage.from(BUCKET).upload(path, PNG_1X1, { contentType: 'image/png' });
    await buyer.storage.from(BUCKET).upload(pdfPath, PDF, { contentType: 'application/pdf' });

    for (const signer of [buyer, admin]) {
      const signed = await signer.storage.from(BUCKET).createSignedUrl(path, 3600);
      expect(signed.error).toBeNull();
      const response = await fetch(signed.data!.signedUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    }

    const asFile = await admin.storage
      .from(BUCKET)
      .createSignedUrl(pdfPath, 60, { download: 'bukti-KOP-1.pdf' });
    const download = await fetch(asFile.data!.signedUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="bukti-KOP-1.pdf"');

    for (const outsider of [seller, anon]) {
      const refused = await outsider.storage.from(BUCKET).createSignedUrl(path, 60);
      expect(refused.data).toBeNull();
      expect(statusOf(refused.error)).toBe('404');
    }

    const batch = await buyer.storage.from(BUCKET).createSignedUrls([path, key('tidak-ada.png')], 60);
    expect(batch.error).toBeNull();
    expect(batch.data?.map((entry) => entry.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
    expect((await fetch(batch.data![0]!.signedUrl!)).status).toBe(200);
  });

  it('refuses a signed URL used for another object, tampered with or expired', async () => {
    const path = key('bukti.png');
    const other = key('lain.png');
    await buyer.storage.from(BUCKET).upload(path, PNG_1X1, { contentType: 'image/png' });
    await buyer.storage.from(BUCKET).upload(other, PNG_1X1, { contentType: 'image/png' });
    const { data } = await buyer.storage.from(BUCKET).createSignedUrl(path, 1);
    const url = new URL(data!.signedUrl);

    const moved = new URL(url);
    moved.pathname = url.pathname.replace(path, other);
    const wrongObject = await fetch(moved);
    expect(wrongObject.status).toBe(400);
    expect(await wrongObject.json()).toMatchObject({ code: 'InvalidSignature' });

    const tampered = new URL(url);
    tampered.searchParams.set('token', tamperSignature(url.searchParams.get('token')!));
    expect((await fetch(tampered)).status).toBe(400);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
  });
});
