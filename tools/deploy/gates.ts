// The gates of `pnpm promote` and `pnpm rollback`: a pin changes only when every gate passes.
// - complete: what the origin serves for the version is what was built (release.json's digests);
// - compatible: the environment's shell provides every shared module and workspace export it needs.
// The smoke gate (a browser over every route) is in smoke.ts.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { Environment } from './environment-file';
import type { ReleaseOrigin } from './origin';
import { ROOT } from './paths';
import {
  WORKSPACE_SINGLETONS,
  buildVersion,
  describeBuild,
  digestOf,
  type ReleaseInfo,
} from './release-info';

export interface GateResult {
  name: 'complete' | 'compatible' | 'smoke';
  ok: boolean;
  /** one line: what was checked, or what is wrong */
  detail: string;
  /** each problem, when it failed */
  problems?: string[];
  ms: number;
}

export async function timed(
  name: GateResult['name'],
  run: () => Promise<Omit<GateResult, 'name' | 'ms'>>,
): Promise<GateResult> {
  const started = Date.now();
  try {
    return { name, ...(await run()), ms: Date.now() - started };
  } catch (error) {
    return { name, ok: false, detail: (error as Error).message, ms: Date.now() - started };
  }
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
}

/** The remote entry's path in the version's folder, as the manifest names it. */
export function remoteEntryOf(manifest: FederationManifest): string {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error('the manifest names no remote entry');
  return entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
}

/** Every file the manifest names: the remote entry and each chunk of each exposed and shared module. */
export function filesNamedBy(manifest: FederationManifest): string[] {
  const files = new Set<string>([remoteEntryOf(manifest)]);
  const add = (assets: ManifestAssets | undefined) => {
    for (const kind of [assets?.js, assets?.css])
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
  };
  for (const exposed of manifest.exposes ?? []) add(exposed.assets);
  for (const shared of manifest.shared ?? []) add(shared.assets);
  return [...files].sort();
}

export const FIRST_SCREEN_MODULE = 'server/first-screen.mjs';

async function fetchBytes(url: string): Promise<{ status: number; body?: Buffer }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) {
    await response.body?.cancel();
    return { status: response.status };
  }
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

export interface CompleteRelease {
  info: ReleaseInfo;
  manifest: FederationManifest;
  /** the digests the environment pins for it */
  digests: { manifest: string; remoteEntry: string; firstScreen?: string };
}

/**
 * The complete gate: release.json answers from the version's folder, and the manifest, the remote entry, every
 * chunk the manifest names and the first-screen module answer 200 with the bytes release.json lists.
 */
export async function checkComplete(
  remote: string,
  version: string,
  folderUrl: string,
): Promise<{ result: Omit<GateResult, 'name' | 'ms'>; release?: CompleteRelease }> {
  const fail = (detail: string, problems?: string[]) => ({
    result: { ok: false, detail, ...(problems ? { problems } : {}) },
  });
  const infoAnswer = await fetchBytes(`${folderUrl}/release.json`);
  if (!infoAnswer.body)
    return fail(`${folderUrl}/release.json answers ${infoAnswer.status}: not a release (pnpm release)`);
  const info = JSON.parse(infoAnswer.body.toString('utf8')) as ReleaseInfo;
  if (info.app !== remote || info.version !== version)
    return fail(`release.json is ${info.app} ${info.version}, not ${remote} ${version}`);
  const manifestAnswer = await fetchBytes(`${folderUrl}/mf-manifest.json`);
  if (!manifestAnswer.body) return fail(`mf-manifest.json answers ${manifestAnswer.status}`);
  const manifest = JSON.parse(manifestAnswer.body.toString('utf8')) as FederationManifest;
  const files = ['mf-manifest.json', ...filesNamedBy(manifest)];
  if (info.files[FIRST_SCREEN_MODULE]) files.push(FIRST_SCREEN_MODULE);
  const problems: string[] = [];
  const served = new Map<string, string>([['mf-manifest.json', digestOf(manifestAnswer.body)]]);
  await eachLimited(
    files.filter((file) => file !== 'mf-manifest.json'),
    8,
    async (file) => {
      const answer = await fetchBytes(`${folderUrl}/${file}`).catch((error: Error) => ({
        status: 0,
        body: undefined,
        error,
      }));
      if (!answer.body) problems.push(`${file}: answers ${answer.status || 'nothing'}`);
      else served.set(file, digestOf(answer.body));
    },
  );
  for (const [file, digest] of served) {
    const expected = info.files[file];
    if (!expected) problems.push(`${file}: not in release.json`);
    else if (expected !== digest)
      problems.push(`${file}: differs from the release (${digest.slice(0, 19)}…)`);
  }
  if (problems.length > 0) return fail(`${problems.length} of ${files.length} files fail`, problems.sort());
  const remoteEntry = remoteEntryOf(manifest);
  return {
    result: { ok: true, detail: `${files.length} files answer 200 and match release.json` },
    release: {
      info,
      manifest,
      digests: {
        manifest: served.get('mf-manifest.json')!,
        remoteEntry: served.get(remoteEntry)!,
        ...(served.has(FIRST_SCREEN_MODULE) ? { firstScreen: served.get(FIRST_SCREEN_MODULE)! } : {}),
      },
    },
  };
}

