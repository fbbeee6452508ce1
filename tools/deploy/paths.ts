// Where the deploy tools find things: the checkout, the environment files and their deploy logs, the release
// directory. DEPLOY_DIR moves environments/ and log/ together (the tests' own environment), RELEASE_DIR the
// local release origin.
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export const REMOTES = ['storefront', 'auth', 'backoffice'] as const;
export type Remote = (typeof REMOTES)[number];
export const APPS = ['shell', ...REMOTES] as const;
export type App = (typeof APPS)[number];

export const isRemote = (name: string): name is Remote => (REMOTES as readonly string[]).includes(name);
export const isApp = (name: string): name is App => (APPS as readonly string[]).includes(name);

/** the folder holding environments/<env>.json and log/<env>.jsonl */
export const deployDir = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.DEPLOY_DIR ?? path.join(ROOT, 'deploy'));

export function environmentPath(name: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`not an environment name: ${name}`);
  return path.join(deployDir(env), 'environments', `${name}.json`);
}

export const deployLogPath = (name: string, env: NodeJS.ProcessEnv = process.env): string =>
  path.join(deployDir(env), 'log', `${name}.jsonl`);

/** the local release origin: a directory of <app>/<version>/ folders, served by `npm start` */
export const releaseDir = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.RELEASE_DIR ?? path.join(ROOT, '.releases'));

/** where an app's build puts the folder a release publishes */
export function buildOutput(app: App, version: string): string {
  return app === 'shell' ? path.join(ROOT, 'shell') : path.join(ROOT, app, 'dist', app, version);
}
