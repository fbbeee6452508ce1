import crypto from 'node:crypto';
import type { AdminTransaction, Database, RequestMeta } from '../db/database';
import type { Queryable, RequestAuth } from '../rest/contract';
import { BucketService } from './bucket-service';
import { checkContent } from './content-type';
import { headerValueOr, isStorableText } from './header-values';
import { listObjectsV2, type ListV2Options, type ObjectRow } from './list-v2';
import { assertValidBucketName, assertValidKey, eTagOf, isValidKey, ObjectFiles } from './object-files';
import { storageErrorFromDatabase, storageErrors } from './storage-error';

export { storageErrorFromDatabase };

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
  /** the owner to record instead of the caller's sub (uploads through a signed upload URL) */
  owner?: string | null;
}

export interface StoredObject {
  bytes: Buffer;
  metadata: ObjectMetadata;
  /** the row's user_metadata (x-metadata, the form's metadata, S3's x-amz-meta-*), null when none */
  userMetadata: unknown;
  updatedAt: Date;
}

/**
 * An object as its row describes it, found with the same access rules as a download, its file read only on
 * demand (`read`, which checks the file against the row as downloads do): for answers that depend on the
 * version only, like a cached image rendition.
 */
export interface ObjectVersion {
  /** the row's eTag (the file's MD5 as uploaded), or its update time for a row without one */
  version: string;
  cacheControl: string;
  updatedAt: Date;
  read: () => Promise<StoredObject>;
}

type LoadedRow = { metadata: unknown; user_metadata?: unknown; updated_at: Date };
type RowLoader = () => Promise<LoadedRow | undefined>;

/** one entry of an object listing: a file, or a folder (a name prefix, with null id and timestamps) */
export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

/** an object's row as GET /object/info and HEAD /object answer it */
export interface ObjectInfoRow {
  id: string;
  name: string;
  version: string | null;
  bucket_id: string;
  metadata: unknown;
  user_metadata: unknown;
  updated_at: Date;
  created_at: Date;
}

