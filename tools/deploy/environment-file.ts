// Reading and writing an environment file (deploy/environments/<env>.json) for the deploy tools: its pins
// are manifest URLs `<origin>/<version>/mf-manifest.json`; a promotion rewrites one pin, its digests and the
// canary, and nothing else. The file is replaced in one rename: the shell's server reads it with every page.
import fs from 'node:fs';
import path from 'node:path';
import type { Environment, RemoteDigests } from '../../shell/server/environment';
import { schemaProblems } from '../../shell/server/environment-schema';
import { S3Origin, DirectoryOrigin, type ReleaseOrigin } from './origin';
import { releaseDir, type Remote } from './paths';

export type { Environment, RemoteDigests };

export function readEnvironmentFile(file: string): Environment {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  const problems = schemaProblems(value);
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return value as Environment;
}

/** Writes the file whole, through a temporary file and a rename, after checking it against the schema. */
export function writeEnvironmentFile(file: string, config: Environment): void {
  const problems = schemaProblems(config);
  if (problems.length > 0) throw new Error(`refusing to write ${file}: ${problems.join('; ')}`);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

const PIN = /^(.*)\/([^/]+)\/mf-manifest\.json$/;

/** `http://cdn/storefront/1.0.0/mf-manifest.json` → version 1.0.0, base `http://cdn/storefront` */
export function parsePin(url: string): { base: string; version: string } {
  const match = PIN.exec(url);
  if (!match) throw new Error(`not a pinned manifest URL (…/<version>/mf-manifest.json): ${url}`);
  return { base: match[1]!, version: decodeURIComponent(match[2]!) };
}

export const pinUrl = (base: string, version: string): string =>
  `${base}/${encodeURIComponent(version)}/mf-manifest.json`;

/** The manifest URL an environment pins for a remote. */
export function pinOf(config: Environment, remote: Remote): string {
  const url = config.remotes[remote];
  if (!url) throw new Error(`the environment pins no ${remote}`);
  return url;
}

/** The origin releases are published to and read from for this environment. */
export function releaseOriginOf(config: Environment, env: NodeJS.ProcessEnv = process.env): ReleaseOrigin {
  const s3 = config.release?.s3;
  if (!s3) return new DirectoryOrigin(releaseDir(env));
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return new S3Origin({
    ...s3,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  });
}
