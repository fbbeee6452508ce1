/**
 * S3's object listing (ListObjectsV2, and ListObjects' markers): the keys under a prefix in byte order, the
 * keys that have the delimiter after the prefix rolled up into one common prefix each, keys and common
 * prefixes counted together against max-keys. A continuation token names the last key or common prefix
 * answered, so the next page starts after it (after every key of a common prefix).
 */
import { s3Errors } from './s3-error';

export interface ListedRow {
  name: string;
  metadata: unknown;
  updated_at: Date;
}

export interface ListBucketOptions {
  prefix: string;
  delimiter: string;
  maxKeys: number;
  /** keys after this one (StartAfter, Marker) */
  startAfter: string;
  /** the token of the page before (ListObjectsV2) */
  continuationToken: string | undefined;
}

export interface ListedObject {
  key: string;
  size: number;
  eTag: string;
  lastModified: Date;
}

export interface BucketListing {
  objects: ListedObject[];
  commonPrefixes: string[];
  isTruncated: boolean;
  /** the last key or common prefix answered, when there is more */
  nextMarker: string | undefined;
  nextContinuationToken: string | undefined;
}

/** base64url of "k:<key>" or "p:<common prefix>" */
function tokenOf(name: string, isPrefix: boolean): string {
  return Buffer.from(`${isPrefix ? 'p' : 'k'}:${name}`, 'utf8').toString('base64url');
}

function readToken(token: string): { name: string; isPrefix: boolean } {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^([kp]):(.+)$/s.exec(text);
  if (!match || Buffer.from(text, 'utf8').toString('base64url') !== token) {
    throw s3Errors.invalidArgument(
      'The continuation token provided is incorrect',
      'continuation-token',
      token,
    );
  }
  return { name: match[2]!, isPrefix: match[1] === 'p' };
}

/** byte order of the keys (COLLATE "C"); keys are ASCII, where UTF-16 order is the same */
const byName = (a: ListedRow, b: ListedRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function objectOf(row: ListedRow): ListedObject {
  const metadata =
    typeof row.metadata === 'object' && row.metadata !== null
      ? (row.metadata as Record<string, unknown>)
      : {};
  return {
    key: row.name,
    size: typeof metadata.size === 'number' ? metadata.size : 0,
    eTag: typeof metadata.eTag === 'string' ? metadata.eTag : '',
    lastModified: row.updated_at,
  };
}

export function listBucket(rows: ListedRow[], options: ListBucketOptions): BucketListing {
  const { prefix, delimiter, maxKeys } = options;
  let after = options.startAfter;
  let afterPrefix: string | undefined;
  if (options.continuationToken !== undefined) {
    const token = readToken(options.continuationToken);
    after = token.name;
    if (token.isPrefix) afterPrefix = token.name;
  } else if (delimiter && after.startsWith(prefix) && after.endsWith(delimiter)) {
    // a Marker that is a common prefix of this listing (ListObjects' NextMarker) skips the keys under it
    afterPrefix = after;
  }

  const listing: BucketListing = {
    objects: [],
    commonPrefixes: [],
    isTruncated: false,
    nextMarker: undefined,
    nextContinuationToken: undefined,
  };
  let last: { name: string; isPrefix: boolean } | undefined;
  for (const row of [...rows].sort(byName)) {
    if (!row.name.startsWith(prefix) || row.name <= after) continue;
    if (afterPrefix !== undefined && row.name.startsWith(afterPrefix)) continue;
    const cut = delimiter ? row.name.indexOf(delimiter, prefix.length) : -1;
    const commonPrefix = cut === -1 ? undefined : row.name.slice(0, cut + delimiter.length);
    // the rest of a common prefix already answered
    if (commonPrefix !== undefined && last?.isPrefix && last.name === commonPrefix) continue;
    if (listing.objects.length + listing.commonPrefixes.length >= maxKeys) {
      listing.isTruncated = maxKeys > 0;
      break;
    }
    if (commonPrefix === undefined) {
      listing.objects.push(objectOf(row));
      last = { name: row.name, isPrefix: false };
    } else {
      listing.commonPrefixes.push(commonPrefix);
      last = { name: commonPrefix, isPrefix: true };
    }
  }
  if (listing.isTruncated && last) {
    listing.nextMarker = last.name;
    listing.nextContinuationToken = tokenOf(last.name, last.isPrefix);
  }
  return listing;
}
