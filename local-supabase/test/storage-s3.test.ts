/**
 * Storage's S3 protocol (/storage/v1/s3) through the real AWS SDK v3 S3 client, path-style, with the
 * Supabase CLI's local keys: object round trips, conditional create, listings, the signature checks, and
 * the same buckets and objects as the Storage REST API and supabase-js see.
 * PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { CLI_S3_PROTOCOL, loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './helpers/server';

// the SDK's notice that its releases from 2027 need Node 22 (this repository pins its version, on Node 20)
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'uji-s3';
const PRIVATE_BUCKET = 'uji-s3-privat';

let server: TestServer;
let s3: S3Client;
let service: SupabaseClient;
let endpoint: string;

function clientWith(overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'local',
    credentials: {
      accessKeyId: CLI_S3_PROTOCOL.accessKeyId,
      secretAccessKey: CLI_S3_PROTOCOL.secretAccessKey,
    },
    // no retries: an error answer is seen as it is (the SDK would correct a skewed clock and try again)
    maxAttempts: 1,
    ...overrides,
  });
}

/** the S3 error a promise fails with: its code (the SDK's error name) and HTTP status */
async function failure(promise: Promise<unknown>): Promise<{ code: string; status: number | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof S3ServiceException) {
      return { code: error.name, status: error.$metadata.httpStatusCode };
    }
    throw error;
  }
  throw new Error('the request succeeded');
}

