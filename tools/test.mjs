// `npm test` on a fresh clone: install what is missing (as `npm start` does), then formatting, lint, typecheck,
// unit tests, integration tests (local Supabase on PGlite and on PostgreSQL) and browser tests against the
// production build. Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  durationsFromReports,
  e2eFiles,
  readDurations,
  splitIntoShards,
  writeDurations,
} from './e2e-shards.mjs';
import { ensureInstalled, ROOT } from './install.mjs';

const pnpm = ensureInstalled();
const results = [];
let passed = 0;
let failed = 0;
const startedAt = Date.now();

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * TEST_ONLY=lint,e2e (for development): only these steps. `e2e` alone runs the browser tests against the
 * build that is there; `build,e2e` builds first.
 */
const STEPS = ['format', 'lint', 'typecheck', 'unit', 'deno', 'integration', 'build', 'e2e'];
const only = (process.env.TEST_ONLY ?? '')
  .split(',')
  .map((step) => step.trim())
  .filter(Boolean);
if (only.some((step) => !STEPS.includes(step))) {
  console.error(`TEST_ONLY names unknown steps: ${only.join(',')} (steps: ${STEPS.join(', ')})`);
  process.exit(2);
}
const wanted = (step) => only.length === 0 || only.includes(step);

/** Each step's line for the summary, in the order the steps started (not the order they ended). */
let nextSlot = 0;
const slot = () => nextSlot++;
const record = (at, line) => {
  results[at] = line;
};

/**
 * Runs a command in the background: its output is kept and printed in one piece when it ends, so steps side
 * by side stay readable. Resolves to its exit code and output.
 */
function runAsync(label, command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (code) => {
      const text = Buffer.concat(output);
      console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(text);
      resolve({ ok: code === 0, output: text.toString('utf8') });
    });
  });
}

/** A step that is one check (lint, typecheck, build). */
async function check(label, command, args, options) {
  const at = slot();
  const since = Date.now();
  const { ok } = await runAsync(label, command, args, options);
  record(at, `${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds(since)})`);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

/**
 * A jest run. Jest gives each run one worker on a 2-core machine, so two runs use both cores. Its tests are
 * counted one by one from the JSON report (`report`: where to write it).
 */
async function jest(label, cwd, extraArgs = [], env = {}, report = jestReport(label)) {
  const at = slot();
  const since = Date.now();
  const args = [...pnpm.slice(1), 'exec', 'jest', '--json', `--outputFile=${report}`, ...extraArgs];
  const { ok } = await runAsync(label, pnpm[0], args, { cwd, env });
  let counts = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0 };
  try {
    counts = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    // no report: the run itself failed
  }
  passed += counts.numPassedTests;
  failed += counts.numFailedTests + (ok ? 0 : counts.numFailedTests === 0 ? 1 : 0);
  record(
    at,
    `${ok ? 'ok  ' : 'FAIL'} ${label}: ${counts.numPassedTests} passed, ${counts.numFailedTests} failed (${seconds(since)})`,
  );
  return ok;
}

function jestReport(label) {
  return path.join(os.tmpdir(), `koperasi-jest-${label.replace(/\W+/g, '-')}-${process.pid}.json`);
}

