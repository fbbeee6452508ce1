// The one schema of the environment files (deploy/environment.schema.json), checked when the shell is built
// (shell/rsbuild.config.ts: every file in deploy/environments) and when its server starts; /readyz reports
// a file edited out of shape since.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import schema from '../../deploy/environment.schema.json';

const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

/** `supabase.url` for `/supabase/url`; '' for the file itself. */
const fieldOf = (pointer: string) => pointer.split('/').slice(1).join('.');
const joined = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

function describe(error: ErrorObject): string {
  const field = fieldOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${joined(field, String(params.missingProperty))}: missing`;
    case 'additionalProperties':
      return `${joined(field, String(params.additionalProperty))}: not a known field`;
    default:
      return `${field || '(file)'}: ${error.message ?? 'invalid'}`;
  }
}

/** What is wrong with an environment's config by the schema, one line per field; [] when nothing is. */
export function schemaProblems(value: unknown): string[] {
  if (validate(value)) return [];
  return [...new Set((validate.errors ?? []).map(describe))];
}

/** Checks every environment file of `dir`; throws naming each file and field that is wrong. */
export function checkEnvironmentFiles(dir: string): void {
  const problems: string[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${name}: not JSON (${(error as Error).message})`);
      continue;
    }
    for (const problem of schemaProblems(value)) problems.push(`${name}: ${problem}`);
    const own = name.replace(/\.json$/, '');
    const environment = (value as { environment?: unknown }).environment;
    if (typeof environment === 'string' && environment !== own)
      problems.push(`${name}: environment: "${environment}" is not the file's name ("${own}")`);
  }
  if (problems.length)
    throw new Error(
      `deploy/environments does not match deploy/environment.schema.json:\n  ${problems.join('\n  ')}`,
    );
}
