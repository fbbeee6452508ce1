import { formatRemoteVersions } from '@koperasi/shared-services/runtime-config';

/** The root element's attribute naming the version of each remote the page runs (set by the shell's server). */
export const REMOTE_VERSIONS_ATTRIBUTE = 'data-remote-versions';

const root = (doc: Document) => doc.getElementById('root');

/**
 * The version of each remote this page runs, as the root element names them (`storefront@1.4.0 auth@1.0.0
 * backoffice@1.0.0`); '' before they are known.
 */
export function remoteVersions(doc: Document = document): string {
  return root(doc)?.getAttribute(REMOTE_VERSIONS_ATTRIBUTE) ?? '';
}

/**
 * Names the runtime config's remote versions on the root element, where the server has not (a page the
 * production server did not send: the dev servers). The server's own is kept: it drew the page with it.
 */
export function markRemoteVersions(config: unknown, doc: Document = document): void {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  const element = root(doc);
  if (!element || element.hasAttribute(REMOTE_VERSIONS_ATTRIBUTE)) return;
  if (typeof remotes !== 'object' || remotes === null) return;
  const pinned = Object.fromEntries(
    Object.entries(remotes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  element.setAttribute(REMOTE_VERSIONS_ATTRIBUTE, formatRemoteVersions(pinned));
}

/**
 * Reports an error of the shell (a remote that did not load, a route that failed, a config that could not be
 * read) on the console, with the version of each remote the page runs, so that a report names the versions.
 */
export function reportShellError(message: string, ...details: unknown[]): void {
  console.error(`${message} [remotes: ${remoteVersions() || 'unknown'}]`, ...details);
}
