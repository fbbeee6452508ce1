/**
 * The bucket API (/storage/v1/bucket) as upstream storage answers it. Every read and write of
 * storage.buckets runs as the caller, so the table's RLS decides: without a policy on storage.buckets only
 * the service role lists, reads, creates, updates or deletes buckets (the others see none and get 403 on
 * writes). Emptying a bucket is for the service role only, as upstream (Access denied: Invalid role).
 */
import type { Database, RequestMeta } from '../db/database';
import type { RequestAuth } from '../rest/contract';
import { allowedMimeTypesFrom, fileSizeLimitFrom, isStorableText } from './header-values';
import { assertValidBucketName, type ObjectFiles } from './object-files';
import { StorageError, storageErrorFromDatabase, storageErrors } from './storage-error';

export interface BucketView {
  id: string;
  name: string;
  owner: string;
  public: boolean;
  type?: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

interface BucketRecord {
  id: string;
  name: string;
  owner: string | null;
  public: boolean | null;
  type?: string;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface ListBucketsQuery {
  limit?: number;
  offset?: number;
  sortColumn?: string;
  sortOrder?: string;
  search?: string;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);
const COLUMNS =
  'id, name, owner::text as owner, public, created_at, updated_at, file_size_limit::text as file_size_limit, allowed_mime_types';

function viewOf(row: BucketRecord): BucketView {
  return {
    id: row.id,
    name: row.name,
    // upstream's response schema writes a null owner as ""
    owner: row.owner ?? '',
    public: row.public === true,
    ...(row.type !== undefined ? { type: row.type } : {}),
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function ownerOf(auth: RequestAuth): string | null {
  const sub = auth.claims.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw storageErrors.invalidRequest(`body/${field} must be boolean`);
  return value;
}

export class BucketService {
  constructor(
    private readonly db: Database,
    private readonly files: ObjectFiles,
    /** the server's upload limit: no bucket may allow more */
    private readonly maxUploadBytes: number,
  ) {}

  private async asCaller<T>(
    auth: RequestAuth,
    meta: RequestMeta,
    readOnly: boolean,
    fn: Parameters<Database['withRequestTransaction']>[3],
  ): Promise<T> {
    try {
      return (await this.db.withRequestTransaction(auth, meta, { readOnly }, fn)) as T;
    } catch (error) {
      if (error instanceof StorageError) throw error;
      throw storageErrorFromDatabase(error) ?? error;
    }
  }

  async list(auth: RequestAuth, meta: RequestMeta, query: ListBucketsQuery): Promise<BucketView[]> {
    const params: unknown[] = [];
    let where = '';
    if (query.search) {
      if (!isStorableText(query.search)) throw storageErrors.invalidParameter('search');
      params.push(`%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      where = `where name ilike $${params.length} escape '\\'`;
    }
    const column = query.sortColumn && SORT_COLUMNS.has(query.sortColumn) ? query.sortColumn : 'name';
    const order = query.sortOrder === 'desc' ? 'desc' : 'asc';
    let pagination = '';
    if (query.limit !== undefined) {
      params.push(query.limit);
      pagination += ` limit $${params.length}`;
    }
    if (query.offset !== undefined) {
      params.push(query.offset);
      pagination += ` offset $${params.length}`;
    }
    const rows = await this.asCaller<BucketRecord[]>(auth, meta, true, async (tx) => {
      const result = await tx.query<BucketRecord>(
        `select ${COLUMNS}, type from storage.buckets ${where} order by ${column} ${order}, id${pagination}`,
        params,
      );
      return result.rows;
    });
    return rows.map(viewOf);
  }

  async get(auth: RequestAuth, meta: RequestMeta, id: string): Promise<BucketView> {
    assertValidBucketName(id);
    const row = await this.asCaller<BucketRecord | undefined>(auth, meta, true, async (tx) => {
      const result = await tx.query<BucketRecord>(`select ${COLUMNS} from storage.buckets where id = $1`, [
        id,
      ]);
      return result.rows[0];
    });
    if (!row) throw storageErrors.bucketNotFound();
    return viewOf(row);
  }

  private limitsOf(body: Record<string, unknown>) {
    const fileSizeLimit = fileSizeLimitFrom(body.file_size_limit);
    if (typeof fileSizeLimit === 'number' && fileSizeLimit > this.maxUploadBytes)
      throw storageErrors.tooLarge();
    return { fileSizeLimit, allowedMimeTypes: allowedMimeTypesFrom(body.allowed_mime_types) };
  }

  async create(
    auth: RequestAuth,
    meta: RequestMeta,
    body: Record<string, unknown>,
  ): Promise<{ name: string }> {
    const name = body.name;
    if (typeof name !== 'string')
      throw storageErrors.invalidRequest("body must have required property 'name'");
    if (body.id !== undefined && typeof body.id !== 'string') {
      throw storageErrors.invalidRequest('body/id must be string');
    }
    const id = body.id || name;
    if (name.trim() !== name) throw storageErrors.invalidBucketName();
    assertValidBucketName(name);
    assertValidBucketName(id);
    if (body.type !== undefined && body.type !== 'STANDARD' && body.type !== 'ANALYTICS') {
      throw storageErrors.invalidRequest('body/type must be equal to one of the allowed values');
    }
    if (body.type === 'ANALYTICS') {
      throw storageErrors.featureNotEnabled('Iceberg buckets are not enabled for this tenant');
    }
    const isPublic = optionalBoolean(body.public, 'public') ?? false;
    const { fileSizeLimit, allowedMimeTypes } = this.limitsOf(body);
    const owner = ownerOf(auth);
    try {
      await this.asCaller(auth, meta, false, async (tx) => {
        await tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
          [
            id,
            name,
            owner && UUID.test(owner) ? owner : null,
            owner,
            isPublic,
            fileSizeLimit ?? null,
            allowedMimeTypes ?? null,
          ],
        );
      });
    } catch (error) {
      if (error instanceof StorageError && error.code === 'Duplicate')
        throw storageErrors.bucketAlreadyExists();
      throw error;
    }
    return { name };
  }

  async update(
    auth: RequestAuth,
    meta: RequestMeta,
    id: string,
    body: Record<string, unknown>,
  ): Promise<{ message: string }> {
    assertValidBucketName(id);
    const isPublic = optionalBoolean(body.public, 'public');
    const { fileSizeLimit, allowedMimeTypes } = this.limitsOf(body);
    const sets: string[] = [];
    const params: unknown[] = [];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (isPublic !== undefined) set('public', isPublic);
    if (fileSizeLimit !== undefined) set('file_size_limit', fileSizeLimit);
    if (allowedMimeTypes !== undefined) set('allowed_mime_types', allowedMimeTypes, '::text[]');
    if (sets.length === 0) throw storageErrors.invalidRequest('No content provided');
    params.push(id);
    const updated = await this.asCaller<number>(auth, meta, false, async (tx) => {
      const result = await tx.query(
        `update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $${params.length}`,
        params,
      );
      return result.rowCount;
    });
    if (updated === 0) throw storageErrors.bucketNotFound();
    return { message: 'Successfully updated' };
  }

  /** every object of the bucket, rows and files (upstream queues this; here it is done before answering) */
  async empty(auth: RequestAuth, id: string): Promise<{ message: string }> {
    if (auth.role !== 'service_role') throw storageErrors.invalidRole();
    assertValidBucketName(id);
    const exists = await this.db.admin.query('select 1 from storage.buckets where id = $1', [id]);
    if (exists.rows.length === 0) throw storageErrors.bucketNotFound();
    await this.db.withAdminTransaction(async (tx) => {
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      const deleted = await tx.query<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 returning name',
        [id],
      );
      for (const row of deleted.rows) await this.files.remove(id, row.name).catch(() => undefined);
    });
    // upstream's words since it empties in the background; here the bucket is empty when this answers
    return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
  }

  async remove(auth: RequestAuth, meta: RequestMeta, id: string): Promise<{ message: string }> {
    assertValidBucketName(id);
    const found = await this.db.admin.query<{ objects: boolean }>(
      `select exists (select 1 from storage.objects o where o.bucket_id = b.id) as objects
         from storage.buckets b where b.id = $1`,
      [id],
    );
    const bucket = found.rows[0];
    if (!bucket) throw storageErrors.bucketNotFound();
    if (bucket.objects) throw storageErrors.bucketNotEmpty();
    let deleted: number;
    try {
      deleted = await this.asCaller<number>(auth, meta, false, async (tx) => {
        await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
        return (await tx.query('delete from storage.buckets where id = $1', [id])).rowCount;
      });
    } catch (error) {
      // an object came in meanwhile (the objects' foreign key)
      if (error instanceof StorageError && error.code === 'NoSuchBucket')
        throw storageErrors.bucketNotEmpty();
      throw error;
    }
    if (deleted === 0) throw storageErrors.bucketNotFound();
    await this.files.removeBucket(id).catch(() => undefined);
    return { message: 'Successfully deleted' };
  }
}
