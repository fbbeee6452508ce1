import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '@rsbuild/core';

type ServerSetupFn = Extract<ServerConfig['setup'], (...args: never[]) => unknown>;

/** Dev servers answer /runtime-config.json from deploy/environments/<env>.json, never cached. */
export function runtimeConfigMiddleware(environment: string): ServerSetupFn {
  const file = path.join(__dirname, '..', 'deploy', 'environments', `${environment}.json`);
  return ({ server }) => {
    server.middlewares.use((req, res, next) => {
      if (req.url?.split('?')[0] !== '/runtime-config.json') return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(fs.readFileSync(file));
    });
  };
}
