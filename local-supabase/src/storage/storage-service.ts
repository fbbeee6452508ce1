import crypto from 'node:crypto';
import type { Database, RequestMeta } from '../db/database';
import type { RequestAuth } from '../rest/contract';
import { checkContent } from './content-type';
import { eTagOf, ObjectFiles } from './object-files';
import { type StorageError, storageErrors } from './storage-error';

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface UploadInput {
  bucket: string;
  key: string;
  bytes: Buffer;
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
}

export interface StoredObject {
  bytes: Buffer;
  metadata: ObjectMetadata;
  updatedAt: Date;
}

/** one entry of an object listing: a file, or a folder (a name prefix, with null id and timestamps) */
export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

function isSortColumn(column: string): column is SortColumn {
  return (SORT_COLUMNS as readonly string[]).includes(column);
}

function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** database errors inside a caller's transaction → the storage error shape */
export function storageErrorFromDatabase(error: unknown): StorageError | undefined {
  const state = sqlStateOf(error);
  if (state === '42501') return storageErrors.rlsDenied();
  if (state === '23505') return storageErrors.duplicate();
  if (state === '23503') return storageErrors.bucketNotFound();
  return undefined;
}

export class StorageService {
  readonly files: ObjectFiles;

  constructor(
    private readonly db: Database,
    storageDir: string,
    private readonly maxUploadBytes: number,
  ) {
    this.files = new ObjectFiles(storageDir);
  }