const run = () => crypto.randomBytes(4).toString('hex');
const md5Tag = (bytes: Buffer) => `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;
/** every byte value, then random bytes: nothing may be changed on the way in or out */
const binary = (size: number) =>
  Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), crypto.randomBytes(size)]);

async function bodyOf(key: string, bucket = BUCKET): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** a request signed as the SDK signs it, for what the SDK would never send */
function signer(secretAccessKey = CLI_S3_PROTOCOL.secretAccessKey) {
  return new SignatureV4({
    service: 's3',
    region: 'local',
    credentials: { accessKeyId: CLI_S3_PROTOCOL.accessKeyId, secretAccessKey },
    sha256: s3.config.sha256,
    uriEscapePath: false,
  });
}

function requestTo(method: string, path: string, headers: Record<string, string> = {}) {
  const url = new URL(`${endpoint}${path}`);
  return {
    method,
    protocol: 'http:',
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { host: url.host, ...headers },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  endpoint = `${server.url}/storage/v1/s3`;
  s3 = clientWith();
  service = server.client({ key: server.serviceKey });
  expect((await service.storage.createBucket(BUCKET, { public: true })).error).toBeNull();
  expect((await service.storage.createBucket(PRIVATE_BUCKET, { public: false })).error).toBeNull();
}, 120_000);

afterAll(async () => {
  s3?.destroy();
  await server?.stop();
});

describe('configuration', () => {
  it('uses the Supabase CLI keys and region unless the environment names others', () => {
    expect(loadConfig({}).s3Protocol).toEqual({
      accessKeyId: '625729a08b95bf1b7ff351a663f3a23c',
      secretAccessKey: '850181e4652dd023b7a98c58ae0d2d34bd487ee0cc3254aed6eda37307425907',
      region: 'local',
    });
    expect(
      loadConfig({
        S3_PROTOCOL_ACCESS_KEY_ID: 'id',
        S3_PROTOCOL_ACCESS_KEY_SECRET: 'secret',
        S3_PROTOCOL_REGION: 'eu-central-1',
      }).s3Protocol,
    ).toEqual({ accessKeyId: 'id', secretAccessKey: 'secret', region: 'eu-central-1' });
  });
});

describe('objects', () => {
  it('puts, heads, gets and deletes binary content byte for byte, with its type, metadata and ETag', async () => {
    const key = `rilis/${run()}/app.bin`;
    const bytes = binary(70_000);
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: key,
        Body: bytes,
        ContentType: 'application/octet-stream',
        CacheControl: 'max-age=31536000, immutable',
        Metadata: { version: '1.2.3' },
      }),
    );
    expect(put.ETag).toBe(md5Tag(bytes));

    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head).toMatchObject({
      ContentLength: bytes.length,
      ContentType: 'application/octet-stream',
      CacheControl: 'max-age=31536000, immutable',
      ETag: md5Tag(bytes),
      Metadata: { version: '1.2.3' },
    });
    expect(head.LastModified).toBeInstanceOf(Date);

    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('application/octet-stream');
    expect(object.Metadata).toEqual({ version: '1.2.3' });
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);

    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(await failure(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })))).toEqual({
      code: 'NotFound',
      status: 404,
    });
    expect(await failure(s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })))).toEqual({
      code: 'NoSuchKey',
      status: 404,
    });
    // as S3: deleting what is not there succeeds
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
  });

  it('stores a string body as UTF-8 and a stream body sent aws-chunked with its CRC32 trailer', async () => {
    const text = `rilis ${run()}: héllo, dunia ✓`;
    const textKey = `teks/${run()}.txt`;
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: textKey, Body: text, ContentType: 'text/plain' }),
    );
    expect((await bodyOf(textKey)).toString('utf8')).toBe(text);

    const bytes = binary(200_000);
    const streamKey = `aliran/${run()}.bin`;
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: streamKey,
        Body: Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]),
        ContentLength: bytes.length,
      }),
    );
    expect((await bodyOf(streamKey)).equals(bytes)).toBe(true);
  });

  it('refuses with 412 to replace an object when asked with If-None-Match: *', async () => {
    const key = `rilis/${run()}/manifest.json`;
    const first = Buffer.from('{"version":"1.0.0"}');
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: key,
        Body: first,
        IfNoneMatch: '*',
        ContentType: 'application/json',
      }),
    );
    const again = s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: key,
        Body: Buffer.from('{"version":"9.9.9"}'),
        IfNoneMatch: '*',
      }),
    );
    expect(await failure(again)).toEqual({ code: 'PreconditionFailed', status: 412 });
    expect((await bodyOf(key)).equals(first)).toBe(true);

    // without the condition a PutObject replaces it, as S3 does
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from('{"version":"2.0.0"}') }),
    );
    expect((await bodyOf(key)).toString()).toBe('{"version":"2.0.0"}');
  });

  it('answers a byte range with 206 and an unsatisfiable one with 416 InvalidRange', async () => {
    const key = `rentang/${run()}.bin`;
    const bytes = binary(1000);
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes }));

    const part = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: 'bytes=10-19' }));
    expect(part.$metadata.httpStatusCode).toBe(206);
    expect(part.ContentRange).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.Body!.transformToByteArray()).equals(bytes.subarray(10, 20))).toBe(true);

    const tail = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: 'bytes=-5' }));
    expect(Buffer.from(await tail.Body!.transformToByteArray()).equals(bytes.subarray(-5))).toBe(true);

    const beyond = s3.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: `bytes=${bytes.length}-` }),
    );
    expect(await failure(beyond)).toEqual({ code: 'InvalidRange', status: 416 });
  });

  it('answers 304 for a matching If-None-Match and 412 for a failing If-Match', async () => {
    const key = `kondisi/${run()}.txt`;
    const { ETag } = await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'isi' }));
    expect(
      await failure(s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, IfNoneMatch: ETag }))),
    ).toMatchObject({ status: 304 });
    expect(
      await failure(s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, IfMatch: '"0000"' }))),
    ).toEqual({ code: 'PreconditionFailed', status: 412 });
    const matching = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key, IfMatch: ETag }));
    expect(await matching.Body!.transformToString()).toBe('isi');
  });

  it('checks the Content-MD5 and the CRC32 a client declares', async () => {
    const key = `cerna/${run()}.txt`;
    const wrongMd5 = s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: key,
        Body: 'isi',
        ContentMD5: crypto.createHash('md5').update('lain').digest('base64'),
      }),
    );
    expect(await failure(wrongMd5)).toEqual({ code: 'BadDigest', status: 400 });
    const wrongCrc = s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'isi', ChecksumCRC32: 'AAAAAA==' }),
    );
    expect(await failure(wrongCrc)).toEqual({ code: 'BadDigest', status: 400 });
    expect(await failure(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })))).toEqual({
      code: 'NotFound',
      status: 404,
    });
  });

  it('deletes many keys with DeleteObjects', async () => {
    const prefix = `hapus/${run()}/`;
    const keys = ['a.txt', 'b.txt', 'c.txt'].map((name) => `${prefix}${name}`);
    for (const key of keys) await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: key }));
    const deleted = await s3.send(
      new DeleteObjectsCommand({
        Bucket: BUCKET,
        Delete: { Objects: [...keys.slice(0, 2), `${prefix}none.txt`].map((Key) => ({ Key })) },
      }),
    );
    expect(deleted.Deleted?.map((item) => item.Key)).toEqual([keys[0], keys[1], `${prefix}none.txt`]);
    const left = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    expect(left.Contents?.map((item) => item.Key)).toEqual([keys[2]]);
  });
});

describe('ListObjectsV2', () => {
  const prefix = `daftar-${run()}/`;
  const names = ['a.txt', 'b/1.txt', 'b/2.txt', 'c/d/3.txt', 'e.txt', 'f.txt'];

  beforeAll(async () => {
    for (const name of names) {
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix}${name}`, Body: name }));
    }
  });

  it('lists the keys under a prefix with their size and ETag', async () => {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    expect(listed.KeyCount).toBe(names.length);
    expect(listed.IsTruncated).toBe(false);
    expect(listed.Contents?.map((item) => item.Key)).toEqual(names.map((name) => `${prefix}${name}`));
    expect(listed.Contents?.[0]).toMatchObject({
      Size: 'a.txt'.length,
      ETag: md5Tag(Buffer.from('a.txt')),
      StorageClass: 'STANDARD',
    });
    expect(listed.Contents?.[0]?.LastModified).toBeInstanceOf(Date);
  });

  it('rolls the keys past the delimiter up into CommonPrefixes', async () => {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, Delimiter: '/' }),
    );
    expect(listed.Contents?.map((item) => item.Key)).toEqual(
      ['a.txt', 'e.txt', 'f.txt'].map((name) => `${prefix}${name}`),
    );
    expect(listed.CommonPrefixes?.map((item) => item.Prefix)).toEqual([`${prefix}b/`, `${prefix}c/`]);
    expect(listed.KeyCount).toBe(5);

    const inner = await s3.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}c/`, Delimiter: '/' }),
    );
    expect(inner.Contents).toBeUndefined();
    expect(inner.CommonPrefixes?.map((item) => item.Prefix)).toEqual([`${prefix}c/d/`]);
  });

  it('pages with max-keys and continuation tokens, keys and common prefixes counted together', async () => {
    const first = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, MaxKeys: 4 }));
    expect(first.IsTruncated).toBe(true);
    expect(first.KeyCount).toBe(4);
    expect(first.NextContinuationToken).toEqual(expect.any(String));
    const second = await s3.send(
      new ListObjectsV2Command({
        Bucket: BUCKET,
        Prefix: prefix,
        MaxKeys: 4,
        ContinuationToken: first.NextContinuationToken,
      }),
    );
    expect(second.IsTruncated).toBe(false);
    expect(second.NextContinuationToken).toBeUndefined();
    expect([...first.Contents!, ...second.Contents!].map((item) => item.Key)).toEqual(
      names.map((name) => `${prefix}${name}`),
    );

    const entries: string[] = [];
    const pages = paginateListObjectsV2(
      { client: s3, pageSize: 1 },
      { Bucket: BUCKET, Prefix: prefix, Delimiter: '/' },
    );
    for await (const page of pages) {
      expect(page.KeyCount).toBe(1);
      entries.push(...(page.Contents ?? []).map((item) => item.Key!));
      entries.push(...(page.CommonPrefixes ?? []).map((item) => item.Prefix!));
    }
    expect(entries).toEqual(['a.txt', 'b/', 'c/', 'e.txt', 'f.txt'].map((name) => `${prefix}${name}`));

    const after = await s3.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, StartAfter: `${prefix}c/d/3.txt` }),
    );
    expect(after.Contents?.map((item) => item.Key)).toEqual([`${prefix}e.txt`, `${prefix}f.txt`]);
  });

  it('refuses a continuation token it did not make', async () => {
    const listed = s3.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: 'bukan-token' }),
    );
    expect(await failure(listed)).toEqual({ code: 'InvalidArgument', status: 400 });
  });
});

describe('buckets', () => {
  it('creates, lists, heads and deletes a bucket; an empty one only', async () => {
    const id = `s3-baru-${run()}`;
    await s3.send(new CreateBucketCommand({ Bucket: id, ACL: 'public-read' }));
    const { data } = await service.storage.getBucket(id);
    expect(data).toMatchObject({ id, public: true });

    const { Buckets } = await s3.send(new ListBucketsCommand({}));
    expect(Buckets?.map((bucket) => bucket.Name)).toEqual(expect.arrayContaining([id, BUCKET, 'products']));
    expect(Buckets?.find((bucket) => bucket.Name === id)?.CreationDate).toBeInstanceOf(Date);

    expect((await s3.send(new HeadBucketCommand({ Bucket: id }))).$metadata.httpStatusCode).toBe(200);
    expect(await failure(s3.send(new CreateBucketCommand({ Bucket: id })))).toEqual({
      code: 'BucketAlreadyOwnedByYou',
      status: 409,
    });

    await s3.send(new PutObjectCommand({ Bucket: id, Key: 'isi.txt', Body: 'isi' }));
    expect(await failure(s3.send(new DeleteBucketCommand({ Bucket: id })))).toEqual({
      code: 'BucketNotEmpty',
      status: 409,
    });
    await s3.send(new DeleteObjectCommand({ Bucket: id, Key: 'isi.txt' }));
    await s3.send(new DeleteBucketCommand({ Bucket: id }));
    expect(await failure(s3.send(new HeadBucketCommand({ Bucket: id })))).toEqual({
      code: 'NotFound',
      status: 404,
    });
  });

  it('answers NoSuchBucket (404) for a bucket that does not exist', async () => {
    const missing = `tidak-ada-${run()}`;
    expect(await failure(s3.send(new ListObjectsV2Command({ Bucket: missing })))).toEqual({
      code: 'NoSuchBucket',
      status: 404,
    });
    expect(await failure(s3.send(new GetObjectCommand({ Bucket: missing, Key: 'a.txt' })))).toEqual({
      code: 'NoSuchBucket',
      status: 404,
    });
    expect(
      await failure(s3.send(new PutObjectCommand({ Bucket: missing, Key: 'a.txt', Body: 'isi' }))),
    ).toEqual({ code: 'NoSuchBucket', status: 404 });
  });
});

describe('authentication', () => {
  it('refuses a wrong secret with 403 SignatureDoesNotMatch, and nothing is stored', async () => {
    const key = `tolak/${run()}.txt`;
    const wrong = clientWith({
      credentials: { accessKeyId: CLI_S3_PROTOCOL.accessKeyId, secretAccessKey: 'bukan-rahasianya' },
    });
    expect(await failure(wrong.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'x' })))).toEqual({
      code: 'SignatureDoesNotMatch',
      status: 403,
    });
    expect(await failure(wrong.send(new ListObjectsV2Command({ Bucket: BUCKET })))).toEqual({
      code: 'SignatureDoesNotMatch',
      status: 403,
    });
    wrong.destroy();
    expect(await failure(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })))).toMatchObject({
      status: 404,
    });
  });

  it('refuses an unknown access key id with 403 InvalidAccessKeyId', async () => {
    const unknown = clientWith({
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: CLI_S3_PROTOCOL.secretAccessKey },
    });
    expect(await failure(unknown.send(new ListObjectsV2Command({ Bucket: BUCKET })))).toEqual({
      code: 'InvalidAccessKeyId',
      status: 403,
    });
    unknown.destroy();
  });

  it('refuses another region, and a clock more than 15 minutes off', async () => {
    const otherRegion = clientWith({ region: 'us-east-1' });
    expect(await failure(otherRegion.send(new ListObjectsV2Command({ Bucket: BUCKET })))).toEqual({
      code: 'AuthorizationHeaderMalformed',
      status: 400,
    });
    otherRegion.destroy();
    const late = clientWith({ systemClockOffset: -16 * 60 * 1000 });
    expect(await failure(late.send(new ListObjectsV2Command({ Bucket: BUCKET })))).toEqual({
      code: 'RequestTimeTooSkewed',
      status: 403,
    });
    late.destroy();
    const slightlyOff = clientWith({ systemClockOffset: 5 * 60 * 1000 });
    expect(
      (await slightlyOff.send(new ListObjectsV2Command({ Bucket: BUCKET }))).$metadata.httpStatusCode,
    ).toBe(200);
    slightlyOff.destroy();
  });

  it('answers an unsigned request with 403 AccessDenied in S3 XML', async () => {
    const response = await fetch(`${endpoint}/${BUCKET}?list-type=2`);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await response.text();
    expect(body).toContain('<Code>AccessDenied</Code>');
    expect(body).toMatch(/<Message>[^<]+<\/Message>/);
    // a Storage JWT is no S3 signature
    const withJwt = await fetch(`${endpoint}/${BUCKET}?list-type=2`, {
      headers: { Authorization: `Bearer ${server.serviceKey}` },
    });
    expect(withJwt.status).toBe(400);
    expect(await withJwt.text()).toContain('<Code>InvalidRequest</Code>');
  });

  it('refuses a body that is not the one signed (XAmzContentSHA256Mismatch), and a changed signed header', async () => {
    const key = `ubah/${run()}.txt`;
    const tampering = clientWith();
    tampering.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body?: unknown };
        if (Buffer.isBuffer(request.body)) request.body = Buffer.from('jahat');
        return next(args);
      },
      { step: 'deserialize', name: 'changeBodyAfterSigning' },
    );
    const put = tampering.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from('aslii') }),
    );
    expect(await failure(put)).toEqual({ code: 'XAmzContentSHA256Mismatch', status: 400 });
    tampering.destroy();

    const changingType = clientWith();
    changingType.middlewareStack.add(
      (next) => async (args) => {
        (args.request as { headers: Record<string, string> }).headers['content-type'] = 'text/html';
        return next(args);
      },
      { step: 'deserialize', name: 'changeTypeAfterSigning' },
    );
    const typed = changingType.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'isi', ContentType: 'text/plain' }),
    );
    expect(await failure(typed)).toEqual({ code: 'SignatureDoesNotMatch', status: 403 });
    changingType.destroy();

    const addingMetadata = clientWith();
    addingMetadata.middlewareStack.add(
      (next) => async (args) => {
        (args.request as { headers: Record<string, string> }).headers['x-amz-meta-role'] = 'admin';
        return next(args);
      },
      { step: 'deserialize', name: 'addHeaderAfterSigning' },
    );
    const added = addingMetadata.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'isi' }));
    expect(await failure(added)).toEqual({ code: 'AccessDenied', status: 403 });
    addingMetadata.destroy();

    expect(await failure(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })))).toMatchObject({
      status: 404,
    });
  });

  it('serves a presigned URL until it expires, and not with another signature', async () => {
    const key = `presign/${run()}.txt`;
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'ditandatangani' }));
    // as @aws-sdk/s3-request-presigner signs: the payload hash of a presigned URL is UNSIGNED-PAYLOAD
    const presign = (signingDate: Date) =>
      signer().presign(
        requestTo('GET', `/${BUCKET}/${key}`, { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' }),
        {
          expiresIn: 60,
          signingDate,
          unsignableHeaders: new Set(['x-amz-content-sha256']),
          unhoistableHeaders: new Set(['x-amz-content-sha256']),
        },
      );
    const presigned = await presign(new Date());
    const url = `${endpoint}/${BUCKET}/${key}?${new URLSearchParams(presigned.query as Record<string, string>).toString()}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ditandatangani');

    const forged = url.replace(/X-Amz-Signature=[0-9a-f]{64}/, `X-Amz-Signature=${'0'.repeat(64)}`);
    expect((await fetch(forged)).status).toBe(403);

    const old = await presign(new Date(Date.now() - 120_000));
    const expired = await fetch(
      `${endpoint}/${BUCKET}/${key}?${new URLSearchParams(old.query as Record<string, string>).toString()}`,
    );
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('takes a body in signed aws-chunked chunks (STREAMING-AWS4-HMAC-SHA256-PAYLOAD), each signature checked', async () => {
    const key = `potongan/${run()}.bin`;
    const chunks = [crypto.randomBytes(70_000), crypto.randomBytes(1234)];
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const signingDate = new Date();
    const signed = await signer().sign(
      requestTo('PUT', `/${BUCKET}/${key}`, {
        'content-encoding': 'aws-chunked',
        'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
        'x-amz-decoded-content-length': String(total),
      }),
      { signingDate },
    );
    const headers = signed.headers as Record<string, string>;
    const scope = /Credential=[^/]+\/([^,]+),/.exec(headers.authorization!)![1]!;
    const emptyHash = crypto.createHash('sha256').digest('hex');
    const bodyWith = async (corrupt: boolean) => {
      let previous = /Signature=([0-9a-f]+)/.exec(headers.authorization!)![1]!;
      const parts: Buffer[] = [];
      for (const chunk of [...chunks, Buffer.alloc(0)]) {
        const stringToSign = [
          'AWS4-HMAC-SHA256-PAYLOAD',
          headers['x-amz-date'],
          scope,
          previous,
          emptyHash,
          crypto.createHash('sha256').update(chunk).digest('hex'),
        ].join('\n');
        previous = await signer().sign(stringToSign, { signingDate });
        const data = corrupt && chunk.length === 1234 ? crypto.randomBytes(1234) : chunk;
        parts.push(
          Buffer.from(`${chunk.length.toString(16)};chunk-signature=${previous}\r\n`),
          data,
          Buffer.from('\r\n'),
        );
      }
      return Buffer.concat(parts);
    };
    // fetch sends the same Host (127.0.0.1:<port>) itself
    const { host: _host, ...sent } = headers;
    const send = async (body: Buffer) =>
      fetch(`${endpoint}/${BUCKET}/${key}`, { method: 'PUT', headers: sent, body });
    const corrupted = await send(await bodyWith(true));
    expect(corrupted.status).toBe(403);
    expect(await corrupted.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const stored = await send(await bodyWith(false));
    expect(stored.status).toBe(200);
    expect((await bodyOf(key)).equals(Buffer.concat(chunks))).toBe(true);
  });
});

