// `npm test` on a fresh clone: install what is missing (as `npm start` does), then formatting, lint, typecheck,
// unit tests, integration tests (local Supabase on PGlite and on PostgreSQL) and browser tests against the
// production build. Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, ROOT } from './install.mjs';

const pnpm = ensureInstalled();
const results = [];
let passed = 0;
let failed = 0;
const startedAt = Date.now();

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function run(label, command, args, { env = {}, cwd = ROOT } = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  return result.status === 0;
}

/** A step that is one check (lint, typecheck, build). */
function check(label, command, args, options) {
  const since = Date.now();
  const ok = run(label, command, args, options);
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds(since)})`);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

/**
 * A jest run, in the background: its output is kept and printed in one piece when it ends, so two runs side
 * by side stay readable. Jest gives each run one worker on a 2-core machine, so two runs use both cores.
 * Its tests are counted one by one from the JSON report.
 */
function jestAsync(label, cwd, extraArgs = [], env = {}) {
  const since = Date.now();
  const report = path.join(os.tmpdir(), `koperasi-jest-${label.replace(/\W+/g, '-')}-${process.pid}.json`);
  const args = [...pnpm.slice(1), 'exec', 'jest', '--json', `--outputFile=${report}`, ...extraArgs];
  return new Promise((resolve) => {
    const child = spawn(pnpm[0], args, { cwd, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${label}: ${pnpm[0]} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      let counts = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0 };
      try {
        counts = JSON.parse(fs.readFileSync(report, 'utf8'));
      } catch {
        // no report: the run itself failed
      }
      passed += counts.numPassedTests;
      failed += counts.numFailedTests + (ok ? 0 : counts.numFailedTests === 0 ? 1 : 0);
      results.push(
        `${ok ? 'ok  ' : 'FAIL'} ${label}: ${counts.numPassedTests} passed, ${counts.numFailedTests} failed (${seconds(since)})`,
      );
      resolve(ok);
    });
  });
}

/** Runs the given jest runs, at most `width` at a time (they must not share ports or files). */
async function jestRuns(runs, width = 2) {
  const queue = [...runs];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await jestAsync(...next);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/**
 * The Deno the local server runs Edge Functions with (local-supabase/src/functions/deno-binary.ts): DENO_BIN,
 * else the binary of local-supabase's `deno` package, found in its platform package (pnpm skips the script
 * that would copy it into the package).
 */
function denoBinary() {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const file = process.platform === 'win32' ? 'deno.exe' : 'deno';
  const candidates = [];
  try {
    const packageJson = createRequire(path.join(ROOT, 'local-supabase', 'package.json')).resolve(
      'deno/package.json',
    );
    candidates.push(path.join(path.dirname(packageJson), file));
    const platform =
      process.platform === 'linux' ? `linux-${process.arch}-glibc` : `${process.platform}-${process.arch}`;
    const platformJson = createRequire(packageJson).resolve(`@deno/${platform}/package.json`);
    candidates.push(path.join(path.dirname(platformJson), file));
  } catch {
    // not installed: reported by the step
  }
  return candidates.find((candidate) => {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return fs.statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** as the local server runs functions: the repository's package.json would make Deno use pnpm's node_modules */
// the system CA store too: a machine behind an intercepting proxy trusts its own CA, which Deno's bundled store lacks
const DENO_ENV = {
  NO_COLOR: '1',
  DENO_NO_PACKAGE_JSON: '1',
  DENO_NO_UPDATE_CHECK: '1',
  DENO_TLS_CA_STORE: 'system,mozilla',
};
const FUNCTIONS_DENO_JSON = path.join(ROOT, 'supabase', 'functions', 'deno.json');
const DENO_CONFIG = fs.existsSync(FUNCTIONS_DENO_JSON) ? ['--config', FUNCTIONS_DENO_JSON] : ['--no-config'];

/** `deno test`: the Edge Functions' own tests, counted one by one from deno's summary line. */
function denoTest(label, args) {
  const deno = denoBinary();
  console.log(`\n=== ${label}: deno ${args.join(' ')}`);
  if (!deno) {
    console.error('Deno is missing: install local-supabase (pnpm install) or set DENO_BIN');
    results.push(`FAIL ${label}: Deno is missing`);
    failed += 1;
    return false;
  }
  const result = spawnSync(deno, args, {
    cwd: ROOT,
    env: { ...process.env, ...DENO_ENV },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const ok = result.status === 0;
  // "ok | 57 passed | 0 failed (1s)", "FAILED | 55 passed (3 steps) | 2 failed (1s)"
  const summary = /(?:^|\n)(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(
    `${result.stdout ?? ''}\n${result.stderr ?? ''}`,
  );
  const counts = { passed: Number(summary?.[1] ?? 0), failed: Number(summary?.[2] ?? 0) };
  passed += counts.passed;
  failed += counts.failed + (ok ? 0 : counts.failed === 0 ? 1 : 0);
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${counts.passed} passed, ${counts.failed} failed`);
  return ok;
}

