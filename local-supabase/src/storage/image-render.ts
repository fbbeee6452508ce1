/**
 * Storage's image transformations (GET /render/image/{public,authenticated,sign}/<bucket>/<key>), as
 * Supabase serves them with imgproxy, here with sharp (libvips): width and height (clamped to 1..2500, never
 * enlarged), resize cover (crop to the box, the default), contain (fit inside it) or fill (stretch to it),
 * quality 20..100 (80), and the format: the original's with `format=origin`, AVIF with `format=avif`, else
 * WebP when the browser's Accept takes it (upstream's automatic optimisation). The image is turned upright by
 * its EXIF orientation and its metadata dropped.
 *
 * Rendering costs tens of milliseconds of CPU, so results are kept in memory (64 MB, least recently used),
 * by the object's ETag: a new upload under the same key is a new entry. A cached rendition is served from its
 * row alone: the original (up to the bucket's 5 MB) is read from disk only to make one. Concurrent requests for the same
 * rendition share one render (lru-cache's fetch). New renditions of one image are limited per client (429), so
 * that asking for every width of it does not take the server's CPU; cached ones are not.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { TokenBuckets } from '../auth/rate-limits';
import { StorageError, storageErrors } from './storage-error';

export type ResizeMode = 'cover' | 'contain' | 'fill';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: ResizeMode;
  quality?: number;
  format?: 'origin' | 'avif';
}

export const IMAGE_SIZE_MAX = 2500;
const QUALITY_DEFAULT = 80;
/** decoded pixels an input may have (a 5 MB photo of a 50 MP camera fits; a decompression bomb does not) */
const INPUT_PIXELS_MAX = 64_000_000;
const RESIZE_MODES: readonly ResizeMode[] = ['cover', 'contain', 'fill'];
const FORMATS = ['origin', 'avif'] as const;

const SHARP_FIT: Record<ResizeMode, 'cover' | 'inside' | 'fill'> = {
  cover: 'cover',
  contain: 'inside',
  fill: 'fill',
};

function integerOf(value: unknown, name: string, minimum: number, maximum?: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isSafeInteger(number)) throw storageErrors.invalidRequest(`${name} must be integer`);
  if (number < minimum) throw storageErrors.invalidRequest(`${name} must be >= ${minimum}`);
  if (maximum !== undefined && number > maximum) {
    throw storageErrors.invalidRequest(`${name} must be <= ${maximum}`);
  }
  return number;
}

function enumOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw storageErrors.invalidRequest(`${name} must be equal to one of the allowed values`);
  }
  return value as T;
}

/**
 * The transformation of a render URL's query (`querystring/…`) or of a sign request's `transform` body
 * (`body/transform/…`): 400 for a value of the wrong type or range; a width or height of 0 means none,
 * above 2500 is taken as 2500 (upstream's limits).
 */
export function transformOptionsFrom(source: Record<string, unknown>, where: string): TransformOptions {
  const clamp = (n: number | undefined) => (n ? Math.min(n, IMAGE_SIZE_MAX) : undefined);
  const options: TransformOptions = {
    width: clamp(integerOf(source.width, `${where}/width`, 0)),
    height: clamp(integerOf(source.height, `${where}/height`, 0)),
    resize: enumOf(source.resize, `${where}/resize`, RESIZE_MODES),
    quality: integerOf(source.quality, `${where}/quality`, 20, 100),
    format: enumOf(source.format, `${where}/format`, FORMATS),
  };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

/** The form a signed URL's token carries (upstream's `transformations` claim): `width:200,height:100,…` */
export function transformationsToString(options: TransformOptions): string {
  const parts: string[] = [];
  if (options.height) parts.push(`height:${options.height}`);
  if (options.width) parts.push(`width:${options.width}`);
  if (options.resize) parts.push(`resize:${options.resize}`);
  if (options.quality) parts.push(`quality:${options.quality}`);
  if (options.format) parts.push(`format:${options.format}`);
  return parts.join(',');
}

const IMGPROXY_RESIZE: Record<ResizeMode, string> = { cover: 'fill', contain: 'fit', fill: 'force' };

/** upstream's X-Transformations header: what it asked imgproxy for (`height:200,width:200,resizing_type:fill`) */
export function transformationsHeader(options: TransformOptions): string {
  const parts: string[] = [];
  if (options.height) parts.push(`height:${options.height}`);
  if (options.width) parts.push(`width:${options.width}`);
  if (options.width || options.height) {
    parts.push(`resizing_type:${IMGPROXY_RESIZE[options.resize ?? 'cover']}`);
  }
  if (options.quality) parts.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') parts.push(`format:${options.format}`);
  return parts.join(',');
}

export function transformationsFromString(text: string): TransformOptions {
  const source: Record<string, string> = {};
  for (const part of text.split(',')) {
    const at = part.indexOf(':');
    if (at > 0) source[part.slice(0, at)] = part.slice(at + 1);
  }
  return transformOptionsFrom(source, 'token/transformations');
}

export interface ImageSource {
  bucket: string;
  key: string;
  /** the stored object's version (its eTag): renditions are kept under it */
  version: string;
  /** the original's bytes, read only when a rendition is made */
  read: () => Promise<Buffer>;
}

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  /** strong validator of this rendition: the source's ETag, the transformation and the output format */
  eTag: string;
}

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const OUTPUT_FORMATS: Record<string, OutputFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
};

