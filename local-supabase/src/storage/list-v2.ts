/**
 * POST /object/list-v2/{bucket} as upstream's ObjectStorage.listObjectsV2 answers it: a flat listing of
 * every object under a prefix, or with `with_delimiter` one level (folders end with "/"), sorted by name
 * or by a timestamp, in pages with an opaque cursor (base64 of "l:<last name>\no:<order>\nc:<column>\na:<time>").
 */
import { storageErrors } from './storage-error';

export interface ObjectRow {
  id: string;
  name: string;
  metadata: unknown;
  updated_at: Date;
  created_at: Date;
  last_accessed_at: Date;
}

export type SortColumnV2 = 'name' | 'updated_at' | 'created_at';

export interface ListV2Options {
  prefix: string;
  limit: number;
  cursor: string | undefined;
  withDelimiter: boolean;
  sortColumn: SortColumnV2 | undefined;
  sortOrder: 'asc' | 'desc' | undefined;
}

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS: Record<string, keyof Cursor> = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
};

export function encodeCursor(cursor: Cursor): string {
  let text = '';
  for (const [letter, field] of Object.entries(CURSOR_PARTS)) {
    if (cursor[field]) text += `${letter}:${cursor[field]}\n`;
  }
  return Buffer.from(text.slice(0, -1)).toString('base64');
}

export function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(part);
    const field = match ? CURSOR_PARTS[match[1]!] : undefined;
    if (!match || !field) throw storageErrors.invalidParameter('continuation token');
    cursor[field] = match[2]!;
  }
  if (cursor.sortOrder !== 'asc' && cursor.sortOrder !== 'desc') {
    throw storageErrors.invalidParameter('continuation token');
  }
  if (cursor.sortColumn !== undefined && !['name', 'updated_at', 'created_at'].includes(cursor.sortColumn)) {
    throw storageErrors.invalidParameter('continuation token');
  }
  if (cursor.sortColumnAfter !== undefined && Number.isNaN(Date.parse(cursor.sortColumnAfter))) {
    throw storageErrors.invalidParameter('continuation token');
  }
  return cursor;
}

interface Entry {
  key?: string;
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
  /** the sort time in milliseconds (timestamp sorts) */
  time: number;
}

/** byte order of the keys (COLLATE "C"); keys are ASCII, where UTF-16 order is the same */
const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function listObjectsV2(rows: ObjectRow[], options: ListV2Options) {
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const limit = Math.min(options.limit, 1000);
  const prefix = options.prefix;
  const order = (cursor?.sortOrder ?? options.sortOrder ?? 'asc') === 'desc' ? 'desc' : 'asc';
  const requestedColumn = (cursor?.sortColumn ?? options.sortColumn) as SortColumnV2 | undefined;
  const timeColumn =
    requestedColumn === 'updated_at' || requestedColumn === 'created_at' ? requestedColumn : undefined;
  // levels of upstream's search_v2: the key is that segment of the name
  const level = prefix ? prefix.split('/').length : 1;

  let entries: Entry[];
  if (!options.withDelimiter) {
    entries = rows.map((row) => ({
      id: row.id,
      name: row.name,
      metadata: row.metadata,
      updated_at: row.updated_at.toISOString(),
      created_at: row.created_at.toISOString(),
      last_accessed_at: row.last_accessed_at.toISOString(),
      time: timeColumn ? row[timeColumn].getTime() : 0,
    }));
  } else {
    const folders = new Map<string, Entry>();
    entries = [];
    for (const row of rows) {
      const slash = row.name.slice(prefix.length).indexOf('/');
      if (slash === -1) {
        entries.push({
          key: row.name.split('/')[level - 1] ?? '',
          name: row.name,
          id: row.id,
          updated_at: row.updated_at.toISOString(),
          created_at: row.created_at.toISOString(),
          last_accessed_at: row.last_accessed_at.toISOString(),
          metadata: row.metadata,
          time: timeColumn ? row[timeColumn].getTime() : 0,
        });
        continue;
      }
      const name = row.name.slice(0, prefix.length + slash + 1);
      const created = row.created_at.getTime();
      const folder = folders.get(name);
      if (folder) {
        // a folder's times are those of its oldest object, as search_by_timestamp aggregates them
        if (timeColumn && created < folder.time) {
          folder.time = created;
          folder.created_at = folder.updated_at = row.created_at.toISOString();
        }
        continue;
      }
      const entry: Entry = {
        key: name.split('/')[level - 1] ?? '',
        name,
        id: null,
        updated_at: timeColumn ? row.created_at.toISOString() : null,
        created_at: timeColumn ? row.created_at.toISOString() : null,
        last_accessed_at: null,
        metadata: null,
        time: created,
      };
      folders.set(name, entry);
      entries.push(entry);
    }
  }

  const direction = order === 'asc' ? 1 : -1;
  const compare = (a: { time: number; name: string }, b: { time: number; name: string }) =>
    direction * (timeColumn && a.time !== b.time ? a.time - b.time : compareNames(a.name, b.name));
  entries.sort(compare);

  if (cursor?.startAfter) {
    const after =
      timeColumn && cursor.sortColumnAfter
        ? { time: Date.parse(cursor.sortColumnAfter), name: cursor.startAfter }
        : undefined;
    entries = entries.filter((entry) =>
      after ? compare(entry, after) > 0 : direction * compareNames(entry.name, cursor.startAfter) > 0,
    );
  }

  const hasNext = entries.length > limit;
  const page = entries.slice(0, limit);
  const folders: Omit<Entry, 'time'>[] = [];
  const objects: Omit<Entry, 'time'>[] = [];
  for (const { time: _time, ...entry } of page) (entry.id === null ? folders : objects).push(entry);
  const last = page[page.length - 1];
  return {
    hasNext,
    nextCursor:
      hasNext && last
        ? encodeCursor({
            startAfter: last.name,
            sortOrder: cursor?.sortOrder ?? options.sortOrder,
            sortColumn: requestedColumn,
            sortColumnAfter: timeColumn ? new Date(last.time).toISOString() : undefined,
          })
        : undefined,
    nextCursorKey: hasNext && last ? last.name : undefined,
    folders,
    objects,
  };
}
