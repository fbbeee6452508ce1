/**
 * Runs the integration tests of one of Supabase's client packages (postgrest-js, storage-js, auth-js) against this
 * server on PostgreSQL, as Supabase's CI runs them against the Supabase CLI's local stack: the package's own
 * project (test/supabase: config.toml, migrations, seed.sql) applied to a throwaway database, its tests'
 * URLs (127.0.0.1:54321, localhost:54321) pointed at this server. Prints each failing test, counts the 5xx
 * answers, and writes a summary to conformance/<package>-results.json. The suites are not part of this
 * repository: CLIENT_SUITE_DIR names the package in a checkout of github.com/supabase/supabase-js
 * (packages/core/postgrest-js, packages/core/storage-js, packages/core/auth-js); CLIENT_SUITE_NODE_PATH a
 * node_modules folder with the package's own dependencies that this repository has not (storage-js:
 * base64-arraybuffer, iceberg-js; auth-js: @faker-js/faker, jsonwebtoken, jest-mock-server, jest-environment-jsdom).
 * auth-js's project signs with an RSA key its CI makes afresh (signing_keys_path): one is made here too, for the
 * server and for the tests that sign their API keys with it. Its docker-tests folder (other GoTrue settings, each
 * its own server) is left out, as its CLI job leaves it out.
 *
 *   CLIENT_SUITE_DIR=/path/to/supabase-js/packages/core/postgrest-js \
 *     pnpm --filter @koperasi/local-supabase conformance
 *
 * postgrest-js needs PostGIS in the PostgreSQL server (Debian: postgresql-15-postgis-3): its `shops` table has
 * a geometry column. DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * the suite's database `client_suite` is made afresh on it. Two adaptations of the suite's project, both to
 * how the CLI's database differs from this server's bootstrap, none to its tests:
 * - the CLI's database grants new tables in public to anon and authenticated by default privileges; this
 *   server's bootstrap deliberately does not (see bootstrap.sql), so a last migration grants them;
 * - its `alter role authenticator set pgrst.…` settings are made for the suite's database only
 *   (`in database`), so that they do not reach the other databases of a shared server.
 * KEEP_FAILURES=<file> writes each failing test's message there; further arguments go to jest (a test
 * file's name, -t <pattern>).
 * The server refuses no common passwords here (LEAKED_PASSWORD_PROTECTION=false): the suites expect a new
 * hosted project, which has leaked-password protection off; their config.toml sets the other password rules.
 * Tests that fake fetch (localhost:3000, :9999) never reach a server and run as they are. Requests to
 * /rest/v1 without an apikey get the anon one, as those of createClient do: the gateway, like Supabase's,
 * refuses a REST request without one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ANON_KEY } from '../src/config';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const REPO_DIR = path.resolve(PACKAGE_DIR, '..');
const SUITE_DIR = process.env.CLIENT_SUITE_DIR;
const PORT = Number(process.env.PORT ?? 54391);
const SERVER_URL = `http://127.0.0.1:${PORT}`;
const DATABASE = 'client_suite';
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EXTRA_NODE_PATH = process.env.CLIENT_SUITE_NODE_PATH;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function psql(url: string, sql: string): void {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) fail(`psql failed: ${result.stderr}`);
}

/**
 * auth-js's project names `signing_keys_path = "./signing_keys.json"`, a key its CI makes afresh
 * (test/generate-signing-keys.js) and its tests read to sign their API keys: one RSA key as GoTrue takes it.
 */
function writeSigningKeys(suiteCopy: string, project: string): void {
  const config = fs.readFileSync(path.join(project, 'config.toml'), 'utf8');
  const file = /^\s*signing_keys_path\s*=\s*"([^"]+)"/m.exec(config)?.[1];
  if (!file) return;
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = {
    ...privateKey.export({ format: 'jwk' }),
    kid: crypto.randomUUID(),
    key_ops: ['sign', 'verify'],
    alg: 'RS256',
  };
  const json = JSON.stringify([key], null, 2);
  fs.writeFileSync(path.resolve(project, file), json);
  fs.writeFileSync(path.resolve(suiteCopy, 'test', 'supabase', file), json);
}

