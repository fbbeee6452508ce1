import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storageErrors } from './storage-error';

// upstream storage's key rule (safe ASCII), plus: no empty, "." or ".." segments and no leading slash
const KEY_PATTERN = /^[\w/!\-.*'() &$@=;:+,?]+$/;

export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const badSegment = segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (!key || key.length > 1024 || !KEY_PATTERN.test(key) || badSegment) throw storageErrors.invalidKey(key);
}

export function assertValidBucketName(bucket: string): void {
  if (!/^[\w!\-.*'() &$@=;:+,?]+$/.test(bucket) || bucket === '.' || bucket === '..') {
    throw storageErrors.invalidKey(bucket);
  }
}

/** Files live under <storageDir>/<bucket>/<key>; the resolved path must stay inside the bucket folder. */
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

  async write(bucket: string, key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${crypto.randomUUID()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  }

  async read(bucket: string, key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.pathOf(bucket, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async exists(bucket: string, key: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(bucket, key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(bucket: string, key: string): Promise<void> {
    await fs.rm(this.pathOf(bucket, key), { force: true });
  }
}

export function eTagOf(bytes: Buffer): string {
  return `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;
}
