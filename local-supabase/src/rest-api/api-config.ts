import fs from 'node:fs';
import type { RestOptions } from '../rest/contract';
import { parseToml, type TomlTable } from '../storage/mini-toml';

/**
 * What the REST engine takes from config.toml's `[api]` section (the Supabase CLI's keys): `max_rows` (a
 * positive integer) and `schemas` (the exposed schemas). A missing or unreadable file gives the defaults.
 */
export function readApiToml(file: string): RestOptions {
  let api: TomlTable;
  try {
    api = (parseToml(fs.readFileSync(file, 'utf8')).api ?? {}) as TomlTable;
  } catch {
    return {};
  }
  const options: RestOptions = {};
  if (typeof api.max_rows === 'number' && Number.isInteger(api.max_rows) && api.max_rows > 0)
    options.maxRows = api.max_rows;
  if (Array.isArray(api.schemas)) {
    const schemas = api.schemas.filter((s): s is string => typeof s === 'string' && s !== '');
    if (schemas.length > 0) options.schemas = schemas;
  }
  if (Array.isArray(api.extra_search_path)) {
    options.extraSearchPath = api.extra_search_path.filter(
      (s): s is string => typeof s === 'string' && s !== '',
    );
  }
  return options;
}
