// The environment file (deploy/environments/<environment>.json): the runtime config the shell's pages get
// inline and at /runtime-config.json, and the server's own budgets. Read on every request, so that editing
// it pins other remote versions without a restart.
import fs from 'node:fs';
import {
  isRuntimeConfig,
  remoteVersionOf,
  type RemoteDigests,
  type RuntimeConfig,
} from '@koperasi/shared-services/runtime-config';
import { schemaProblems } from './environment-schema';

/** The first screen's time budgets (README: "The first screen"); the browser reads `holdMaxMs`. */
export interface FirstScreenBudgets {
  /** how long the HTML waits for the first screen's read; after that it goes out with the skeleton frame */
  readTimeoutMs?: number;
  /** after a read without an answer in time (or a server error), how long pages skip that Supabase project */
  backoffMs?: number;
  holdMaxMs?: number;
}

export interface ServerSettings {
  /** how often a remote's manifest and first-screen module are checked again (conditional requests) */
  moduleRecheckMs?: number;
}

export type RemoteName = 'storefront' | 'auth' | 'backoffice';

export type { RemoteDigests };

/** a second version of a remote for a share of visitors */
export interface CanaryPin {
  version: string;
  /** 1..99 */
  percent: number;
  integrity?: RemoteDigests;
}

export interface Environment extends RuntimeConfig {
  firstScreen?: FirstScreenBudgets;
  server?: ServerSettings;
  /** the digests of each pinned remote (`pnpm promote` writes them) */
  integrity?: Partial<Record<RemoteName, RemoteDigests>>;
  canary?: Partial<Record<RemoteName, CanaryPin>>;
  /** the shell release this environment runs */
  shell?: { version: string };
  /** where releases are published (an S3-compatible bucket); else RELEASE_DIR */
  release?: {
    s3: { endpoint: string; bucket: string; region: string; prefix?: string; forcePathStyle?: boolean };
  };
}

/** A duration in ms: a number >= 0, else `fallback`. */
export function durationMs(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The environment file as read: its text and, when valid, the config; else what is wrong with it. */
export type EnvironmentRead =
  { ok: true; text: string; config: Environment } | { ok: false; text?: string; error: string };

/** What is wrong with a parsed environment file, or undefined when nothing is. */
export function environmentProblem(value: unknown): string | undefined {
  if (!isRuntimeConfig(value))
    return 'environment, supabase.url, supabase.anonKey and remotes (name: manifest URL) are required';
  if (!URL.canParse(value.supabase.url)) return `supabase.url is not a URL: ${value.supabase.url}`;
  for (const [name, url] of Object.entries(value.remotes))
    if (!URL.canParse(url)) return `remotes.${name} is not a URL: ${url}`;
  return undefined;
}

/**
 * Reads and checks the environment file. Never throws. A page takes any file it can use (`strict` false);
 * the server's start and /readyz hold it to the schema (deploy/environment.schema.json), naming each field.
 */
export async function readEnvironment(file: string, { strict = false } = {}): Promise<EnvironmentRead> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, error: `cannot read ${file}: ${(error as Error).message}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, text, error: `${file} is not JSON: ${(error as Error).message}` };
  }
  const problem = strict ? schemaProblems(value).join('; ') : environmentProblem(value);
  return problem
    ? { ok: false, text, error: `${file}: ${problem}` }
    : { ok: true, text, config: value as Environment };
}

/** The version of a pinned remote, from its manifest URL (`…/<version>/mf-manifest.json`), else the URL. */
export function versionOf(manifestUrl: string): string {
  return remoteVersionOf(manifestUrl);
}

/** The versions of the remotes an environment pins, by name. */
export function pinnedVersions(config: Environment): Record<string, string> {
  return Object.fromEntries(Object.entries(config.remotes).map(([name, url]) => [name, versionOf(url)]));
}
