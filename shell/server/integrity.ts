// Digests as Subresource Integrity writes them, for the files of a pinned remote version.
import crypto from 'node:crypto';

/** `sha384-<base64>` of the bytes (a text is taken as its UTF-8 bytes). */
export function integrityOf(bytes: Uint8Array | string): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}
