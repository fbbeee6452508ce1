import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '@rsbuild/core';

type ServerSetupFn = Extract<ServerConfig['setup'], (...args: never[]) => unknown>;

/** Dev servers answer /runtime-config.json from deploy/environments/<env>.json, revalidated (no-cache + ETag). */
export function runtimeConfigMiddleware(environment: string): ServerSetupFn {
  const file = path.join(__dirname, '..', 'deploy', 'environments', `${environment}.json`);
  return ({ server }) => {
    server.middlewares.use((req, res, next) => {
      if (req.url?.split('?')[0] !== '/runtime-config.json') return next();
      const body = fs.readFileSync(file);
      const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        return res.end();
      }
      res.end(body);
    });
  };
}
