import type { StorageClient } from '@supabase/storage-js';
import { getSupabase, type KoperasiSupabaseClient } from '../../supabase/client';

/** Bytes sent so far of one file. */
export type UploadProgressHandler = (loaded: number, total: number) => void;

export interface UploadImagesOptions {
  /** called while each file uploads: its index in the list, bytes sent, bytes in total */
  onProgress?: (index: number, loaded: number, total: number) => void;
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** A random object name that keeps the original extension: `<uuid>.<ext>`. */
export function randomFileName(file: { name?: string; type?: string }): string {
  const extension = fileExtension(file.name ?? '') || EXTENSION_BY_TYPE[file.type ?? ''] || '';
  return extension ? `${crypto.randomUUID()}.${extension}` : crypto.randomUUID();
}

/** The stored object's name: the last path segment of its public URL. */
export function fileNameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** True when the URL is a public object URL of this bucket (on any host: seeds name the default port). */
export function isBucketUrl(bucket: string, url: string): boolean {
  return url.includes(`/storage/v1/object/public/${bucket}/`);
}

/**
 * Uploads with XMLHttpRequest so the browser reports progress (supabase-js uploads with fetch, which has no
 * upload progress). Same request as storage-js's raw upload: POST /object/<bucket>/<name>, the file as the
 * body, the session's JWT. Returns false when this is not possible (no XHR, e.g. Node), so the caller falls
 * back to supabase-js.
 */
async function uploadWithProgress(
  client: KoperasiSupabaseClient,
  storage: StorageClient,
  bucket: string,
  name: string,
  file: Blob,
  onProgress: UploadProgressHandler,
): Promise<boolean> {
  const { anonKey } = client;
  if (typeof XMLHttpRequest === 'undefined') return false;
  const publicUrl = storage.from(bucket).getPublicUrl(name).data.publicUrl;
  const marker = '/object/public/';
  const at = publicUrl.lastIndexOf(marker);
  if (at < 0) return false;
  const uploadUrl = `${publicUrl.slice(0, at)}/object/${publicUrl.slice(at + marker.length)}`;
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token ?? anonKey;

  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadUrl);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', anonKey);
    request.setRequestHeader('x-upsert', 'false');
    request.setRequestHeader('cache-control', 'max-age=3600');
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(file.size, file.size);
        resolve();
        return;
      }
      let message = `Upload failed (${request.status})`;
      try {
        const body = JSON.parse(request.responseText) as { message?: string; error?: string };
        message = body.message || body.error || message;
      } catch {
        // not JSON: keep the status line
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error('Network error while uploading'));
    request.send(file);
  });
  return true;
}

/**
 * Uploads one image to a public bucket under a random name keeping its extension, and returns its public
 * URL. Throws an Error whose message is the server's cause (callers add 'Error creating product: ' etc.).
 */
export async function uploadImage(
  bucket: string,
  file: File,
  onProgress?: UploadProgressHandler,
): Promise<string> {
  const client = getSupabase();
  const storage = await client.storage();
  const name = randomFileName(file);
  const viaXhr = onProgress
    ? await uploadWithProgress(client, storage, bucket, name, file, onProgress)
    : false;
  if (!viaXhr) {
    const { error } = await storage
      .from(bucket)
      .upload(name, file, { contentType: file.type || undefined, upsert: false, cacheControl: '3600' });
    if (error) throw new Error(error.message);
    onProgress?.(file.size, file.size);
  }
  return storage.from(bucket).getPublicUrl(name).data.publicUrl;
}

/** Uploads files one after the other; if one fails, the ones already stored are removed again. */
export async function uploadImages(
  bucket: string,
  files: File[],
  options: UploadImagesOptions = {},
): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const onProgress = options.onProgress;
      urls.push(
        await uploadImage(bucket, file, onProgress && ((loaded, total) => onProgress(index, loaded, total))),
      );
    }
  } catch (error) {
    await removeImages(bucket, urls).catch(() => undefined);
    throw error;
  }
  return urls;
}

/**
 * Removes the stored files of these public URLs, each by the last path segment of its URL. URLs that are
 * not objects of this bucket (external links) are left alone. Files the caller may not delete are skipped
 * by storage's policies without an error.
 */
export async function removeImages(bucket: string, urls: readonly string[]): Promise<void> {
  const names = [
    ...new Set(
      urls
        .filter((url) => isBucketUrl(bucket, url))
        .map(fileNameFromUrl)
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) return;
  const { error } = await (await getSupabase().storage()).from(bucket).remove(names);
  if (error) throw new Error(error.message);
}