  async bucket(id: string): Promise<BucketRow> {
    const result = await this.db.admin.query<BucketRow>(
      'select id, public, file_size_limit::text as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const bucket = result.rows[0];
    if (!bucket) throw storageErrors.bucketNotFound();
    return bucket;
  }

  sizeLimitOf(bucket: BucketRow): number {
    const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
    return Math.min(bucketLimit, this.maxUploadBytes);
  }

  async asCaller<T>(
    auth: RequestAuth,
    meta: RequestMeta,
    readOnly: boolean,
    fn: Parameters<Database['withRequestTransaction']>[3],
  ) {
    try {
      return (await this.db.withRequestTransaction(auth, meta, { readOnly }, fn)) as T;
    } catch (error) {
      throw storageErrorFromDatabase(error) ?? error;
    }
  }

  /** Supabase Storage's upload algorithm: bucket limits, real content, RLS probe as the caller, file, row */
  async upload(
    auth: RequestAuth,
    meta: RequestMeta,
    input: UploadInput,
  ): Promise<{ Id: string; Key: string }> {
    const bucket = await this.bucket(input.bucket);
    this.files.pathOf(input.bucket, input.key);
    if (input.bytes.length > this.sizeLimitOf(bucket)) throw storageErrors.tooLarge();
    const content = checkContent(input.declaredType, input.bytes, bucket.allowed_mime_types);
    if (!content.ok) {
      throw content.reason === 'mismatch'
        ? storageErrors.contentMismatch(content.mimeType)
        : storageErrors.invalidMimeType(content.mimeType);
    }
    const owner = typeof auth.claims.sub === 'string' && auth.claims.sub ? auth.claims.sub : null;
    const eTag = eTagOf(input.bytes);
    const metadata: ObjectMetadata = {
      eTag,
      size: input.bytes.length,
      mimetype: content.mimeType,
      cacheControl: input.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: input.bytes.length,
      httpStatusCode: 200,
    };
    const version = crypto.randomUUID();
    const rowParams = [
      input.bucket,
      input.key,
      owner,
      JSON.stringify(metadata),
      input.userMetadata === null ? null : JSON.stringify(input.userMetadata),
      version,
      owner,
    ];
    const conflict = input.upsert
      ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
           updated_at = now(), last_accessed_at = now()`
      : '';
    const insertSql = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
      values ($1, $2, $3::uuid, $7::text, $4::jsonb, $5::jsonb, $6) ${conflict} returning id::text as id`;

    // the probe: would the caller's policies let this row in? (rolled back either way)
    await this.asCaller(auth, meta, false, async (tx) => {
      await tx.query(insertSql, rowParams);
      return { rollback: true };
    });

    await this.files.write(input.bucket, input.key, input.bytes);
    try {
      const saved = await this.db.admin.query<{ id: string }>(insertSql, rowParams);
      return { Id: saved.rows[0]!.id, Key: `${input.bucket}/${input.key}` };
    } catch (error) {
      throw storageErrorFromDatabase(error) ?? error;
    }
  }

  private async readStored(
    bucket: string,
    key: string,
    metadata: unknown,
    updatedAt: Date,
  ): Promise<StoredObject> {
    const bytes = await this.files.read(bucket, key);
    if (!bytes) throw storageErrors.objectNotFound();
    const stored = (metadata ?? {}) as Partial<ObjectMetadata>;
    return {
      bytes,
      updatedAt,
      metadata: {
        eTag: stored.eTag ?? eTagOf(bytes),
        size: bytes.length,
        mimetype: stored.mimetype ?? 'application/octet-stream',
        cacheControl: stored.cacheControl ?? 'no-cache',
        lastModified: stored.lastModified ?? updatedAt.toUTCString(),
        contentLength: bytes.length,
        httpStatusCode: 200,
      },
    };
  }

  /** GET /object/public/...: no auth, only public buckets; anything else looks like "not found" */
  async readPublic(bucketId: string, key: string): Promise<StoredObject> {
    this.files.pathOf(bucketId, key);
    const result = await this.db.admin.query<{ metadata: unknown; updated_at: Date }>(
      `select o.metadata, o.updated_at from storage.objects o join storage.buckets b on b.id = o.bucket_id
        where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucketId, key],
    );
    const row = result.rows[0];
    if (!row) throw storageErrors.objectNotFound();
    return this.readStored(bucketId, key, row.metadata, row.updated_at);
  }

  /** authenticated download: the caller's SELECT policies decide */
  async readAsCaller(
    auth: RequestAuth,
    meta: RequestMeta,
    bucketId: string,
    key: string,
  ): Promise<StoredObject> {
    this.files.pathOf(bucketId, key);
    const row = await this.asCaller<{ metadata: unknown; updated_at: Date } | undefined>(
      auth,
      meta,
      true,
      async (tx) => {
        const result = await tx.query<{ metadata: unknown; updated_at: Date }>(
          'select metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, key],
        );
        return result.rows[0];
      },
    );
    if (!row) throw storageErrors.objectNotFound();
    return this.readStored(bucketId, key, row.metadata, row.updated_at);
  }

  /** reads an object by the owner connection (signed URLs, already authorised) */
  async readTrusted(bucketId: string, key: string): Promise<StoredObject> {
    const result = await this.db.admin.query<{ metadata: unknown; updated_at: Date }>(
      'select metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, key],
    );
    const row = result.rows[0];
    if (!row) throw storageErrors.objectNotFound();
    return this.readStored(bucketId, key, row.metadata, row.updated_at);
  }

  /** DELETE /object/{bucket}: as the caller, so DELETE policies apply; invisible paths are just skipped */
  async remove(auth: RequestAuth, meta: RequestMeta, bucketId: string, prefixes: string[]): Promise<string> {
    await this.bucket(bucketId);
    const rows = await this.asCaller<{ name: string; row: string }[]>(auth, meta, false, async (tx) => {
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      const result = await tx.query<{ name: string; row: string }>(
        `delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[])
          returning o.name, row_to_json(o)::text as row`,
        [bucketId, prefixes],
      );
      return result.rows;
    });
    for (const row of rows) await this.files.remove(bucketId, row.name).catch(() => undefined);
    return `[${rows.map((row) => row.row).join(',')}]`;
  }

  async list(
    auth: RequestAuth,
    meta: RequestMeta,
    bucketId: string,
    options: {
      prefix: string;
      limit: number;
      offset: number;
      search: string;
      sortColumn: string;
      ascending: boolean;
    },
  ): Promise<ListEntry[]> {
    await this.bucket(bucketId);
    const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
    const base = prefix ? `${prefix}/` : '';
    const likeBase = base.replace(/[\\%_]/g, (char) => `\\${char}`);
    type Row = {
      name: string;
      id: string;
      updated_at: Date;
      created_at: Date;
      last_accessed_at: Date;
      metadata: unknown;
    };
    const rows = await this.asCaller<Row[]>(auth, meta, true, async (tx) => {
      const result = await tx.query<Row>(
        `select name, id::text as id, updated_at, created_at, last_accessed_at, metadata from storage.objects
          where bucket_id = $1 and name like $2 escape '\\'`,
        [bucketId, `${likeBase}%`],
      );
      return result.rows;
    });
    const entries = new Map<string, ListEntry>();
    for (const row of rows) {
      const rest = row.name.slice(base.length);
      const slash = rest.indexOf('/');
      const name = slash === -1 ? rest : rest.slice(0, slash);
      if (!name || (options.search && !name.toLowerCase().startsWith(options.search.toLowerCase()))) continue;
      if (slash !== -1) {
        if (!entries.has(name)) {
          entries.set(name, {
            name,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
        continue;
      }
      entries.set(name, {
        name,
        id: row.id,
        updated_at: row.updated_at.toISOString(),
        created_at: row.created_at.toISOString(),
        last_accessed_at: row.last_accessed_at.toISOString(),
        metadata: row.metadata,
      });
    }
    const column = isSortColumn(options.sortColumn) ? options.sortColumn : 'name';
    const sorted = [...entries.values()].sort((a, b) => {
      // folders (null timestamps) first, as upstream sorts nulls first
      const left = a[column] ?? '';
      const right = b[column] ?? '';
      const order = left < right ? -1 : left > right ? 1 : 0;
      return options.ascending ? order : -order;
    });
    return sorted.slice(options.offset, options.offset + options.limit);
  }

  async isVisibleToCaller(
    auth: RequestAuth,
    meta: RequestMeta,
    bucketId: string,
    key: string,
  ): Promise<boolean> {
    return this.asCaller<boolean>(auth, meta, true, async (tx) => {
      const result = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        key,
      ]);
      return result.rows.length > 0;
    });
  }
}
