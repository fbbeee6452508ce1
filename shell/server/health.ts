// Readiness: the environment file is valid, each pinned remote's manifest (and each canary's) answers, and
// Supabase answers.
import { canaryManifestUrl } from './canary';
import { readEnvironment, type CanaryPin } from './environment';

export interface Check {
  name: string;
  ok: boolean;
  url?: string;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Check[];
}

/** How long a dependency may take to answer a readiness check. */
const CHECK_TIMEOUT_MS = 2000;

async function answers(
  url: string,
  headers: Record<string, string>,
  readJson: boolean,
): Promise<string | undefined> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (!response.ok) return `HTTP ${response.status}`;
    if (readJson) await response.json();
    else await response.arrayBuffer();
    return undefined;
  } catch (error) {
    // fetch's own error says only "fetch failed": its cause names the network error (ECONNREFUSED…)
    const failure = error as { message?: string; name?: string; cause?: { code?: string; message?: string } };
    if (failure.name === 'TimeoutError') return `no answer in ${CHECK_TIMEOUT_MS} ms`;
    return failure.cause?.code ?? failure.cause?.message ?? failure.message ?? 'unreachable';
  }
}

/** The readiness of a server serving `envFile`: every check, run side by side. */
export async function readiness(envFile: string): Promise<Readiness> {
  const environment = await readEnvironment(envFile, { strict: true });
  if (!environment.ok)
    return { ready: false, checks: [{ name: 'environment', ok: false, error: environment.error }] };
  const { remotes, supabase, canary = {} } = environment.config;
  const checks: Check[] = [{ name: 'environment', ok: true }];
  // a canary's manifest is its pinned URL with the version replaced: its visitors load it
  const canaries = Object.entries(canary as Partial<Record<string, CanaryPin>>).flatMap(([name, pin]) => {
    const url = pin && remotes[name] && canaryManifestUrl(remotes[name], pin.version);
    return url ? [[`remote ${name} canary ${pin.version}`, url] as const] : [];
  });
  const pending = [
    ...[...Object.entries(remotes).map(([name, url]) => [`remote ${name}`, url] as const), ...canaries].map(
      async ([name, url]): Promise<Check> => {
        const error = await answers(url, {}, true);
        return { name, ok: !error, url, ...(error ? { error } : {}) };
      },
    ),
    (async (): Promise<Check> => {
      // GoTrue's health endpoint, behind the API gateway that takes the anon key
      const url = `${supabase.url.replace(/\/+$/, '')}/auth/v1/health`;
      const error = await answers(url, { apikey: supabase.anonKey }, false);
      return { name: 'supabase', ok: !error, url, ...(error ? { error } : {}) };
    })(),
  ];
  checks.push(...(await Promise.all(pending)));
  return { ready: checks.every((check) => check.ok), checks };
}
