/**
 * Runs the REST test suite of Supabase's postgrest-js against this server on PostgreSQL, as Supabase's CI
 * runs it against the Supabase CLI's local stack: the suite's own project (test/supabase: config.toml,
 * migrations, seed.sql) applied to a throwaway database, its tests pointed at this server's /rest/v1.
 * Prints each failing test, counts the 5xx answers, and writes a summary to
 * conformance/postgrest-js-results.json. The suite is not part of this repository: POSTGREST_JS_DIR names
 * the postgrest-js package of a checkout of github.com/supabase/supabase-js (packages/core/postgrest-js).
 *
 *   POSTGREST_JS_DIR=/path/to/supabase-js/packages/core/postgrest-js \
 *     pnpm --filter @koperasi/local-supabase conformance:postgrest-js
 *
 * Needs PostGIS in the PostgreSQL server (Debian: postgresql-15-postgis-3): the fixture's `shops` table has a
 * geometry column. DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * suite's database `postgrest_js_suite` is made afresh on it. Two adaptations of the suite's project, both
 * to how the CLI's database differs from this server's bootstrap, none to its tests:
 * - the CLI's database grants new tables in public to anon and authenticated by default privileges; this
 *   server's bootstrap deliberately does not (see bootstrap.sql), so a last migration grants them;
 * - its `alter role authenticator set pgrst.…` settings are made for the suite's database only
 *   (`in database`), so that they do not reach the other databases of a shared server.
 * KEEP_FAILURES=<file> writes each failing test's message there; further arguments go to jest (a test
 * file's name, -t <pattern>).
 * Tests that fake fetch (localhost:3000, :9999) never reach a server and run as they are. Requests to this
 * server carry the anon apikey, as those of createClient do: the gateway, like Supabase's, refuses a
 * request without one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ANON_KEY } from '../src/config';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const REPO_DIR = path.resolve(PACKAGE_DIR, '..');
const SUITE_DIR = process.env.POSTGREST_JS_DIR;
const PORT = Number(process.env.PORT ?? 54391);
const SERVER_URL = `http://127.0.0.1:${PORT}`;
const DATABASE = 'postgrest_js_suite';
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS_FILE = path.join(__dirname, 'postgrest-js-results.json');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function psql(url: string, sql: string): void {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) fail(`psql failed: ${result.stderr}`);
}

/** The suite's project (config.toml, migrations, seed.sql), adapted as the header says. */
function writeProject(root: string): string {
  const project = path.join(root, 'supabase');
  fs.cpSync(path.join(SUITE_DIR!, 'test', 'supabase'), project, { recursive: true });
  const migrations = path.join(project, 'migrations');
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
  const copy = path.join(root, 'postgrest-js');
  for (const folder of ['src', 'test']) {
    fs.cpSync(path.join(SUITE_DIR!, folder), path.join(copy, folder), { recursive: true });
  }
  for (const file of fs.readdirSync(path.join(copy, 'test'))) {
    if (!file.endsWith('.test.ts')) continue;
    const full = path.join(copy, 'test', file);
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace(/http:\/\/localhost:54321/g, SERVER_URL));
  }
  fs.writeFileSync(
    path.join(copy, 'setup-fetch.cjs'),
    `// adds the apikey that Supabase's gateway requires (as a client made by createClient sends it), and
// records every 5xx answer of this server
const fs = require('node:fs');
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init = {}) => {
  const headers = new Headers(init.headers);
  const ours = String(input instanceof Request ? input.url : input).startsWith(${JSON.stringify(SERVER_URL)});
  if (ours && !headers.has('apikey')) headers.set('apikey', ${JSON.stringify(DEMO_ANON_KEY)});
  const response = await realFetch(input, { ...init, headers });
  if (ours && response.status >= 500) {
    fs.appendFileSync(${JSON.stringify(path.join(root, 'server-errors.log'))},
      JSON.stringify({ test: expect.getState().currentTestName, url: String(input), status: response.status }) + '\\n');
  }
  return response;
};
`,
  );
  fs.writeFileSync(
    path.join(copy, 'jest.config.cjs'),
    `module.exports = {
  rootDir: ${JSON.stringify(copy)},
  testMatch: ['<rootDir>/test/*.test.ts'],
  testTimeout: 30000,
  testEnvironment: 'node',
  transform: { '^.+\\\\.ts$': [${JSON.stringify(require.resolve('@swc/jest', { paths: [REPO_DIR] }))}, {}] },
  setupFilesAfterEnv: ['<rootDir>/setup-fetch.cjs'],
  testSequencer: '<rootDir>/test/testSequencer.js',
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
      'POSTGREST_JS_DIR must name packages/core/postgrest-js of a checkout of github.com/supabase/supabase-js',
    );
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'postgrest-js-suite-'));
  const project = writeProject(root);
  const suite = copySuite(root);
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
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await waitForServer(server);
    const reportFile = path.join(root, 'report.json');
    spawnSync(
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
      { stdio: ['ignore', 'ignore', 'ignore'] },
    );
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
      suite: `${suitePackage.name ?? 'postgrest-js'}@${suitePackage.version ?? '?'}`,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      passRate: total === 0 ? 0 : Math.round((report.numPassedTests / total) * 1000) / 10,
      serverErrors: serverErrors.map((line) => JSON.parse(line) as unknown),
      files,
    };
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(summary, null, 2)}\n`);
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
