// Static files: the shell's build, and (locally, standing in for a CDN) each remote's published versions.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

const ICON_TYPES: Record<string, string> = {
  '/favicon.ico': 'image/x-icon',
  '/favicon.svg': 'image/svg+xml',
};

/** sirv's type table has no .ico */
export const iconType = (pathname: string): string | undefined => ICON_TYPES[pathname];

/**
 * Answers /favicon.ico and /favicon.svg from `publicDir` (tools/public: the shell's build carries them, a
 * remote's origin serves them from there); false for any other request.
 */
export function serveFavicon(publicDir: string, req: IncomingMessage, res: ServerResponse): boolean {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  const type = ICON_TYPES[pathname];
  if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  fs.readFile(path.join(publicDir, pathname.slice(1)), (error, body) => {
    if (error) return notFound(res);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return true;
}

/** sirv over `dir`, looking files up per request and sending the build's .br / .gz copies when accepted. */
export function staticFiles(dir: string, setHeaders?: (res: ServerResponse, pathname: string) => void) {
  return sirv(dir, {
    // Reads the folder per request: a newly published version or a rebuild (new hashed files, old ones
    // deleted) is served without a restart, and a deleted file is a 404 rather than a failed read.
    dev: true,
    etag: true,
    // the .br / .gz copies written at build, with Content-Encoding, Vary and their own length and ETag
    brotli: true,
    gzip: true,
    ...(setHeaders ? { setHeaders } : {}),
  });
}

/**
 * A remote's origin, as a CDN serves it in production: `dir` (dist/<name>/) holds one folder per published
 * version, and so does `releasedDir` (the local release origin's <name>/), looked in first; CORS on,
 * versioned files immutable, manifests revalidated.
 */
export function remoteHandler(dir: string, publicDir: string, releasedDir?: string): Handler {
  const built = staticFiles(dir);
  // the versions `pnpm release` published (RELEASE_DIR/<name>/), then the checkout's own builds
  const released = releasedDir ? staticFiles(releasedDir) : undefined;
  const files = (req: IncomingMessage, res: ServerResponse, next: () => void) =>
    released ? released(req, res, () => built(req, res, next)) : built(req, res, next);
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    // Set before sirv answers, so that its 304s (manifest revalidation) carry them too: a cross-origin 304
    // without Access-Control-Allow-Origin fails the manifest fetch.
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      pathname.endsWith('.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    files(req, res, () => {
      if (!serveFavicon(publicDir, req, res)) notFound(res);
    });
  };
}
