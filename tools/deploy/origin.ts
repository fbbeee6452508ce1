// A release origin: where `pnpm release` publishes an app's immutable <app>/<version>/ folder. A directory
// (RELEASE_DIR, which `npm start` serves as each remote's CDN origin) or an S3-compatible bucket (S3, R2,
// MinIO, Supabase Storage's /storage/v1/s3) named by the environment file's `release.s3`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as S3 from '@aws-sdk/client-s3';

let sdk: typeof S3 | undefined;
/** the AWS SDK's S3 client, loaded on first use (only an environment with `release.s3` needs it) */
const s3 = (): typeof S3 => (sdk ??= createRequire(__filename)('@aws-sdk/client-s3') as typeof S3);

export interface ReleaseOrigin {
  /** where it is, for messages */
  readonly description: string;
  /** whether any file exists under the key prefix `<app>/<version>/` */
  hasAny(prefix: string): Promise<boolean>;
  /** writes a new file; refuses (throws AlreadyPublished) a key that exists */
  putNew(key: string, body: Buffer, contentType: string): Promise<void>;
  /** a file's bytes, or null when there is none */
  get(key: string): Promise<Buffer | null>;
}

export class AlreadyPublished extends Error {
  constructor(readonly key: string) {
    super(`${key} exists`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type an origin serves a file with (`.br` and `.gz` copies: application/octet-stream). */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';

/** Immutable files in a folder tree: a file is created once (exclusive create), never replaced. */
export class DirectoryOrigin implements ReleaseOrigin {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `directory ${dir}`;
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.dir, key);
    if (!full.startsWith(path.resolve(this.dir) + path.sep)) throw new Error(`not a release key: ${key}`);
    return full;
  }

  hasAny(prefix: string): Promise<boolean> {
    const folder = this.pathOf(prefix);
    return Promise.resolve(fs.existsSync(folder) && fs.readdirSync(folder).length > 0);
  }

  async putNew(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.promises.writeFile(file, body, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new AlreadyPublished(key);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

export interface S3OriginOptions {
  endpoint: string;
  bucket: string;
  region: string;
  prefix?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An S3-compatible bucket: conditional writes (If-None-Match: *) so that a release is never overwritten. */
export class S3Origin implements ReleaseOrigin {
  readonly description: string;
  private readonly client: S3.S3Client;
  private readonly prefix: string;

  constructor(private readonly options: S3OriginOptions) {
    this.prefix = options.prefix ?? '';
    this.description = `s3://${options.bucket}/${this.prefix} at ${options.endpoint}`;
    this.client = new (s3().S3Client)({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle ?? true,
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async hasAny(prefix: string): Promise<boolean> {
    const listed = await this.client.send(
      new (s3().ListObjectsV2Command)({
        Bucket: this.options.bucket,
        Prefix: this.prefix + prefix,
        MaxKeys: 1,
      }),
    );
    return (listed.KeyCount ?? listed.Contents?.length ?? 0) > 0;
  }

  async putNew(key: string, body: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new (s3().PutObjectCommand)({
          Bucket: this.options.bucket,
          Key: this.prefix + key,
          Body: body,
          ContentType: contentType,
          CacheControl: key.endsWith('.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      if (error instanceof s3().S3ServiceException && error.$metadata.httpStatusCode === 412)
        throw new AlreadyPublished(key);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new (s3().GetObjectCommand)({ Bucket: this.options.bucket, Key: this.prefix + key }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof s3().S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
