/**
 * The release origins: a directory, and an S3-compatible bucket, here the local Supabase server's S3 protocol
 * (/storage/v1/s3) in-process with the Supabase CLI's local keys.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestServer, type TestServer } from '../../local-supabase/test/helpers/server';
import { releaseOriginOf, type Environment } from './environment-file';
import { AlreadyPublished, DirectoryOrigin, S3Origin, contentTypeOf, type ReleaseOrigin } from './origin';

// the SDK's notice that its releases from 2027 need Node 22 (this repository pins its version, on Node 20)
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const LOCAL_KEYS = {
  accessKeyId: '625729a08b95bf1b7ff351a663f3a23c',
  secretAccessKey: '850181e4652dd023b7a98c58ae0d2d34bd487ee0cc3254aed6eda37307425907',
};
const BUCKET = 'rilis-uji';

/** every byte value, then random bytes: nothing may change on the way in or out */
const binary = () =>
  Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), crypto.randomBytes(5000)]);
const run = () => crypto.randomBytes(4).toString('hex');

/** whatever `work` throws, synchronously or as a rejection */
async function failureOf(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('DirectoryOrigin', () => {
  let dir: string;
  let origin: DirectoryOrigin;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-origin-'));
    origin = new DirectoryOrigin(path.join(dir, 'releases'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a new file once and reads its bytes back', async () => {
    const bytes = binary();
    expect(await origin.hasAny('storefront/1.0.0/')).toBe(false);
    await origin.putNew('storefront/1.0.0/static/js/a.js', bytes);
    expect(await origin.get('storefront/1.0.0/static/js/a.js')).toEqual(bytes);
    expect(fs.readFileSync(path.join(dir, 'releases/storefront/1.0.0/static/js/a.js'))).toEqual(bytes);
    expect(await origin.hasAny('storefront/1.0.0/')).toBe(true);
    expect(await origin.hasAny('storefront/1.0.1/')).toBe(false);
    expect(await origin.get('storefront/1.0.0/static/js/b.js')).toBeNull();
  });

  it('refuses to replace a file that exists, which keeps its bytes', async () => {
    await origin.putNew('storefront/1.0.0/mf-manifest.json', Buffer.from('{"v":1}'));
    const refused = await failureOf(() =>
      origin.putNew('storefront/1.0.0/mf-manifest.json', Buffer.from('{"v":2}')),
    );
    expect(refused).toBeInstanceOf(AlreadyPublished);
    expect(refused).toMatchObject({ key: 'storefront/1.0.0/mf-manifest.json' });
    expect((await origin.get('storefront/1.0.0/mf-manifest.json'))?.toString()).toBe('{"v":1}');
  });

  it('refuses a key that leaves its folder', async () => {
    for (const work of [
      () => origin.putNew('../x', Buffer.from('x')),
      () => origin.get('../x'),
      () => origin.hasAny('../'),
      () => origin.putNew('storefront/../../x', Buffer.from('x')),
    ])
      expect(await failureOf(work)).toEqual(
        expect.objectContaining({ message: expect.stringMatching(/^not a release key: /) }),
      );
    expect(fs.existsSync(path.join(dir, 'x'))).toBe(false);
  });
});

describe('contentTypeOf', () => {
  it('serves scripts, manifests and compressed copies with their types', () => {
    expect(contentTypeOf('static/js/a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('static/js/a.js.br')).toBe('application/octet-stream');
  });
});

describe('S3Origin', () => {
  let server: TestServer;
  let endpoint: string;
  let s3: S3Client;
  const origins: S3Origin[] = [];
  const originWith = (prefix?: string) => {
    const origin = new S3Origin({
      endpoint,
      bucket: BUCKET,
      region: 'local',
      ...(prefix === undefined ? {} : { prefix }),
      credentials: LOCAL_KEYS,
    });
    origins.push(origin);
    return origin;
  };

  beforeAll(async () => {
    server = await startTestServer();
    endpoint = `${server.url}/storage/v1/s3`;
    s3 = new S3Client({ endpoint, forcePathStyle: true, region: 'local', credentials: LOCAL_KEYS });
    const created = await server
      .client({ key: server.serviceKey })
      .storage.createBucket(BUCKET, { public: true });
    expect(created.error).toBeNull();
  }, 120_000);

  afterAll(async () => {
    for (const origin of origins) origin.destroy();
    s3?.destroy();
    await server?.stop();
  });

  it('writes new files under its prefix and reads their bytes back exactly', async () => {
    const prefix = `releases-${run()}/`;
    const origin = originWith(prefix);
    expect(origin.description).toBe(`s3://${BUCKET}/${prefix} at ${endpoint}`);
    const bytes = binary();
    expect(await origin.hasAny('storefront/1.0.0/')).toBe(false);
    await origin.putNew('storefront/1.0.0/static/js/a.js', bytes, contentTypeOf('a.js'));
    await origin.putNew(
      'storefront/1.0.0/mf-manifest.json',
      Buffer.from('{}'),
      contentTypeOf('mf-manifest.json'),
    );
    expect(await origin.get('storefront/1.0.0/static/js/a.js')).toEqual(bytes);
    expect(await origin.hasAny('storefront/1.0.0/')).toBe(true);
    expect(await origin.hasAny('storefront/1.0.1/')).toBe(false);
    expect(await origin.get('storefront/1.0.0/static/js/b.js')).toBeNull();

    // the bucket holds them under the prefix, chunks cached for good and manifests revalidated
    expect(await originWith().get(`${prefix}storefront/1.0.0/static/js/a.js`)).toEqual(bytes);
    expect(await originWith().get('storefront/1.0.0/static/js/a.js')).toBeNull();
    const chunk = await s3.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}storefront/1.0.0/static/js/a.js` }),
    );
    expect(chunk).toMatchObject({
      ContentType: 'text/javascript; charset=utf-8',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    const manifest = await s3.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}storefront/1.0.0/mf-manifest.json` }),
    );
    expect(manifest.CacheControl).toBe('no-cache');
  });

  it('refuses to replace a file that exists, which keeps its bytes', async () => {
    const origin = originWith(`releases-${run()}/`);
    await origin.putNew('auth/1.0.0/release.json', Buffer.from('{"v":1}'), contentTypeOf('release.json'));
    const refused = await failureOf(() =>
      origin.putNew('auth/1.0.0/release.json', Buffer.from('{"v":2}'), contentTypeOf('release.json')),
    );
    expect(refused).toBeInstanceOf(AlreadyPublished);
    expect(refused).toMatchObject({ key: 'auth/1.0.0/release.json' });
    expect((await origin.get('auth/1.0.0/release.json'))?.toString()).toBe('{"v":1}');
  });

  describe('releaseOriginOf', () => {
    const config = (release?: Environment['release']): Environment => ({
      environment: 'uji',
      supabase: { url: 'http://127.0.0.1:54321', anonKey: 'uji-anon-key-yang-cukup-panjang' },
      remotes: {
        storefront: '/storefront/1.0.0/mf-manifest.json',
        auth: '/auth/1.0.0/mf-manifest.json',
        backoffice: '/backoffice/1.0.0/mf-manifest.json',
      },
      ...(release ? { release } : {}),
    });

    it("is the environment's bucket, with the keys of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY", async () => {
      const prefix = `releases-${run()}/`;
      const env = {
        AWS_ACCESS_KEY_ID: LOCAL_KEYS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_KEYS.secretAccessKey,
      };
      const origin: ReleaseOrigin = releaseOriginOf(
        config({ s3: { endpoint, bucket: BUCKET, region: 'local', prefix } }),
        env,
      );
      expect(origin).toBeInstanceOf(S3Origin);
      origins.push(origin as S3Origin);
      expect(origin.description).toBe(`s3://${BUCKET}/${prefix} at ${endpoint}`);
      await origin.putNew('backoffice/2.0.0/a.js', Buffer.from('a'), contentTypeOf('a.js'));
      expect((await originWith(prefix).get('backoffice/2.0.0/a.js'))?.toString()).toBe('a');

      // other keys are refused by the server's signature check
      const wrongKeys = releaseOriginOf(
        config({ s3: { endpoint, bucket: BUCKET, region: 'local', prefix } }),
        {
          ...env,
          AWS_SECRET_ACCESS_KEY: 'f'.repeat(64),
        },
      ) as S3Origin;
      origins.push(wrongKeys);
      await expect(wrongKeys.get('backoffice/2.0.0/a.js')).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
        $metadata: { httpStatusCode: 403 },
      });
    });

    it('is the directory RELEASE_DIR without release.s3', () => {
      const origin = releaseOriginOf(config(), { RELEASE_DIR: '/tmp/rilis-uji' });
      expect(origin).toBeInstanceOf(DirectoryOrigin);
      expect(origin.description).toBe('directory /tmp/rilis-uji');
    });
  });
});