describe('bad input', () => {
  /** a request signed as the SDK signs it (the path already encoded), sent with fetch */
  async function sendSigned(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string; payloadHash?: string } = {},
  ) {
    const body = options.body ?? '';
    const payloadHash = options.payloadHash ?? crypto.createHash('sha256').update(body).digest('hex');
    const request = await signer().sign(
      requestTo(method, path, { 'x-amz-content-sha256': payloadHash, ...options.headers }),
    );
    const { host: _host, ...headers } = request.headers as Record<string, string>;
    const response = await fetch(`${endpoint}${path}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    const text = await response.text();
    return { status: response.status, code: /<Code>([^<]*)<\/Code>/.exec(text)?.[1] };
  }

  it('answers it with a 4xx S3 error before anything is stored', async () => {
    const cases: [string, string, Parameters<typeof sendSigned>[2], number, string][] = [
      ['PUT', `/${BUCKET}/a%23b.txt`, { body: 'x' }, 400, 'InvalidKey'],
      ['PUT', `/${BUCKET}/${'k'.repeat(1100)}`, { body: 'x' }, 400, 'InvalidKey'],
      ['GET', `/a%00b/x`, {}, 400, 'InvalidBucketName'],
      ['GET', `/${BUCKET}?list-type=2&max-keys=-1`, {}, 400, 'InvalidArgument'],
      ['GET', `/${BUCKET}?list-type=2&prefix=%00`, {}, 400, 'InvalidParameter'],
      ['POST', `/${BUCKET}?delete=`, { body: '<Delete><Object>' }, 400, 'MalformedXML'],
      ['PATCH', `/${BUCKET}/x.txt`, {}, 405, 'MethodNotAllowed'],
      [
        'PUT',
        `/${BUCKET}/chunked.txt`,
        { body: '3\r\nabc', payloadHash: 'STREAMING-UNSIGNED-PAYLOAD-TRAILER' },
        400,
        'IncompleteBody',
      ],
      ['PUT', `/${BUCKET}/hash.txt`, { body: 'x', payloadHash: 'bukan-hash' }, 400, 'InvalidArgument'],
      ['PUT', `/${BUCKET}/md5.txt`, { body: 'x', headers: { 'content-md5': 'bukan' } }, 400, 'InvalidDigest'],
    ];
    for (const [method, path, options, status, code] of cases) {
      expect({ method, path, ...(await sendSigned(method, path, options)) }).toEqual({
        method,
        path,
        status,
        code,
      });
    }
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'chunked' }));
    expect(listed.KeyCount).toBe(0);
  });

  it('refuses clearly the streaming modes it does not take, and multipart uploads', async () => {
    expect(
      await sendSigned('PUT', `/${BUCKET}/trailer.txt`, {
        body: '0\r\n\r\n',
        payloadHash: 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER',
      }),
    ).toEqual({ status: 501, code: 'NotImplemented' });
    expect(await sendSigned('POST', `/${BUCKET}/besar.bin?uploads=`)).toEqual({
      status: 501,
      code: 'NotImplemented',
    });
  });

  it('stores an empty "folder/" as hosted Supabase does, with an .emptyFolderPlaceholder', async () => {
    const folder = `kosong-${run()}/`;
    expect(await sendSigned('PUT', `/${BUCKET}/${folder}`)).toEqual({ status: 200, code: undefined });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: folder }));
    expect(listed.Contents?.map((item) => item.Key)).toEqual([`${folder}.emptyFolderPlaceholder`]);
  });
});

describe('the same storage as the REST API', () => {
  it('serves an object put through S3 at the public URL and through supabase-js download', async () => {
    const key = `rilis/${run()}/remoteEntry.js`;
    const bytes = Buffer.from(`export const version = '${run()}';\n`);
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes, ContentType: 'text/javascript' }),
    );
    const response = await fetch(`${server.url}/storage/v1/object/public/${BUCKET}/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(response.headers.get('etag')).toBe(md5Tag(bytes));
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    const { data, error } = await service.storage.from(BUCKET).download(key);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer()).equals(bytes)).toBe(true);

    // a private bucket: not public, but the service role (and S3) read it
    const secretKey = `rahasia/${run()}.bin`;
    const secret = binary(5000);
    await s3.send(new PutObjectCommand({ Bucket: PRIVATE_BUCKET, Key: secretKey, Body: secret }));
    expect(
      (await fetch(`${server.url}/storage/v1/object/public/${PRIVATE_BUCKET}/${secretKey}`)).status,
    ).toBe(400);
    const download = await service.storage.from(PRIVATE_BUCKET).download(secretKey);
    expect(Buffer.from(await download.data!.arrayBuffer()).equals(secret)).toBe(true);
  });

  it('reads, lists and deletes through S3 what supabase-js uploaded', async () => {
    const key = `unggah/${run()}.bin`;
    const bytes = binary(3000);
    const uploaded = await service.storage
      .from(BUCKET)
      .upload(key, bytes, { contentType: 'application/x-koperasi', metadata: { asal: 'rest' } });
    expect(uploaded.error).toBeNull();

    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head).toMatchObject({
      ContentLength: bytes.length,
      ContentType: 'application/x-koperasi',
      ETag: md5Tag(bytes),
      Metadata: { asal: 'rest' },
    });
    expect((await bodyOf(key)).equals(bytes)).toBe(true);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: key }));
    expect(listed.Contents?.map((item) => [item.Key, item.Size])).toEqual([[key, bytes.length]]);

    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    const gone = await service.storage.from(BUCKET).download(key);
    expect(gone.error).not.toBeNull();
    expect((await service.storage.from(BUCKET).list('unggah', { search: key.split('/')[1] })).data).toEqual(
      [],
    );
  });

  it('writes as the service role: a bucket whose policies admit only sellers takes an S3 upload', async () => {
    const key = `s3-${run()}.png`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await s3.send(
      new PutObjectCommand({ Bucket: 'products', Key: key, Body: png, ContentType: 'image/png' }),
    );
    const response = await fetch(`${server.url}/storage/v1/object/public/products/${key}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    await s3.send(new DeleteObjectCommand({ Bucket: 'products', Key: key }));
  });
});
