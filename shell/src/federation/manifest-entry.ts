// Where a remote's files are, by its Module Federation manifest (mf-manifest.json): read alike by the browser
// (the integrity plugin, which gives the remote entry's script its digest) and by the shell's server (the
// page's script preloads).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The base URL of a remote's files: its manifest's `metaData.publicPath`, resolved against the manifest's
 * URL (`auto`: the manifest's folder, as the runtime infers it). Undefined when the manifest has none (a
 * public path computed at run time).
 */
export function manifestBase(manifestUrl: string, manifest: unknown): URL | undefined {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return undefined;
  const publicPath = manifest.metaData.publicPath;
  if (typeof publicPath !== 'string') return undefined;
  try {
    return publicPath === 'auto' || publicPath === ''
      ? new URL('.', manifestUrl)
      : new URL(publicPath, manifestUrl);
  } catch {
    return undefined;
  }
}

/**
 * The URL of the remote entry a manifest names (`metaData.remoteEntry`: its folder and file name, relative
 * to the public path), or undefined.
 */
export function remoteEntryUrl(manifestUrl: string, manifest: unknown): string | undefined {
  const base = manifestBase(manifestUrl, manifest);
  const entry = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData.remoteEntry : undefined;
  if (!base || !isRecord(entry) || typeof entry.name !== 'string') return undefined;
  const folder = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/?$/, '/') : '';
  try {
    return new URL(`${folder}${entry.name}`, base).href;
  } catch {
    return undefined;
  }
}
