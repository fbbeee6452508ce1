// The versions a visitor runs. An environment pins each remote's version (`remotes`) and may give a share of
// visitors a second version of a remote (`canary.<remote>: { version, percent, integrity? }`). Each visitor is
// drawn once per canary version, with probability percent/100, and keeps the draw in a cookie
// (koperasi_canary): the page, its inlined config, /runtime-config.json and the server's first screen all
// follow it.
import { remoteVersionOf } from '@koperasi/shared-services/runtime-config';
import type { CanaryPin, Environment, RemoteDigests, RemoteName } from './environment';

/** The cookie holding a visitor's draws: `<remote>:<canary version>:<canary|stable>`, joined by `|`. */
export const CANARY_COOKIE = 'koperasi_canary';
/** A draw is kept a year; a new canary version is a new draw. */
export const CANARY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type CanaryChoice = 'canary' | 'stable';

/** A visitor's draw for one remote: the canary version it was drawn for, and what it got. */
export interface CanaryDraw {
  version: string;
  choice: CanaryChoice;
}

/** A random number in [0, 1), as Math.random. */
export type RandomSource = () => number;

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$/;
const DRAW = /^([a-z][a-z0-9-]*):([^:|]+):(canary|stable)$/;

/** The value of the cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The draws a koperasi_canary cookie holds, by remote; what does not parse is left out. */
export function parseCanaryCookie(value: string | undefined): Map<string, CanaryDraw> {
  const draws = new Map<string, CanaryDraw>();
  for (const item of (value ?? '').split('|')) {
    const match = DRAW.exec(item);
    if (match && VERSION.test(match[2]!) && !draws.has(match[1]!))
      draws.set(match[1]!, { version: match[2]!, choice: match[3] as CanaryChoice });
  }
  return draws;
}

export function formatCanaryCookie(draws: Map<string, CanaryDraw>): string {
  return [...draws].map(([remote, { version, choice }]) => `${remote}:${version}:${choice}`).join('|');
}

/**
 * The manifest URL of another version of a remote: the pinned URL with its version segment (the folder of
 * mf-manifest.json) replaced; undefined when the pinned URL has no such segment.
 */
export function canaryManifestUrl(pinnedUrl: string, version: string): string | undefined {
  if (!URL.canParse(pinnedUrl, 'http://x')) return undefined;
  const absolute = URL.canParse(pinnedUrl);
  const url = new URL(pinnedUrl, 'http://x');
  const segments = url.pathname.split('/');
  if (segments.length < 3 || !segments[segments.length - 2]) return undefined;
  segments[segments.length - 2] = encodeURIComponent(version);
  url.pathname = segments.join('/');
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/** The environment's canary of a remote, when it is one the server can serve (a version, 1..99 %). */
function canaryOf(config: Environment, remote: string): CanaryPin | undefined {
  const canary = (config.canary as Partial<Record<string, CanaryPin>> | undefined)?.[remote];
  if (typeof canary !== 'object' || canary === null) return undefined;
  const { version, percent } = canary;
  if (typeof version !== 'string' || !VERSION.test(version)) return undefined;
  if (typeof percent !== 'number' || !(percent > 0 && percent < 100)) return undefined;
  return canary;
}

/**
 * The runtime config of a visitor who runs `canaries` (remote names) in their canary version: those remotes'
 * manifest URLs and digests replaced by the canary's (no digests when the canary pins none), and nothing of
 * what only the server and the release tools read (`canary`, `release`).
 */
export function configWithCanaries(config: Environment, canaries: Iterable<string>): Environment {
  const { canary: _canary, release: _release, ...rest } = config;
  const remotes = { ...config.remotes };
  const integrity: Partial<Record<string, RemoteDigests>> = { ...config.integrity };
  for (const remote of canaries) {
    const canary = canaryOf(config, remote);
    const pinned = config.remotes[remote];
    const url = canary && pinned !== undefined ? canaryManifestUrl(pinned, canary.version) : undefined;
    if (!canary || !url) continue;
    remotes[remote] = url;
    if (canary.integrity) integrity[remote] = canary.integrity;
    else delete integrity[remote];
  }
  const digests = Object.keys(integrity).length > 0 || config.integrity !== undefined;
  return {
    ...rest,
    remotes,
    ...(digests ? { integrity } : {}),
  };
}

/** Every combination of versions a visitor may get: all stable, and every canary at once (to warm up). */
export function pinVariants(config: Environment): Environment[] {
  const canaries = Object.keys(config.remotes).filter((remote) => canaryOf(config, remote));
  return canaries.length
    ? [configWithCanaries(config, []), configWithCanaries(config, canaries)]
    : [configWithCanaries(config, [])];
}

export interface Visitor {
  /** the config this visitor's page runs (and the server draws its first screen with) */
  config: Environment;
  /** the version each remote runs for this visitor, by name */
  versions: Record<string, string>;
  /** whether the environment has a canary (the page then varies with the Cookie header) */
  varies: boolean;
  /** the Set-Cookie header to send, when the visitor's draws changed */
  setCookie?: string;
}

/**
 * The versions a visitor runs. For each remote with a canary: the visitor's draw for that canary version
 * from the cookie, else a new draw (canary with probability percent/100 of `random`). A draw for another
 * canary version (the canary moved on) is drawn again, so nobody is moved to a version they were not drawn
 * for; a remote without a canary any more runs its pinned version, and its draw is dropped. A cookie that does
 * not parse counts as none. `secure`: the request came over HTTPS (the cookie is then Secure).
 */
export function assignVersions(
  config: Environment,
  cookieHeader: string | null | undefined,
  random: RandomSource = Math.random,
  { secure = false }: { secure?: boolean } = {},
): Visitor {
  const sent = cookieValue(cookieHeader, CANARY_COOKIE);
  const held = parseCanaryCookie(sent);
  const draws = new Map<string, CanaryDraw>();
  for (const remote of Object.keys(config.remotes) as RemoteName[]) {
    const canary = canaryOf(config, remote);
    if (!canary || !canaryManifestUrl(config.remotes[remote]!, canary.version)) continue;
    const kept = held.get(remote);
    draws.set(
      remote,
      kept?.version === canary.version
        ? kept
        : { version: canary.version, choice: random() * 100 < canary.percent ? 'canary' : 'stable' },
    );
  }
  const canaries = [...draws].filter(([, draw]) => draw.choice === 'canary').map(([remote]) => remote);
  const visitorConfig = configWithCanaries(config, canaries);
  const value = formatCanaryCookie(draws);
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const setCookie =
    value === (sent ?? '')
      ? undefined
      : value
        ? `${CANARY_COOKIE}=${value}; Max-Age=${CANARY_COOKIE_MAX_AGE_S}; ${attributes}`
        : `${CANARY_COOKIE}=; Max-Age=0; ${attributes}`;
  return {
    config: visitorConfig,
    versions: Object.fromEntries(
      Object.entries(visitorConfig.remotes).map(([name, url]) => [name, remoteVersionOf(url)]),
    ),
    varies: draws.size > 0 || sent !== undefined,
    ...(setCookie ? { setCookie } : {}),
  };
}