/** the format a request gets: avif or origin as asked, else WebP for a browser that takes it */
export function outputFormatFor(
  options: TransformOptions,
  accept: string | undefined,
): OutputFormat | 'origin' {
  if (options.format === 'avif') return 'avif';
  if (options.format !== 'origin' && /(^|[\s,])image\/webp($|[\s,;])/i.test(accept ?? '')) return 'webp';
  return 'origin';
}

/** JPEG, PNG, GIF, WebP or an ISO-BMFF image (AVIF, HEIF), by its first bytes */
function isRasterImage(bytes: Buffer): boolean {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && /^(avi[fs]|hei[cx]|mif1|msf1)$/.test(ascii(8, 12)))
  );
}

function unprocessable(message: string): StorageError {
  return new StorageError('422', 'ImageProcessingError', 'ImageProcessingError', message, 422);
}

async function render(bytes: Buffer, options: TransformOptions, wanted: OutputFormat | 'origin') {
  // the bytes decide, not the stored type: an image uploaded without a type is stored as text/plain (as
  // upstream, whose imgproxy also reads the file itself). Only raster formats reach the decoder: no SVG,
  // PDF or the like, whose renderers read more than pixels.
  if (!isRasterImage(bytes)) throw unprocessable('Source image type is not supported');
  try {
    const image = sharp(bytes, { limitInputPixels: INPUT_PIXELS_MAX }).rotate();
    const { format: inputFormat } = await image.metadata();
    const format = wanted === 'origin' ? OUTPUT_FORMATS[inputFormat ?? ''] : wanted;
    if (!format) throw unprocessable(`Source image format ${inputFormat ?? 'unknown'} cannot be transformed`);
    if (options.width || options.height) {
      image.resize({
        width: options.width,
        height: options.height,
        fit: SHARP_FIT[options.resize ?? 'cover'],
        withoutEnlargement: true,
      });
    }
    const quality = options.quality ?? QUALITY_DEFAULT;
    if (format === 'jpeg') image.jpeg({ quality, mozjpeg: true });
    else if (format === 'webp') image.webp({ quality });
    else if (format === 'avif') image.avif({ quality: Math.round(quality * 0.65) });
    else if (format === 'png') image.png();
    else image.gif();
    return { body: await image.toBuffer(), contentType: `image/${format}` };
  } catch (error) {
    if (error instanceof StorageError) throw error;
    // not an image libvips can decode, a cut file, or more pixels than allowed
    throw unprocessable(`Source image cannot be transformed: ${(error as Error).message}`);
  }
}

/** renders one client may have made of one image: a burst of 20, then 5 a second (upstream limits by path too) */
const RENDER_BURST = 20;
const RENDER_WINDOW_MS = 4000;

interface RenderContext {
  source: ImageSource;
  options: TransformOptions;
  format: OutputFormat | 'origin';
  client: string;
}

export class ImageRenderer {
  /** what a client may render (not what it reads from the cache): by client and object */
  private readonly renders = new TokenBuckets(RENDER_BURST, RENDER_WINDOW_MS);

  private readonly cache = new LRUCache<string, Omit<RenderedImage, 'eTag'>, RenderContext>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (value) => Math.max(1, value.body.length),
    fetchMethod: async (_key, _stale, { context }) => {
      const { source, options, format, client } = context;
      if (!this.renders.take(`${client}\u0000${source.bucket}\u0000${source.key}`)) {
        throw new StorageError(
          '429',
          'TooManyRequests',
          'Too Many Requests',
          `Rate limit exceeded, retry in ${RENDER_WINDOW_MS / 1000} seconds`,
          429,
        );
      }
      return render(await source.read(), options, format);
    },
  });

  /** `client`: who asks (the address), for the limit on new renditions */
  async render(
    source: ImageSource,
    options: TransformOptions,
    accept: string | undefined,
    client: string,
  ): Promise<RenderedImage> {
    const format = outputFormatFor(options, accept);
    const variant = `${transformationsToString(options)}|${format}`;
    const key = `${source.bucket}\u0000${source.key}\u0000${source.version}\u0000${variant}`;
    const rendered = await this.cache.fetch(key, { context: { source, options, format, client } });
    if (!rendered) throw storageErrors.internal();
    const digest = crypto.createHash('sha256').update(`${source.version}|${variant}`).digest('base64url');
    return { ...rendered, eTag: `"${digest.slice(0, 27)}"` };
  }
}