export interface MoveInput {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

export interface CopyInput extends MoveInput {
  upsert: boolean;
  copyMetadata: boolean;
  metadata: { cacheControl?: string; mimetype?: string };
  userMetadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

function isSortColumn(column: string): column is SortColumn {
  return (SORT_COLUMNS as readonly string[]).includes(column);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** the caller's sub: owner_id always, owner (uuid) when it is one, as upstream */
function ownerOf(auth: RequestAuth): string | null {
  const sub = auth.claims.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

function ownerUuid(owner: string | null): string | null {
  return owner && UUID.test(owner) ? owner : null;
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** a JSON column as an object (stored metadata is an object; anything else reads as empty) */
function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** a reader that found the row of an older or newer file than the one on disk tries again this often */
const READ_ATTEMPTS = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const OBJECT_COLUMNS = `(bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3::uuid, $4::text, $5::jsonb, $6::jsonb, $7)`;
const INSERT_OBJECT = `insert into storage.objects ${OBJECT_COLUMNS}`;
const UPSERT_OBJECT = `${INSERT_OBJECT}
  on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
    metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
    updated_at = now(), last_accessed_at = now()`;

export class StorageService {
  readonly files: ObjectFiles;
  readonly buckets: BucketService;

  constructor(
    private readonly db: Database,
    storageDir: string,
    private readonly maxUploadBytes: number,
  ) {
    this.files = new ObjectFiles(storageDir);
    this.buckets = new BucketService(db, this.files, maxUploadBytes);
  }

  async bucket(id: string): Promise<BucketRow> {
    assertValidBucketName(id);
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

  /** the storage API's own writes (after the caller's permission test), in one owner transaction */
  private async asOwner<T>(fn: (tx: AdminTransaction) => Promise<T>): Promise<T> {
    try {
      return await this.db.withAdminTransaction(fn);
    } catch (error) {
      throw storageErrorFromDatabase(error) ?? error;
    }
  }

  /**
   * Upstream's canUpload: would the caller's policies let this row in (insert, or upsert with x-upsert)?
   * Rolled back either way; RLS refusal → 403, an existing key without upsert → 409.
   */
  async canUpload(
    auth: RequestAuth,
    meta: RequestMeta,
    input: {
      bucket: string;
      key: string;
      owner: string | null;
      upsert: boolean;
      metadata: Record<string, unknown>;
      userMetadata: Record<string, unknown> | null;
    },
  ): Promise<void> {
    await this.asCaller(auth, meta, false, async (tx) => {
      await tx.query(input.upsert ? `${UPSERT_OBJECT} returning id` : INSERT_OBJECT, [
        input.bucket,
        input.key,
        ownerUuid(input.owner),
        input.owner,
        JSON.stringify(input.metadata),
        input.userMetadata === null ? null : JSON.stringify(input.userMetadata),
        '1',
      ]);
      return { rollback: true };
    });
  }

  /**
   * Supabase Storage's upload: bucket limits, real content, the caller's permission test, then the file
   * and its row together. The bytes go to a temporary file; one owner transaction inserts (or upserts)
   * the row and, still holding it, renames the file onto the key. A second first upload of the same key
   * waits for that row and fails with 409, and its temporary file is removed: the file served is always
   * the one of the upload that got 200.
   */
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
    const owner = input.owner !== undefined ? input.owner : ownerOf(auth);
    const metadata: ObjectMetadata = {
      eTag: eTagOf(input.bytes),
      size: input.bytes.length,
      mimetype: content.mimeType,
      cacheControl: input.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: input.bytes.length,
      httpStatusCode: 200,
    };
    await this.canUpload(auth, meta, {
      bucket: input.bucket,
      key: input.key,
      owner,
      upsert: input.upsert,
      metadata: { mimetype: content.mimeType, contentLength: input.bytes.length },
      userMetadata: input.userMetadata,
    });

    const temporary = await this.files.writeTemporary(input.bytes);
    try {
      const id = await this.asOwner(async (tx) => {
        const saved = await tx.query<{ id: string }>(
          `${input.upsert ? UPSERT_OBJECT : INSERT_OBJECT} returning id::text as id`,
          [
            input.bucket,
            input.key,
            ownerUuid(owner),
            owner,
            JSON.stringify(metadata),
            input.userMetadata === null ? null : JSON.stringify(input.userMetadata),
            crypto.randomUUID(),
          ],
        );
        await this.files.place(temporary, input.bucket, input.key);
        return saved.rows[0]!.id;
      });
      return { Id: id, Key: `${input.bucket}/${input.key}` };
    } finally {
      await this.files.discard(temporary);
    }
  }

  /**
   * The row, then its file. An upload or move may replace the file between the two reads: the file must
   * match the row's eTag, else both are read again, so a download never mixes two versions.
   */
  private async readConsistent(
    bucketId: string,
    key: string,
    load: RowLoader,
  ): Promise<StoredObject & { row: LoadedRow }> {
    for (let attempt = 1; ; attempt++) {
      const row = await load();
      if (!row) throw storageErrors.objectNotFound();
      const bytes = await this.files.read(bucketId, key);
      const stored = recordOf(row.metadata);
      const eTag = bytes ? eTagOf(bytes) : undefined;
      const matches = bytes !== undefined && (typeof stored.eTag !== 'string' || stored.eTag === eTag);
      if (bytes && (matches || attempt >= READ_ATTEMPTS)) {
        return {
          bytes,
          row,
          userMetadata: row.user_metadata ?? null,
          updatedAt: row.updated_at,
          metadata: {
            eTag: eTag!,
            size: bytes.length,
            mimetype: headerValueOr(stored.mimetype, 'application/octet-stream'),
            cacheControl: headerValueOr(stored.cacheControl, 'no-cache'),
            lastModified: headerValueOr(stored.lastModified, row.updated_at.toUTCString()),
            contentLength: bytes.length,
            httpStatusCode: 200,
          },
        };
      }
      if (attempt >= READ_ATTEMPTS) throw storageErrors.objectNotFound();
      await pause(attempt * 20);
    }
  }

  private loadAsOwner(bucketId: string, key: string): RowLoader {
    return async () => {
      const result = await this.db.admin.query<LoadedRow>(
        'select metadata, user_metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, key],
      );
      return result.rows[0];
    };
  }

  /** only public buckets; anything else looks like "not found" */
  private loadPublic(bucketId: string, key: string): RowLoader {
    return async () => {
      const result = await this.db.admin.query<LoadedRow>(
        `select o.metadata, o.user_metadata, o.updated_at from storage.objects o join storage.buckets b on b.id = o.bucket_id
          where b.public and o.bucket_id = $1 and o.name = $2`,
        [bucketId, key],
      );
      return result.rows[0];
    };
  }

  /** the caller's SELECT policies decide */
  private loadAsCaller(auth: RequestAuth, meta: RequestMeta, bucketId: string, key: string): RowLoader {
    return () =>
      this.asCaller<LoadedRow | undefined>(auth, meta, true, async (tx) => {
        const result = await tx.query<LoadedRow>(
          'select metadata, user_metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, key],
        );
        return result.rows[0];
      });
  }

  /** the row now, the file when `read` is called (with the row loaded again, as a download reads it) */
  private async versionOf(bucketId: string, key: string, load: RowLoader): Promise<ObjectVersion> {
    this.files.pathOf(bucketId, key);
    const row = await load();
    if (!row) throw storageErrors.objectNotFound();
    const stored = recordOf(row.metadata);
    return {
      version: typeof stored.eTag === 'string' && stored.eTag ? stored.eTag : row.updated_at.toISOString(),
      cacheControl: headerValueOr(stored.cacheControl, 'no-cache'),
      updatedAt: row.updated_at,
      read: () => this.readConsistent(bucketId, key, load),
    };
  }

  /** GET /object/public/...: no auth, only public buckets; anything else looks like "not found" */
  async readPublic(bucketId: string, key: string): Promise<StoredObject> {
    this.files.pathOf(bucketId, key);
    return this.readConsistent(bucketId, key, this.loadPublic(bucketId, key));
  }

  /** authenticated download: the caller's SELECT policies decide */
  async readAsCaller(
    auth: RequestAuth,
    meta: RequestMeta,
    bucketId: string,
    key: string,
  ): Promise<StoredObject> {
    this.files.pathOf(bucketId, key);
    return this.readConsistent(bucketId, key, this.loadAsCaller(auth, meta, bucketId, key));
  }

  /** reads an object by the owner connection (signed URLs, already authorised) */
  async readTrusted(bucketId: string, key: string): Promise<StoredObject> {
    this.files.pathOf(bucketId, key);
    return this.readConsistent(bucketId, key, this.loadAsOwner(bucketId, key));
  }

  /** the versions behind readPublic, readAsCaller and readTrusted, the file not read yet */
  versionPublic(bucketId: string, key: string): Promise<ObjectVersion> {
    return this.versionOf(bucketId, key, this.loadPublic(bucketId, key));
  }

  versionAsCaller(
    auth: RequestAuth,
    meta: RequestMeta,
    bucketId: string,
    key: string,
  ): Promise<ObjectVersion> {
    return this.versionOf(bucketId, key, this.loadAsCaller(auth, meta, bucketId, key));
  }

  versionTrusted(bucketId: string, key: string): Promise<ObjectVersion> {
    return this.versionOf(bucketId, key, this.loadAsOwner(bucketId, key));
  }

  /**
   * The row behind GET /object/info/... and HEAD /object/...: the bucket is looked up as the owner; a public
   * bucket's objects are found as the owner, a private one's as the caller (their SELECT policies). Without
   * a valid JWT (auth null) or on the public routes only public buckets are visible.
   */
  async objectInfo(
    auth: RequestAuth | null,
    meta: RequestMeta,
    bucketId: string,
    key: string,
    publicRoute: boolean,
  ): Promise<ObjectInfoRow> {
    assertValidBucketName(bucketId);
    assertValidKey(key);
    const found = await this.db.admin.query<{ public: boolean | null }>(
      'select public from storage.buckets where id = $1',
      [bucketId],
    );
    const bucket = found.rows[0];
    if (!bucket || ((auth === null || publicRoute) && bucket.public !== true)) {
      throw storageErrors.bucketNotFound();
    }
    const sql = `select id::text as id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at
      from storage.objects where bucket_id = $1 and name = $2`;
    const find = async (db: Queryable) => (await db.query<ObjectInfoRow>(sql, [bucketId, key])).rows[0];
    const row =
      bucket.public === true || auth === null
        ? await find(this.db.admin)
        : await this.asCaller<ObjectInfoRow | undefined>(auth, meta, true, find);
    if (!row) throw storageErrors.objectNotFound();
    return row;
  }

  /**
   * Every object row under a prefix in an existing bucket, read by the owner connection: the S3 protocol's
   * listings, whose requests act as the service role (which RLS does not restrict)
   */
  async rowsUnder(
    bucketId: string,
    prefix: string,
  ): Promise<{ name: string; metadata: unknown; updated_at: Date }[]> {
    await this.bucket(bucketId);
    if (!isStorableText(prefix)) throw storageErrors.invalidParameter('prefix');
    const result = await this.db.admin.query<{ name: string; metadata: unknown; updated_at: Date }>(
      `select name, metadata, updated_at from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
      [bucketId, likePrefix(prefix)],
    );
    return result.rows;
  }

  /** DELETE /object/{bucket}: as the caller, so DELETE policies apply; invisible paths are just skipped */
  async remove(auth: RequestAuth, meta: RequestMeta, bucketId: string, prefixes: string[]): Promise<string> {
    await this.bucket(bucketId);
    const names = prefixes.filter(isStorableText);
    const rows = await this.asCaller<{ name: string; row: string }[]>(auth, meta, false, async (tx) => {
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      const result = await tx.query<{ name: string; row: string }>(
        `delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[])
          returning o.name, row_to_json(o)::text as row`,
        [bucketId, names],
      );
      // while the rows are held: an upload of the same key waits, so it never loses its new file
      for (const row of result.rows) await this.files.remove(bucketId, row.name).catch(() => undefined);
      return result.rows;
    });
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
    if (!isStorableText(options.prefix)) throw storageErrors.invalidParameter('prefix');
    const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
    const base = prefix ? `${prefix}/` : '';
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
        [bucketId, likePrefix(base)],
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

  /** POST /object/list-v2/{bucket}: what the caller's SELECT policies show, listed as upstream */
  async listV2(auth: RequestAuth, meta: RequestMeta, bucketId: string, options: ListV2Options) {
    assertValidBucketName(bucketId);
    if (!isStorableText(options.prefix)) throw storageErrors.invalidParameter('prefix');
    const rows = await this.asCaller<ObjectRow[]>(auth, meta, true, async (tx) => {
      const result = await tx.query<ObjectRow>(
        `select id::text as id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
          where bucket_id = $1 and name like $2 escape '\\'`,
        [bucketId, likePrefix(options.prefix)],
      );
      return result.rows;
    });
    return listObjectsV2(rows, options);
  }

  /**
   * POST /object/move, as upstream: as the caller, the source must be visible and its row updatable into
   * the destination (UPDATE policies: USING on the source, WITH CHECK on the destination); then the row
   * and the file move together in one owner transaction. The mover becomes the owner.
   */
  async move(auth: RequestAuth, meta: RequestMeta, input: MoveInput): Promise<{ Id: string; Key: string }> {
    this.assertMove(input);
    const { bucketId, sourceKey, destinationBucket, destinationKey } = input;
    const owner = ownerOf(auth);
    const version = crypto.randomUUID();
    const update = `update storage.objects set bucket_id = $3, name = $4, version = $5,
        owner = coalesce($6::uuid, owner), owner_id = coalesce($7::text, owner_id)
      where bucket_id = $1 and name = $2 returning id::text as id`;
    const params = [bucketId, sourceKey, destinationBucket, destinationKey, version, ownerUuid(owner), owner];
    const tested = await this.asCaller<{ id: string }>(auth, meta, false, async (tx) => {
      const found = await tx.query<{ id: string }>(
        'select id::text as id from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, sourceKey],
      );
      if (!found.rows[0]) throw storageErrors.objectNotFound();
      const updated = await tx.query<{ id: string }>(update, params);
      if (!updated.rows[0]) throw storageErrors.objectNotFound();
      return { rollback: true, id: updated.rows[0].id };
    });
    if (bucketId === destinationBucket && sourceKey === destinationKey) {
      return { Id: tested.id, Key: destinationKey };
    }
    let moved = false;
    try {
      const id = await this.asOwner(async (tx) => {
        const updated = await tx.query<{ id: string }>(update, params);
        if (!updated.rows[0]) throw storageErrors.objectNotFound();
        moved = await this.files.move(bucketId, sourceKey, destinationBucket, destinationKey);
        if (!moved) throw storageErrors.objectNotFound();
        return updated.rows[0].id;
      });
      return { Id: id, Key: destinationKey };
    } catch (error) {
      if (moved) {
        await this.files.move(destinationBucket, destinationKey, bucketId, sourceKey).catch(() => undefined);
      }
      throw error;
    }
  }

  private assertMove(input: MoveInput): void {
    assertValidBucketName(input.bucketId);
    assertValidBucketName(input.destinationBucket);
    assertValidKey(input.sourceKey);
    assertValidKey(input.destinationKey);
  }

  /**
   * POST /object/copy, as upstream: as the caller, the source must be visible and the destination row
   * insertable (upsertable with x-upsert); then the bytes are copied and the new row written together.
   * The copier owns the copy; its metadata and user metadata are the source's (copyMetadata, the default)
   * or those given.
   */
  async copy(auth: RequestAuth, meta: RequestMeta, input: CopyInput): Promise<Record<string, unknown>> {
    this.assertMove(input);
    const { bucketId, sourceKey, destinationBucket, destinationKey } = input;
    const owner = ownerOf(auth);
    type Source = { metadata: unknown; user_metadata: unknown; updated_at: Date };
    const destinationMetadata = (source: Source) => {
      const metadata = { ...recordOf(source.metadata) };
      if (!input.copyMetadata) {
        if (input.metadata.cacheControl !== undefined) metadata.cacheControl = input.metadata.cacheControl;
        if (input.metadata.mimetype !== undefined) metadata.mimetype = input.metadata.mimetype;
      }
      return metadata;
    };
    const destinationUserMetadata = (source: Source) =>
      input.copyMetadata ? (source.user_metadata ?? null) : input.userMetadata;
    const write = input.upsert ? UPSERT_OBJECT : INSERT_OBJECT;
    const rowOf = (metadata: Record<string, unknown>, userMetadata: unknown, version: string) => [
      destinationBucket,
      destinationKey,
      ownerUuid(owner),
      owner,
      JSON.stringify(metadata),
      userMetadata === null || userMetadata === undefined ? null : JSON.stringify(userMetadata),
      version,
    ];

    await this.asCaller(auth, meta, false, async (tx) => {
      const found = await tx.query<Source>(
        'select metadata, user_metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, sourceKey],
      );
      const source = found.rows[0];
      if (!source) throw storageErrors.objectNotFound();
      await tx.query(
        input.upsert ? `${write} returning id` : write,
        rowOf(destinationMetadata(source), destinationUserMetadata(source), '1'),
      );
      return { rollback: true };
    });

    let source: Source | undefined;
    const stored = await this.readConsistent(bucketId, sourceKey, async () => {
      const result = await this.db.admin.query<Source>(
        'select metadata, user_metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, sourceKey],
      );
      source = result.rows[0];
      return source;
    });
    const metadata = {
      ...destinationMetadata(source!),
      eTag: stored.metadata.eTag,
      size: stored.bytes.length,
      contentLength: stored.bytes.length,
      lastModified: new Date().toUTCString(),
    };
    const temporary = await this.files.writeTemporary(stored.bytes);
    try {
      const row = await this.asOwner(async (tx) => {
        const saved = await tx.query<Record<string, unknown>>(
          `${write} returning id::text as id, bucket_id, name, owner::text as owner, owner_id, metadata,
             user_metadata, version, created_at, updated_at, last_accessed_at`,
          rowOf(metadata, destinationUserMetadata(source!), crypto.randomUUID()),
        );
        await this.files.place(temporary, destinationBucket, destinationKey);
        return saved.rows[0]!;
      });
      return { Id: row.id, Key: `${destinationBucket}/${destinationKey}`, ...row };
    } finally {
      await this.files.discard(temporary);
    }
  }

  async isVisibleToCaller(
    auth: RequestAuth,
    meta: RequestMeta,
    bucketId: string,
    key: string,
  ): Promise<boolean> {
    assertValidBucketName(bucketId);
    assertValidKey(key);
    return this.asCaller<boolean>(auth, meta, true, async (tx) => {
      const result = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        key,
      ]);
      return result.rows.length > 0;
    });
  }

  /** which of the paths name objects the caller may see (createSignedUrls) */
  async visibleNames(
    auth: RequestAuth,
    meta: RequestMeta,
    bucketId: string,
    paths: string[],
  ): Promise<Set<string>> {
    assertValidBucketName(bucketId);
    const names = paths.filter(isValidKey);
    if (names.length === 0) return new Set();
    return this.asCaller<Set<string>>(auth, meta, true, async (tx) => {
      const result = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucketId, names],
      );
      return new Set(result.rows.map((row) => row.name));
    });
  }
}
