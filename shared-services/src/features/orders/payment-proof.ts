/** The private bucket of proofs of transfer: only the buyer who uploaded and admins read them. */
export const PAYMENT_PROOFS_BUCKET = 'payment-proofs';
/** The bucket's limit: 5,000,000 bytes. */
export const PAYMENT_PROOF_MAX_BYTES = 5_000_000;
export const PAYMENT_PROOF_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'pdf'] as const;
export const PAYMENT_PROOF_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
/** How long a signed link to a proof stays valid. */
export const PAYMENT_PROOF_URL_SECONDS = 3600;

/** The `accept` attribute of the proof file input. */
export const PAYMENT_PROOF_ACCEPT = [
  ...PAYMENT_PROOF_MIME_TYPES,
  ...PAYMENT_PROOF_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export const PAYMENT_PROOF_MESSAGES = {
  fileType: 'Bukti transfer harus berupa file PNG, JPG, WEBP, atau PDF',
  tooLarge: 'Ukuran bukti transfer maksimal 5 MB',
  empty: 'File bukti transfer kosong',
} as const;

interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** The first problem of a proof file, or null when it may be uploaded (the bucket checks again). */
export function paymentProofFileError(file: FileLike): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (PAYMENT_PROOF_MIME_TYPES as readonly string[]).includes(file.type);
  if (!(PAYMENT_PROOF_EXTENSIONS as readonly string[]).includes(extension) || !typeOk)
    return PAYMENT_PROOF_MESSAGES.fileType;
  if (file.size > PAYMENT_PROOF_MAX_BYTES) return PAYMENT_PROOF_MESSAGES.tooLarge;
  if (file.size < 1) return PAYMENT_PROOF_MESSAGES.empty;
  return null;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The content type to store a proof with: the file's own, else the one its extension names. */
export function paymentProofContentType(file: FileLike): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/**
 * A file name safe in a storage key: accents dropped, anything but letters, digits, dash and underscore
 * turned into '-', the extension kept in lower case, at most 80 characters; 'bukti' when no name is left.
 */
export function sanitizeFileName(name: string): string {
  const trimmed = name.trim();
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(trimmed);
  const extension = match ? `.${match[1]!.toLowerCase()}` : '';
  const stem = (match ? trimmed.slice(0, -match[0].length) : trimmed)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, 80 - extension.length)
    .replace(/^[-_]+|[-_]+$/g, '');
  return `${stem || 'bukti'}${extension}`;
}

/** Where a buyer's proof goes: `<buyer uid>/<order id>/<time>-<file name>` (the bucket's policies check the uid). */
export function paymentProofPath(buyerId: string, orderId: string, fileName: string, now: number): string {
  return `${buyerId}/${orderId}/${now}-${sanitizeFileName(fileName)}`;
}
