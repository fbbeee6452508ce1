import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { mimeTypeFromFileName } from './content-type';
import { parseByteSize, parseToml, type TomlTable } from './mini-toml';
import { eTagOf, ObjectFiles } from './object-files';

export interface BucketSeed {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  objectsPath: string | undefined;
}

export function readBucketSeeds(supabaseDir: string): BucketSeed[] {
  const file = path.join(supabaseDir, 'config.toml');
  if (!fs.existsSync(file)) return [];
  const config = parseToml(fs.readFileSync(file, 'utf8'));
  const buckets = ((config.storage as TomlTable | undefined)?.buckets ?? {}) as TomlTable;
  return Object.entries(buckets).map(([id, raw]) => {
    const entry = raw as TomlTable;
    const allowed = Array.isArray(entry.allowed_mime_types) ? entry.allowed_mime_types.map(String) : null;
    return {
      id,
      public: entry.public === true,
      fileSizeLimit: parseByteSize(entry.file_size_limit),
      allowedMimeTypes: allowed,
      objectsPath:
        typeof entry.objects_path === 'string' ? path.resolve(supabaseDir, entry.objects_path) : undefined,
    };
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    else if (entry.isFile() && !entry.name.startsWith('.')) found.push(full);
  }
  return found.sort();
}

/**
 * What `supabase seed buckets` does: create the buckets of config.toml that don't exist yet and upload
 * each objects_path file under its relative name, unless the object is already there.
 */
export async function seedBuckets(
  db: Database,
  supabaseDir: string,
  storageDir: string,
  log: (message: string) => void,
): Promise<number> {
  const files = new ObjectFiles(storageDir);
  let uploaded = 0;
  for (const bucket of readBucketSeeds(supabaseDir)) {
    await db.admin.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4::text[]) on conflict (id) do nothing`,
      [bucket.id, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
    );
    if (!bucket.objectsPath) continue;
    const existing = await db.admin.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1',
      [bucket.id],
    );
    const known = new Set(existing.rows.map((row) => row.name));
    for (const file of filesUnder(bucket.objectsPath)) {
      const key = path.relative(bucket.objectsPath, file).split(path.sep).join('/');
      if (known.has(key) && (await files.exists(bucket.id, key))) continue;
      const bytes = fs.readFileSync(file);
      const metadata = {
        eTag: eTagOf(bytes),
        size: bytes.length,
        mimetype: mimeTypeFromFileName(key),
        cacheControl: 'max-age=3600',
        lastModified: new Date().toUTCString(),
        contentLength: bytes.length,
        httpStatusCode: 200,
      };
      await files.write(bucket.id, key, bytes);
      await db.admin.query(
        `insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3::jsonb, gen_random_uuid()::text)
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
        [bucket.id, key, JSON.stringify(metadata)],
      );
      uploaded++;
    }
  }
  if (uploaded > 0) log(`seeded ${uploaded} storage object(s)`);
  return uploaded;
}
