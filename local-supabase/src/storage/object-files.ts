import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isStorableText } from './header-values';
import { storageErrors } from './storage-error';

// upstream storage's key rule (safe ASCII), plus: no empty, "." or ".." segments and no leading slash
const KEY_PATTERN = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const BUCKET_PATTERN = /^[\w!\-.*'() &$@=;:+,?]+$/;
/** a file name on the local disk; the limit of ext4 and most others */
const MAX_SEGMENT_BYTES = 255;
/** uploads are written here first; '#' is in no bucket name, so the folder is no bucket's */
const TEMPORARY_DIR = '#uploads';

export function isValidKey(key: string): boolean {
  if (!key || key.length > 1024 || !KEY_PATTERN.test(key)) return false;
  return key
    .split('/')
    .every(
      (segment) =>
        segment !== '' &&
        segment !== '.' &&
        segment !== '..' &&
        Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES,
    );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw storageErrors.invalidKey(isStorableText(key) ? key : JSON.stringify(key));
}

/** upstream's bucket name rule: 1 to 100 safe characters; "." and ".." are no folder names here either */
export function isValidBucketName(bucket: string): boolean {
  return (
    bucket.length > 0 &&
    bucket.length <= 100 &&
    BUCKET_PATTERN.test(bucket) &&
    bucket !== '.' &&
    bucket !== '..'
  );
}

export function assertValidBucketName(bucket: string): void {
  if (!isValidBucketName(bucket)) throw storageErrors.invalidBucketName();
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** errors of the file system that a key can cause: 4xx, not 500 */
function keyErrorOf(error: unknown, key: string): Error {
  const code = codeOf(error);
  if (code === 'ENAMETOOLONG') return storageErrors.invalidKey(key);
  if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'EEXIST') {
    return storageErrors.keyConflict(key);
  }
  return error as Error;
}

/**
 * Files live under <storageDir>/<bucket>/<key>; the resolved path must stay inside the bucket folder.
 * An upload is written under a temporary name first and renamed onto its key by whoever commits the row
 * (inside the row's transaction), so the file served is always the one of the row that won.
 */
export class ObjectFiles {
  constructor(private readonly root: string) {}

  pathOf(bucket: string, key: string): string {
    assertValidBucketName(bucket);
    assertValidKey(key);
    const bucketDir = path.resolve(this.root, bucket);
    const file = path.resolve(bucketDir, key);
    if (!file.startsWith(bucketDir + path.sep)) throw storageErrors.invalidKey(key);
    return file;
  }

  bucketDir(bucket: string): string {
    assertValidBucketName(bucket);
    return path.resolve(this.root, bucket);
  }

  /** writes the bytes to a new temporary file and answers its path */
  async writeTemporary(bytes: Buffer): Promise<string> {
    const dir = path.join(this.root, TEMPORARY_DIR);
    await fs.mkdir(dir, { recursive: true });
    const temporary = path.join(dir, `${crypto.randomUUID()}.tmp`);
    await fs.writeFile(temporary, bytes);
    return temporary;
  }

  /** puts a temporary file onto the object's key (atomic rename; replaces an older file) */
  async place(temporary: string, bucket: string, key: string): Promise<void> {
    const file = this.pathOf(bucket, key);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(temporary, file);
    } catch (error) {
      throw keyErrorOf(error, key);
    }
  }

  /** a temporary file that was not placed (the upload lost or failed); nothing when it was placed */
  async discard(temporary: string): Promise<void> {
    await fs.rm(temporary, { force: true }).catch(() => undefined);
  }

  /** moves an object's file to another key; false when the source file is missing */
  async move(fromBucket: string, fromKey: string, toBucket: string, toKey: string): Promise<boolean> {
    const from = this.pathOf(fromBucket, fromKey);
    const to = this.pathOf(toBucket, toKey);
    try {
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.rename(from, to);
      return true;
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return false;
      throw keyErrorOf(error, toKey);
    }
  }

  async write(bucket: string, key: string, bytes: Buffer): Promise<void> {
    const temporary = await this.writeTemporary(bytes);
    try {
      await this.place(temporary, bucket, key);
    } finally {
      await this.discard(temporary);
    }
  }

  async read(bucket: string, key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.pathOf(bucket, key));
    } catch (error) {
      const code = codeOf(error);
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return undefined;
      throw keyErrorOf(error, key);
    }
  }

  async exists(bucket: string, key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(bucket, key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(bucket: string, key: string): Promise<void> {
    await fs.rm(this.pathOf(bucket, key), { force: true });
  }

  /** the whole folder of a deleted bucket */
  async removeBucket(bucket: string): Promise<void> {
    await fs.rm(this.bucketDir(bucket), { recursive: true, force: true });
  }
}

export function eTagOf(bytes: Buffer): string {
  return `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;
}