/** Runs the given steps (functions that start one and wait for it), at most `width` at a time, in order. */
async function lanes(steps, width = 2) {
  const queue = [...steps];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next();
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
async function denoTest(label, args) {
  const at = slot();
  const since = Date.now();
  const deno = denoBinary();
  if (!deno) {
    console.error(`\n=== ${label}: Deno is missing: install local-supabase (pnpm install) or set DENO_BIN`);
    record(at, `FAIL ${label}: Deno is missing`);
    failed += 1;
    return false;
  }
  const { ok, output } = await runAsync(label, deno, args, { env: DENO_ENV });
  // "ok | 57 passed | 0 failed (1s)", "FAILED | 55 passed (3 steps) | 2 failed (1s)"
  const summary = /(?:^|\n)(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(output);
  const counts = { passed: Number(summary?.[1] ?? 0), failed: Number(summary?.[2] ?? 0) };
  passed += counts.passed;
  failed += counts.failed + (ok ? 0 : counts.failed === 0 ? 1 : 0);
  record(
    at,
    `${ok ? 'ok  ' : 'FAIL'} ${label}: ${counts.passed} passed, ${counts.failed} failed (${seconds(since)})`,
  );
  return ok;
}

/** The Edge Functions' tests, then a typecheck of their entry modules (deno test checks only what tests import). */
async function denoSteps() {
  const tested = await denoTest('deno test supabase/functions', [
    'test',
    '--no-prompt',
    // send-mail's SMTP tests run an SMTP server on the loopback
    '--allow-net=127.0.0.1',
    ...DENO_CONFIG,
    'supabase/functions',
  ]);
  // the first run fetches npm packages
  if (tested)
    await check(
      'deno check supabase/functions',
      denoBinary(),
      ['check', ...DENO_CONFIG, 'supabase/functions'],
      {
        env: DENO_ENV,
      },
    );
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

/** The packages with files matching `suffixes` under src/, most test code first (the longest runs start first). */
function packagesWithTests(packages, suffixes) {
  const testBytes = (pkg) =>
    fs
      .readdirSync(path.join(ROOT, pkg, 'src'), { recursive: true })
      .filter((file) => suffixes.some((suffix) => String(file).endsWith(suffix)))
      .reduce((sum, file) => sum + fs.statSync(path.join(ROOT, pkg, 'src', String(file))).size, 0);
  return packages
    .map((pkg) => ({ pkg, bytes: testBytes(pkg) }))
    .filter(({ bytes }) => bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ pkg }) => pkg);
}

// PGlite loads its WASM with a dynamic import, which jest allows only with this flag.
const vmModules = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
const pnpmArgs = (...args) => [...pnpm.slice(1), ...args];

// Every check, unit and integration run goes through two lanes: each is one process on one core (jest gives
// a run one worker on two cores; typecheck goes one package at a time), so two lanes keep both cores busy
// without more processes than cores, and a lane that finishes early takes the next step instead of waiting
// for a slow neighbour. None of them shares a port or a file with another: each test server listens on a port
// of its own (0), each PostgreSQL test has its own database. The longest runs come first, so that no long one
// is left alone at the end; the build comes last (it writes dist/, which the browser tests need).
if (wanted('integration') || wanted('e2e')) ensurePostgres();
const steps = [];
if (wanted('integration'))
  steps.push(
    () => jest('integration local-supabase (PGlite)', path.join(ROOT, 'local-supabase'), [], vmModules),
    () =>
      jest('integration local-supabase (PostgreSQL)', path.join(ROOT, 'local-supabase'), [], {
        ...vmModules,
        LOCAL_SUPABASE_TEST_DB: 'postgres',
      }),
  );
if (wanted('lint')) steps.push(() => check('lint', pnpm[0], pnpmArgs('exec', 'eslint', '.')));
if (wanted('typecheck'))
  // the apps, shared packages and tools in one program (tsconfig.web.json: shared-ui and shared-services checked
  // once, not once per app), then the two packages with options of their own
  steps.push(async () => {
    await check('typecheck apps and tools', pnpm[0], pnpmArgs('exec', 'tsc', '-p', 'tsconfig.web.json'));
    await check(
      'typecheck local-supabase and e2e',
      pnpm[0],
      // one at a time: this lane is one process on one core
      pnpmArgs(
        '--workspace-concurrency=1',
        '--filter',
        '@koperasi/local-supabase',
        '--filter',
        '@koperasi/e2e',
        'typecheck',
      ),
    );
  });
if (wanted('unit'))
  steps.push(
    ...packagesWithTests(
      ['shared-services', 'shared-ui', 'shell', 'storefront', 'auth', 'backoffice'],
      ['.test.ts', '.test.tsx'],
    ).map((pkg) => () => jest(`unit ${pkg}`, path.join(ROOT, pkg))),
    // the deploy tools (tools/deploy): their S3 origin test starts the local Supabase server on PGlite
    () => jest('unit tools', ROOT, ['--config', 'tools/jest.tools.cjs'], vmModules),
    // the date-sensitive tests (*.tz.test.ts[x]) again in a browser's other zones: dates stay WIB dates
    ...['UTC', 'America/New_York'].map(
      (zone) => () =>
        jest(`unit time zone ${zone}`, ROOT, ['--config', 'tools/jest.time-zones.cjs'], { TZ: zone }),
    ),
  );
if (wanted('integration'))
  // Service integration tests: the real supabase-js client against the local server in-process (PGlite).
  steps.push(
    ...['shared-services', 'storefront', 'auth', 'backoffice']
      .filter((pkg) => fs.existsSync(path.join(ROOT, pkg, 'jest.integration.cjs')))
      .map(
        (pkg) => () =>
          jest(`integration ${pkg}`, path.join(ROOT, pkg), ['--config', 'jest.integration.cjs'], vmModules),
      ),
  );
if (wanted('format'))
  steps.push(() =>
    check('format', pnpm[0], pnpmArgs('exec', 'prettier', '--check', '--log-level=warn', '.')),
  );
if (wanted('deno')) steps.push(denoSteps);
let built = !wanted('build');
if (wanted('build'))
  steps.push(async () => {
    built = await check('build', pnpm[0], pnpmArgs('-r', '--workspace-concurrency=2', 'build'));
  });
await lanes(steps);

if (wanted('e2e') && built) {
  ensureChromium();
  await browserTests();
}

/**
 * The browser tests in E2E_SHARDS shards (default 2) side by side, each on a stack of its own: its own port
 * base (E2E_PORT_BASE, default 3100, then 200 further for each next shard), its own in-memory database and
 * temporary folders. Files are split by their durations in e2e/durations.json (tools/e2e-shards.mjs); each
 * shard runs its files one at a time. E2E_DURATIONS_WRITE=1 writes this run's durations back to that file.
 */
async function browserTests() {
  const e2eDir = path.join(ROOT, 'e2e');
  const count = Math.max(1, Number(process.env.E2E_SHARDS) || 2);
  const portBase = Number(process.env.E2E_PORT_BASE) || 3100;
  const shards = splitIntoShards(e2eFiles(e2eDir), readDurations(e2eDir), count).filter(
    (shard) => shard.files.length > 0,
  );
  const reports = [];
  // one folder for the run's database snapshots (e2e/snapshot-setup.cjs): each shard makes its own there (the
  // seed's image URLs name the shard's Supabase port) and restores it for every file after its first
  const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-e2e-snapshot-'));
  await lanes(
    shards.map((shard, index) => () => {
      const label = shards.length > 1 ? `browser e2e ${index + 1}/${shards.length}` : 'browser e2e';
      const env = { E2E_PORT_BASE: String(portBase + index * 200), E2E_SNAPSHOT_DIR: snapshotDir };
      console.log(
        `\n=== ${label} (about ${shard.seconds} s, E2E_PORT_BASE=${env.E2E_PORT_BASE}): ${shard.files.join(' ')}`,
      );
      const report = jestReport(label);
      reports.push(report);
      return jest(label, e2eDir, ['--runInBand', '--runTestsByPath', ...shard.files], env, report);
    }),
    shards.length,
  );
  fs.rmSync(snapshotDir, { recursive: true, force: true });
  if (process.env.E2E_DURATIONS_WRITE) writeDurations(e2eDir, durationsFromReports(e2eDir, reports));
}

console.log(`\n${results.filter(Boolean).join('\n')}`);
console.log(`all suites: ${seconds(startedAt)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
