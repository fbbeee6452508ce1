import fs from 'node:fs';
import path from 'node:path';
import { parseToml, type TomlTable } from '../storage/mini-toml';

/** a function's `[functions.<name>]` section of supabase/config.toml, with the Supabase CLI's defaults */
export interface FunctionSettings {
  /** the Authorization bearer must be a JWT signed with the project's secret (default true) */
  verifyJwt: boolean;
  /** false: the function is not served (default true) */
  enabled: boolean;
  /** the entry module, relative to config.toml's folder (default `functions/<name>/index.ts`) */
  entrypoint: string | undefined;
}

const DEFAULTS: FunctionSettings = { verifyJwt: true, enabled: true, entrypoint: undefined };

function settingsOf(raw: unknown, baseDir: string): FunctionSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return DEFAULTS;
  const table = raw as TomlTable;
  return {
    verifyJwt: table.verify_jwt !== false,
    enabled: table.enabled !== false,
    entrypoint:
      typeof table.entrypoint === 'string' && table.entrypoint.trim() !== ''
        ? path.resolve(baseDir, table.entrypoint)
        : undefined,
  };
}

/** config.toml's `[functions.*]` sections, read again when the file changes */
export class FunctionSettingsFile {
  private cached: { mtimeMs: number; settings: Map<string, FunctionSettings> } | undefined;

  constructor(private readonly file: string) {}

  get(name: string): FunctionSettings {
    return this.read().get(name) ?? DEFAULTS;
  }

  private read(): Map<string, FunctionSettings> {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      return new Map();
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.settings;
    const functions = parseToml(fs.readFileSync(this.file, 'utf8')).functions;
    const baseDir = path.dirname(this.file);
    const settings = new Map<string, FunctionSettings>();
    if (typeof functions === 'object' && !Array.isArray(functions)) {
      for (const [name, raw] of Object.entries(functions)) settings.set(name, settingsOf(raw, baseDir));
    }
    this.cached = { mtimeMs, settings };
    return settings;
  }
}