/** What the environment's shell offers, and where that was read. */
export interface ShellOffer {
  source: string;
  info: ReleaseInfo;
}

/** The pinned shell's release.json (`shell.version` at the release origin), else this checkout's build. */
export async function shellOffer(
  config: Environment,
  origin: ReleaseOrigin,
  root = ROOT,
): Promise<ShellOffer> {
  if (config.shell) {
    const key = `shell/${config.shell.version}/release.json`;
    const body = await origin.get(key);
    if (!body)
      throw new Error(`the pinned shell ${config.shell.version} has no ${key} at ${origin.description}`);
    return {
      source: `shell ${config.shell.version} (${origin.description})`,
      info: JSON.parse(body.toString('utf8')) as ReleaseInfo,
    };
  }
  // no shell pin: the shell this checkout built (what `npm start` runs), described now if its build left no
  // release.json (a build by `rsbuild build` alone)
  const file = path.join(root, 'shell', 'dist', 'release.json');
  if (!fs.existsSync(path.join(root, 'shell', 'dist', 'mf-manifest.json')))
    throw new Error('shell/dist is missing: build the shell (pnpm build)');
  const info = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseInfo)
    : describeBuild('shell', buildVersion('shell', root), path.join(root, 'shell'), root);
  return { source: `shell ${info.version} of this checkout (shell/dist)`, info };
}

/**
 * The compatible gate: every shared singleton the candidate requires is provided by the shell in a version
 * its range allows (semver), and every name it imports from a shared workspace package exists in the shell's
 * copy of it. Problems are named: `react: requires ^19.3.1, the shell provides 18.3.1`,
 * `@koperasi/shared-services: no export penandaBaru`.
 */
export function checkCompatible(candidate: ReleaseInfo, shell: ShellOffer): Omit<GateResult, 'name' | 'ms'> {
  const problems: string[] = [];
  const provided = new Map(shell.info.shared.map((entry) => [entry.name, entry]));
  let checkedShared = 0;
  for (const needed of candidate.shared) {
    if (!needed.singleton) continue;
    checkedShared++;
    const offer = provided.get(needed.name);
    if (!offer) problems.push(`${needed.name}: the shell does not share it`);
    else if (
      needed.requiredVersion &&
      !semver.satisfies(offer.version, needed.requiredVersion, { includePrerelease: true })
    )
      problems.push(
        `${needed.name}: requires ${needed.requiredVersion}, the shell provides ${offer.version}`,
      );
  }
  let checkedNames = 0;
  for (const pkg of WORKSPACE_SINGLETONS) {
    const names = (candidate.imports[pkg] ?? []).filter((name) => name !== '*' && name !== 'default');
    const offered = new Set(shell.info.provides?.[pkg] ?? []);
    checkedNames += names.length;
    const missing = names.filter((name) => !offered.has(name));
    if (missing.length > 0) problems.push(`${pkg}: no export ${missing.join(', ')}`);
  }
  if (problems.length > 0)
    return {
      ok: false,
      detail: `${shell.source} lacks what it needs (deploy the shell first): ${problems.join('; ')}`,
      problems,
    };
  return {
    ok: true,
    detail: `${shell.source} provides its ${checkedShared} shared singletons and ${checkedNames} workspace imports`,
  };
}