/** The suite's project (config.toml, migrations, seed.sql), adapted as the header says. */
function writeProject(root: string): string {
  const project = path.join(root, 'supabase');
  fs.cpSync(path.join(SUITE_DIR!, 'test', 'supabase'), project, { recursive: true });
  const migrations = path.join(project, 'migrations');
  fs.mkdirSync(migrations, { recursive: true });
  for (const file of fs.readdirSync(migrations)) {
    const full = path.join(migrations, file);
    fs.writeFileSync(
      full,
      fs
        .readFileSync(full, 'utf8')
        .replace(/alter role authenticator set/gi, `alter role authenticator in database ${DATABASE} set`),
    );
  }
  fs.writeFileSync(
    path.join(migrations, '99999999999999_default_grants.sql'),
    `grant usage on schema public to anon, authenticated;
grant all on all tables in schema public to anon, authenticated;
grant all on all sequences in schema public to anon, authenticated;
grant execute on all functions in schema public to anon, authenticated;
`,
  );
  return project;
}

/** The suite's tests and sources, with its PostgREST URLs pointing at this server. */
function copySuite(root: string): string {
  const copy = path.join(root, path.basename(SUITE_DIR!));
  for (const folder of ['src', 'test']) {
    fs.cpSync(path.join(SUITE_DIR!, folder), path.join(copy, folder), { recursive: true });
  }
  const testFiles = (fs.readdirSync(path.join(copy, 'test'), { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts'),
  );
  for (const file of testFiles) {
    const full = path.join(copy, 'test', file);
    fs.writeFileSync(
      full,
      fs.readFileSync(full, 'utf8').replace(/http:\/\/(?:localhost|127\.0\.0\.1):54321/g, SERVER_URL),
    );
  }
  fs.writeFileSync(
    path.join(copy, 'setup-fetch.cjs'),
    `// adds the apikey that Supabase's gateway requires (as a client made by createClient sends it), and
// records every 5xx answer of this server
const fs = require('node:fs');
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init = {}) => {
  const headers = new Headers(init.headers);
  const url = String(input instanceof Request ? input.url : input);
  const ours = url.startsWith(${JSON.stringify(SERVER_URL)});
  if (ours && url.includes('/rest/v1') && !headers.has('apikey')) headers.set('apikey', ${JSON.stringify(DEMO_ANON_KEY)});
  const response = await realFetch(input, { ...init, headers });
  if (ours && response.status >= 500) {
    fs.appendFileSync(${JSON.stringify(path.join(root, 'server-errors.log'))},
      JSON.stringify({ test: expect.getState().currentTestName, url: String(input), status: response.status }) + '\\n');
  }
  return response;
};
`,
  );
  // TypeScript to CommonJS as the suites' own ts-jest does it (exports stay assignable, so jest.spyOn on a
  // module's export works), type-checking left out
  fs.writeFileSync(
    path.join(copy, 'transform-ts.cjs'),
    `const ts = require(${JSON.stringify(require.resolve('typescript', { paths: [REPO_DIR] }))});
module.exports = {
  process(source, fileName) {
    const { outputText } = ts.transpileModule(source, {
      fileName,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2020,
        esModuleInterop: true,
        inlineSourceMap: true,
        inlineSources: true,
      },
    });
    return { code: outputText };
  },
};
`,
  );
  fs.writeFileSync(
    path.join(copy, 'jest.config.cjs'),
    `module.exports = {
  rootDir: ${JSON.stringify(copy)},
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // as the packages' own CI jobs leave them out: auth-js's docker-tests and postgrest-js's v12 tests (each
  // needs a server of other settings or version), examples
  testPathIgnorePatterns: ['/docker-tests/', '/test/v12/', '/example/'],${EXTRA_NODE_PATH ? `\n  modulePaths: [${JSON.stringify(EXTRA_NODE_PATH)}],` : ''}
  testTimeout: 30000,
  testEnvironment: 'node',
  transform: { '^.+\\\\.ts$': '<rootDir>/transform-ts.cjs' },
  setupFilesAfterEnv: ['<rootDir>/setup-fetch.cjs'],
${fs.existsSync(path.join(copy, 'test', 'testSequencer.js')) ? "  testSequencer: '<rootDir>/test/testSequencer.js',\n" : ''}
  maxWorkers: 1,
};
`,
  );
  return copy;
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail('the server stopped while starting');
    try {
      const response = await fetch(`${SERVER_URL}/rest/v1/`, { headers: { apikey: DEMO_ANON_KEY } });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail('the server did not start within 2 minutes');
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

async function main(): Promise<void> {
  if (!SUITE_DIR || !fs.existsSync(path.join(SUITE_DIR, 'test', 'supabase', 'config.toml'))) {
    fail(
      'CLIENT_SUITE_DIR must name packages/core/<postgrest-js|storage-js|auth-js> of a checkout of github.com/supabase/supabase-js',
    );
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'client-suite-'));
  const project = writeProject(root);
  const suite = copySuite(root);
  writeSigningKeys(suite, project);
  psql(ADMIN_URL, `drop database if exists ${DATABASE} with (force)`);
  psql(ADMIN_URL, `create database ${DATABASE}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${DATABASE}`;

  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PACKAGE_DIR, 'src', 'main.ts'), 'start'],
    {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        PORT: String(PORT),
        SUPABASE_DIR: project,
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: path.join(root, 'data'),
        LOG_LEVEL: 'warn',
        LOCAL_SUPABASE_JOB_INTERVAL_MS: '0',
        // a new hosted project refuses no leaked passwords; the suites sign up with passwords of their own
        LEAKED_PASSWORD_PROTECTION: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await waitForServer(server);
    const reportFile = path.join(root, 'report.json');
    const run = spawnSync(
      path.join(REPO_DIR, 'node_modules', '.bin', 'jest'),
      [
        '--config',
        path.join(suite, 'jest.config.cjs'),
        '--ci',
        '--json',
        '--outputFile',
        reportFile,
        // further arguments go to jest (a test file's name, -t <pattern>)
        ...process.argv.slice(2),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (!fs.existsSync(reportFile)) fail(`jest did not run:\n${run.stderr.slice(-4000)}`);
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JestReport;
    const serverErrorsFile = path.join(root, 'server-errors.log');
    const serverErrors = fs.existsSync(serverErrorsFile)
      ? fs.readFileSync(serverErrorsFile, 'utf8').trim().split('\n').filter(Boolean)
      : [];
    const files = report.testResults.map((file) => ({
      file: path.basename(file.name),
      passed: file.assertionResults.filter((test) => test.status === 'passed').length,
      failed: file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    }));
    for (const file of files) {
      console.log(`${file.file}: ${file.passed} passed, ${file.failed.length} failed`);
      for (const name of file.failed) console.log(`  ✕ ${name}`);
    }
    const total = report.numPassedTests + report.numFailedTests;
    const suitePackage = JSON.parse(fs.readFileSync(path.join(SUITE_DIR, 'package.json'), 'utf8')) as {
      name?: string;
      version?: string;
    };
    const summary = {
      date: new Date().toISOString(),
      suite: `${suitePackage.name ?? path.basename(SUITE_DIR)}@${suitePackage.version ?? '?'}`,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      passRate: total === 0 ? 0 : Math.round((report.numPassedTests / total) * 1000) / 10,
      serverErrors: serverErrors.map((line) => JSON.parse(line) as unknown),
      files,
    };
    const packageName = path.basename(SUITE_DIR);
    const resultsFile = path.join(__dirname, `${packageName}-results.json`);
    fs.writeFileSync(resultsFile, `${JSON.stringify(summary, null, 2)}\n`);
    if (process.env.KEEP_FAILURES) {
      fs.writeFileSync(
        process.env.KEEP_FAILURES,
        report.testResults
          .flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed'))
          .map((test) => `### ${test.fullName}\n${test.failureMessages.join('\n')}`)
          .join('\n\n'),
      );
    }
    console.log(
      `${summary.passed} passed, ${summary.failed} failed (${summary.passRate}%), ${serverErrors.length} answers 5xx`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

void main();
