import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../constants';

/**
 * Upload checks: png, jpg, jpeg, webp only, at most 5,000,000 bytes per file, with
 * the generic messages of a file drop zone.
 */
export const UPLOAD_MESSAGES = {
  fileType: `File type must be one of ${IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(', ')}`,
  tooLarge: `File is larger than ${IMAGE_MAX_BYTES} bytes`,
  tooSmall: 'File is smaller than 1 bytes',
  tooMany: 'Too many files',
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

/** The first problem of one image file, or null when it may be uploaded. */
export function imageFileError(file: FileLike): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension) || !typeOk)
    return UPLOAD_MESSAGES.fileType;
  if (file.size > IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size < 1) return UPLOAD_MESSAGES.tooSmall;
  return null;
}

export interface ImageSelection<F extends FileLike> {
  accepted: F[];
  rejected: { file: F; message: string }[];
}

/**
 * Splits chosen files into the ones that may be added and the ones refused with their message. `room` is
 * how many more images fit (e.g. 1 for an article, the product limit minus the images it keeps); files
 * beyond it are refused with 'Too many files'.
 */
export function selectImageFiles<F extends FileLike>(files: readonly F[], room: number): ImageSelection<F> {
  const accepted: F[] = [];
  const rejected: { file: F; message: string }[] = [];
  for (const file of files) {
    const message = imageFileError(file);
    if (message) rejected.push({ file, message });
    else if (accepted.length >= room) rejected.push({ file, message: UPLOAD_MESSAGES.tooMany });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
