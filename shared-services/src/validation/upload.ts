import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants';

const oneDecimal = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/**
 * A file size as people read it, in decimal units like the 5 MB limit: '512 byte', '8,5 KB', '156 KB',
 * '6,0 MB'.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${whole.format(bytes)} byte`;
  const kilobytes = bytes / 1000;
  if (kilobytes < 10) return `${upToOneDecimal.format(kilobytes)} KB`;
  if (Math.round(kilobytes) < 1000) return `${whole.format(kilobytes)} KB`;
  return `${oneDecimal.format(bytes / 1_000_000)} MB`;
}

/** A limit as people read it: '5 MB' (no decimals when it is round). */
export function formatSizeLimit(bytes: number): string {
  return bytes >= 1_000_000 ? `${upToOneDecimal.format(bytes / 1_000_000)} MB` : formatFileSize(bytes);
}

/**
 * Upload checks: png, jpg, jpeg, webp only (by name, by the browser's type and by the file's first bytes),
 * at most 5,000,000 bytes per file. The reasons in Indonesian; the picker puts the file's name before them.
 */
export const UPLOAD_MESSAGES = {
  fileType: 'Tipe file harus PNG, JPG, JPEG atau WEBP',
  fileContent: 'Isi file bukan gambar PNG, JPG, JPEG atau WEBP',
  tooLarge: (bytes: number) =>
    `Ukuran file maksimal ${formatSizeLimit(IMAGE_MAX_BYTES)} (file ini ${formatFileSize(bytes)})`,
  tooSmall: 'File kosong',
  tooMany: (max: number) => `Terlalu banyak file (maksimal ${max} gambar)`,
  unreadable: 'File tidak dapat dibaca',
} as const;

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = [
  ...IMAGE_MIME_TYPES,
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** How many first bytes tell PNG, JPEG and WEBP apart. */
export const IMAGE_SIGNATURE_BYTES = 12;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type the first bytes of a file are (PNG, JPEG or WEBP signature), or null for anything else. */
export function imageTypeOf(head: Uint8Array): ImageMimeType | null {
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The first `count` bytes of a file (Blob.arrayBuffer where there is one, else FileReader). */
export function readFileHead(file: Blob, count = IMAGE_SIGNATURE_BYTES): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}

/** The first problem of one image file that its name, type and size show, or null (see checkImageFile). */
export function imageFileError(file: FileLike): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension) || !typeOk)
    return UPLOAD_MESSAGES.fileType;
  if (file.size > IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge(file.size);
  if (file.size < 1) return UPLOAD_MESSAGES.tooSmall;
  return null;
}

/**
 * Every check of one image file, its content included: a text file renamed to .png is refused here, before
 * anything is sent. A real image under another image extension (a JPEG named .png) passes: storage keeps it
 * under its true type.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  const problem = imageFileError(file);
  if (problem) return problem;
  try {
    return imageTypeOf(await readFileHead(file)) ? null : UPLOAD_MESSAGES.fileContent;
  } catch {
    return UPLOAD_MESSAGES.unreadable;
  }
}

export interface ImageSelection<F extends File> {
  accepted: F[];
  rejected: { file: F; message: string }[];
}

/**
 * Splits chosen files into the ones that may be added and the ones refused with their message. `room` is
 * how many more images fit (e.g. 1 for an article, the product limit minus the images it keeps); files
 * beyond it are refused with 'Terlalu banyak file (maksimal <max> gambar)', `max` being the field's limit.
 */
export async function selectImageFiles<F extends File>(
  files: readonly F[],
  room: number,
  max = room,
): Promise<ImageSelection<F>> {
  const problems = await Promise.all(files.map((file) => checkImageFile(file)));
  const accepted: F[] = [];
  const rejected: { file: F; message: string }[] = [];
  files.forEach((file, index) => {
    const message = problems[index];
    if (message) rejected.push({ file, message });
    else if (accepted.length >= room) rejected.push({ file, message: UPLOAD_MESSAGES.tooMany(max) });
    else accepted.push(file);
  });
  return { accepted, rejected };
}
