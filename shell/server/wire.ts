// What the shell's server puts on the wire besides static files: the shell's HTML with the environment's
// runtime config inlined (and preload hints for the route's remote manifest and scripts), the first screen the
// server drew into its frame, content negotiation between brotli, gzip and identity, and ETags for
// revalidation. Node's standard library, and the shell's own reading of remote manifests and versions.
import crypto from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { formatRemoteVersions } from '@koperasi/shared-services/runtime-config';
import { manifestBase, remoteEntryUrl } from '../src/federation/manifest-entry';
import { REMOTE_VERSIONS_ATTRIBUTE } from '../src/federation/remote-versions';

/** The id of the `<script type="application/json">` the shell's entry reads before fetching the config. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'koperasi-runtime-config';

/** JSON that is safe inside a `<script>` element: no `</script>`, `<!--`, or JS line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The remote that renders a path, for the manifest preload hint. Mirrors the route lists' prefixes
 * (backoffice/route-list.ts: /admin, /seller; auth/route-list.ts: /auth); everything else is the storefront's.
 */
export function remoteForPath(pathname: string): 'backoffice' | 'auth' | 'storefront' {
  if (/^\/(admin|seller)(\/|$)/.test(pathname)) return 'backoffice';
  if (/^\/auth(\/|$)/.test(pathname)) return 'auth';
  return 'storefront';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The scripts the Module Federation runtime loads first for a remote's exposed module, by its manifest
 * (`manifest`, fetched from `manifestUrl`): the remote entry and the module's own chunks (`assets.js.sync`),
 * as preloadRemote finds them. [] when the manifest names none, or its public path is computed at run time.
 */
export function remoteScripts(manifestUrl: string, manifest: unknown, module: string): string[] {
  try {
    const base = manifestBase(manifestUrl, manifest);
    if (!base || !isRecord(manifest)) return [];
    const entry = remoteEntryUrl(manifestUrl, manifest);
    const scripts: URL[] = entry ? [new URL(entry)] : [];
    const expose = Array.isArray(manifest.exposes)
      ? (manifest.exposes as unknown[]).find((e) => isRecord(e) && e.name === module)
      : undefined;
    const assets = isRecord(expose) && isRecord(expose.assets) ? expose.assets : undefined;
    const sync = assets && isRecord(assets.js) ? assets.js.sync : undefined;
    if (Array.isArray(sync))
      for (const file of sync as unknown[]) if (typeof file === 'string') scripts.push(new URL(file, base));
    return scripts.filter((url) => url.protocol === 'http:' || url.protocol === 'https:').map(String);
  } catch {
    return [];
  }
}

/**
 * A script the page preloads; `integrity` (a remote entry whose digest the environment pins) goes on the
 * preload with CORS, as on the script the runtime then adds, so that the browser takes the preloaded file
 * for it, checked, instead of fetching it a second time.
 */
export interface ScriptPreload {
  href: string;
  integrity?: string;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shell's index.html for `pathname` with the runtime config inlined, so the entry does not wait for a
 * second request, and a preload of the route's remote manifest, which the Module Federation runtime otherwise
 * requests only after the shell's code has run. The preload matches the runtime's `fetch(url, {})` (CORS,
 * no credentials). `scripts`: the route's remote entry and module chunks (remoteScripts), preloaded as the
 * runtime's preloadRemote preloads them (no CORS mode), so they load beside the shell's entry instead of after
 * it. `config`: the visitor's runtime config, parsed (the server sends a config that is not JSON as the bare
 * index.html, and the entry then fetches /runtime-config.json and reports the error). The root element
 * names the version of each remote the page runs (`data-remote-versions="storefront@1.4.0 auth@1.0.0 …"`).
 */
export function shellPage(
  html: string,
  config: unknown,
  pathname: string,
  scripts: Array<string | ScriptPreload> = [],
): string {
  const tags: string[] = [];
  const remotes = isRecord(config) && isRecord(config.remotes) ? config.remotes : {};
  const manifest = remotes[remoteForPath(pathname)];
  if (typeof manifest === 'string' && /^(https?:)?\//.test(manifest))
    tags.push(
      `<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin="anonymous" />`,
    );
  for (const script of scripts) {
    const { href, integrity } = typeof script === 'string' ? { href: script, integrity: undefined } : script;
    tags.push(
      integrity
        ? `<link rel="preload" href="${escapeAttribute(href)}" as="script" integrity="${escapeAttribute(integrity)}" crossorigin="anonymous" />`
        : `<link rel="preload" href="${escapeAttribute(href)}" as="script" />`,
    );
  }
  tags.push(
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForScript(config)}</script>`,
  );
  const at = html.search(/<\/head>/i);
  const insert = `${tags.join('\n    ')}\n  `;
  const page = at === -1 ? `${insert}${html}` : `${html.slice(0, at)}${insert}${html.slice(at)}`;
  const pinned = Object.fromEntries(
    Object.entries(remotes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const versions = escapeAttribute(formatRemoteVersions(pinned));
  return page.replace(/<div id="root"/, () => `<div id="root" ${REMOTE_VERSIONS_ATTRIBUTE}="${versions}"`);
}

/** Where index.html's frame takes the server's first screen (tools/index.html, in the frame's content). */
export const FIRST_SCREEN_MARKER = '<!--koperasi:first-screen-->';
/** The id of the `<script type="application/json">` with the answer to the first screen's read. */
export const FIRST_ANSWER_ELEMENT_ID = 'koperasi-first-answer';

/**
 * The page cut where its frame takes the server's first screen: what can be sent before the screen is drawn
 * (the head, the frame with its skeletons) and the rest; undefined for a page without the marker.
 */
export function splitAtFirstScreen(html: string): [string, string] | undefined {
  const at = html.indexOf(FIRST_SCREEN_MARKER);
  if (at === -1) return undefined;
  return [html.slice(0, at), html.slice(at + FIRST_SCREEN_MARKER.length)];
}

/** The answer to the read behind a first screen, which goes with it into the page. */
export interface FirstAnswer {
  url: string;
  status: number;
  contentType: string | null;
  contentRange: string | null;
  body: string;
}

/**
 * What goes at the marker: the first screen the server drew (`screen.html`: the home page's cards, a
 * product's page, its outer element with the frame's `kf-p` class and `data-ready`, what the app's page shows
 * when it has drawn its own: shell/src/first-screen/hold-frame.ts) and the answer to the read behind it,
 * which the page's own request then takes instead of asking again.
 */
export function firstScreenHtml(screen: { html: string }, answer: FirstAnswer): string {
  return (
    screen.html +
    `<script type="application/json" id="${FIRST_ANSWER_ELEMENT_ID}">${jsonForScript(answer)}</script>`
  );
}

/**
 * Sends a page in two parts: `head` at once (compressed as the client accepts, flushed), then `rest` once it
 * resolves. The first paint (the frame) does not wait for what the rest waits for. No validator: the rest
 * changes with the database. Resolves when the whole page has been handed to the socket.
 */
export async function sendStreamed(
  req: IncomingMessage,
  res: ServerResponse,
  head: string,
  rest: Promise<string>,
  headers: OutgoingHttpHeaders,
): Promise<void> {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const vary = typeof headers.Vary === 'string' ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  res.writeHead(200, {
    ...headers,
    Vary: vary,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const finished = new Promise<void>((resolve) => res.once('close', resolve));
  const out =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.createGzip()
        : undefined;
  if (!out) {
    res.write(head);
    res.end(await rest);
  } else {
    out.pipe(res);
    out.write(head);
    out.flush();
    out.end(await rest);
  }
  await finished;
}

/** A weak validator over the bytes of a representation (weak: the encodings of one body share it). */
export function etagOf(body: Buffer | string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the request's If-None-Match names `etag` (or `*`). */
export function isFresh(req: Pick<IncomingMessage, 'headers'>, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag.replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts among br, gzip and identity (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | string[] = ''): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const encoded = new Map<string, Buffer>();

/** `body` in `encoding`, cached per validator (the HTML changes only with index.html or the config). */
function encode(body: Buffer, encoding: Encoding, etag: string): Buffer {
  if (encoding === 'identity') return body;
  const key = `${encoding} ${etag}`;
  let out = encoded.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : zlib.gzipSync(body, { level: 9 });
    if (encoded.size > 64) encoded.clear();
    encoded.set(key, out);
  }
  return out;
}

/**
 * Sends a dynamic body (the shell's HTML, the runtime config) with an ETag, 304 when the client has it,
 * compressed when the client accepts it and it is worth it, with the length of the bytes actually sent.
 */
export function sendRevalidated(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer | string,
  headers: OutgoingHttpHeaders,
): void {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const etag = etagOf(buffer);
  const vary = typeof headers.Vary === 'string' ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  const common = { ...headers, ETag: etag, Vary: vary };
  if (isFresh(req, etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const encoding = buffer.length >= 1024 ? preferredEncoding(req.headers['accept-encoding']) : 'identity';
  const out = encode(buffer, encoding, etag);
  res.writeHead(200, {
    ...common,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': out.length,
  });
  res.end(req.method === 'HEAD' ? undefined : out);
}