/** The browser tests need Debian's Chromium; install it when this machine lets us (root, apt). */
function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium') || process.env.CHROMIUM_PATH) return;
  if (process.getuid?.() !== 0) {
    console.warn(
      'Chromium is missing at /usr/bin/chromium: install it (apt-get install chromium) for the browser tests',
    );
    return;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
}

function ensurePostgres() {
  const probe = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' });
  if (probe.status === 0) return;
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
  if (versions[0])
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], {
      stdio: 'inherit',
    });
}

check('format', pnpm[0], [...pnpm.slice(1), 'exec', 'prettier', '--check', '--log-level=warn', '.']);
check('lint', pnpm[0], [...pnpm.slice(1), 'exec', 'eslint', '.']);
check('typecheck', pnpm[0], [...pnpm.slice(1), '-r', '--workspace-concurrency=2', 'typecheck']);
check('typecheck tools', pnpm[0], [...pnpm.slice(1), 'exec', 'tsc', '-p', 'tools/tsconfig.json']);
await jestRuns(
  ['shared-services', 'shared-ui', 'shell', 'storefront', 'auth', 'backoffice']
    .filter((pkg) =>
      fs
        .readdirSync(path.join(ROOT, pkg, 'src'), { recursive: true })
        .some((f) => String(f).endsWith('.test.tsx') || String(f).endsWith('.test.ts')),
    )
    .map((pkg) => [`unit ${pkg}`, path.join(ROOT, pkg)]),
);
if (denoTest('deno test supabase/functions', ['test', '--no-prompt', ...DENO_CONFIG, 'supabase/functions'])) {
  // the entry modules too (deno test checks only what the tests import); the first run fetches npm packages
  check('deno check supabase/functions', denoBinary(), ['check', ...DENO_CONFIG, 'supabase/functions'], {
    env: DENO_ENV,
  });
}
ensurePostgres();
// PGlite loads its WASM with a dynamic import, which jest allows only with this flag.
const vmModules = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
// Each test server listens on a port of its own (0) and each PostgreSQL test has its own database, so these
// runs go side by side.
await jestRuns([
  ['integration local-supabase (PGlite)', path.join(ROOT, 'local-supabase'), [], vmModules],
  [
    'integration local-supabase (PostgreSQL)',
    path.join(ROOT, 'local-supabase'),
    [],
    { ...vmModules, LOCAL_SUPABASE_TEST_DB: 'postgres' },
  ],
  // Service integration tests: the real supabase-js client against the local server in-process (PGlite).
  ...['shared-services', 'storefront', 'auth', 'backoffice']
    .filter((pkg) => fs.existsSync(path.join(ROOT, pkg, 'jest.integration.cjs')))
    .map((pkg) => [
      `integration ${pkg}`,
      path.join(ROOT, pkg),
      ['--config', 'jest.integration.cjs'],
      vmModules,
    ]),
]);
ensureChromium();
if (check('build', pnpm[0], [...pnpm.slice(1), '-r', '--workspace-concurrency=2', 'build'])) {
  await jestRuns([['browser e2e', path.join(ROOT, 'e2e'), ['--runInBand']]], 1);
}

console.log(`\n${results.join('\n')}`);
console.log(`all suites: ${seconds(startedAt)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
