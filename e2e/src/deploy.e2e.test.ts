/**
 * A team ships its remote alone (README: "A team deploys"): `pnpm release` publishes a storefront version to
 * the local release origin once and never again, `pnpm promote` pins it only through its gates (complete,
 * compatible, smoke) and the next page runs it, `pnpm rollback` returns to the pin before, `pnpm deploy:status`
 * says who pinned what, and a version that needs an export the environment's shell lacks is refused by name.
 * The test's environment file and deploy log live in a folder of its own (DEPLOY_DIR), its releases in another
 * (RELEASE_DIR), which the stack's remote origins serve.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browser, useBrowserStack } from './fixtures';
import { PORTS, recordResponses, remoteVersion, ROOT, SHELL, writeEnvironment } from './harness';

const DEPLOY_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-deploy-'));
const RELEASE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-releases-'));
fs.mkdirSync(path.join(DEPLOY_DIR, 'environments'));
const ENV_FILE = writeEnvironment(path.join(DEPLOY_DIR, 'environments', 'e2e.json'));
const LOG_FILE = path.join(DEPLOY_DIR, 'log', 'e2e.jsonl');
const ACTOR = 'tim-toko@koperasi.test';

useBrowserStack({ testTimeout: 240_000, stackOptions: { envFile: ENV_FILE, env: { RELEASE_DIR } } });

const STABLE = remoteVersion('storefront');
const NEXT = `${STABLE}-rilis.${process.pid}`;
/** the builds this test makes in the checkout's storefront/dist, removed after */
const built: string[] = [];

afterAll(() => {
  for (const folder of built) fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(DEPLOY_DIR, { recursive: true, force: true });
  fs.rmSync(RELEASE_DIR, { recursive: true, force: true });
});

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** One deploy command as a person runs it (`pnpm release …` is `tsx tools/deploy/cli.ts release …`). */
function deploy(args: string[], root = ROOT) {
  const run = spawnSync(TSX, [path.join(root, 'tools', 'deploy', 'cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DEPLOY_DIR, RELEASE_DIR, DEPLOY_ACTOR: ACTOR, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, output: `${run.stdout}${run.stderr}` };
}

const environment = () =>
  JSON.parse(fs.readFileSync(ENV_FILE, 'utf8')) as {
    remotes: Record<string, string>;
    integrity?: Record<string, { manifest: string; remoteEntry: string; firstScreen?: string }>;
  };
const logEntries = () =>
  fs.existsSync(LOG_FILE)
    ? fs
        .readFileSync(LOG_FILE, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
const sha384 = (file: string) =>
  `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

/** The storefront files a fresh visitor's home page loads, by version folder. */
async function storefrontVersionsLoaded(): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = recordResponses(page);
  await page.goto(`${SHELL}/`);
  await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
  await page.waitForLoadState('networkidle');
  // the version the page says it runs is the one it loaded
  const declared = await page.locator('[data-remote-versions]').getAttribute('data-remote-versions');
  await context.close();
  const loaded = [
    ...new Set(
      urls
        .filter((url) => new URL(url).port === String(PORTS.storefront))
        .map((url) => new URL(url).pathname.split('/')[1]!),
    ),
  ].sort();
  expect(declared?.split(' ')).toEqual(
    expect.arrayContaining(loaded.map((version) => `storefront@${version}`)),
  );
  return loaded;
}

describe('pnpm release', () => {
  it('builds and publishes a version with its release.json, once', () => {
    built.push(path.join(ROOT, 'storefront', 'dist', 'storefront', NEXT));
    const first = deploy(['release', 'storefront', '--version', NEXT, '--env', 'e2e']);
    expect({ status: first.status, output: first.output }).toEqual({
      status: 0,
      output: expect.stringContaining(`released storefront ${NEXT}`),
    });
    const folder = path.join(RELEASE_DIR, 'storefront', NEXT);
    const release = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8')) as {
      app: string;
      version: string;
      commit: string;
      builtAt: string;
      shared: { name: string; version: string }[];
      imports: Record<string, string[]>;
      files: Record<string, string>;
    };
    expect(release).toMatchObject({ app: 'storefront', version: NEXT });
    expect(release.commit).toMatch(/^[0-9a-f]{40}/);
    expect(Date.now() - Date.parse(release.builtAt)).toBeLessThan(10 * 60_000);
    expect(release.shared.map((entry) => entry.name)).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(release.imports['@koperasi/shared-services']).toEqual(expect.arrayContaining(['useAppSelector']));
    // every file published, with its digest
    const published = execFileSync('find', [folder, '-type', 'f'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((file) => path.relative(folder, file))
      .filter((file) => file !== 'release.json')
      .sort();
    expect(Object.keys(release.files).sort()).toEqual(published);
    for (const file of ['mf-manifest.json', 'server/first-screen.mjs'])
      expect(release.files[file]).toBe(sha384(path.join(folder, file)));

    const again = deploy(['release', 'storefront', '--version', NEXT, '--env', 'e2e']);
    expect({ status: again.status, output: again.output.trim() }).toEqual({
      status: 1,
      output: `versi ${NEXT} sudah dirilis`,
    });
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8'))).toEqual(release);
  });
});

describe('pnpm promote, deploy:status and rollback', () => {
  it('pins the version through its gates; the next page runs it; rollback returns to the pin before', async () => {
    expect(await storefrontVersionsLoaded()).toEqual([STABLE]);
    // the shell is not rebuilt: pinning a remote is one edit of the environment file
    const shellBuild = fs.statSync(path.join(ROOT, 'shell', 'dist', 'index.html')).mtimeMs;

    const promoted = deploy(['promote', 'storefront', NEXT, '--env', 'e2e']);
    expect({ status: promoted.status, output: promoted.output }).toEqual({
      status: 0,
      output: expect.stringMatching(new RegExp(`pinned storefront ${NEXT.replace(/\./g, '\\.')} in e2e`)),
    });
    for (const gate of ['complete', 'compatible', 'smoke'])
      expect(promoted.stdout).toMatch(new RegExp(`^  ok   ${gate} `, 'm'));
    // every storefront route was opened in the smoke run
    expect(promoted.stdout).toMatch(/ok {3}smoke {6}\d+ of 11 routes show their main content/);
    const pinned = environment();
    expect(pinned.remotes.storefront).toBe(`http://localhost:${PORTS.storefront}/${NEXT}/mf-manifest.json`);
    expect(pinned.integrity?.storefront).toEqual({
      manifest: sha384(path.join(RELEASE_DIR, 'storefront', NEXT, 'mf-manifest.json')),
      remoteEntry: expect.stringMatching(/^sha384-/),
      firstScreen: sha384(path.join(RELEASE_DIR, 'storefront', NEXT, 'server', 'first-screen.mjs')),
    });
    expect(logEntries()).toEqual([
      expect.objectContaining({
        action: 'promote',
        result: 'done',
        actor: ACTOR,
        remote: 'storefront',
        from: STABLE,
        to: NEXT,
        gates: [
          expect.objectContaining({ name: 'complete', ok: true }),
          expect.objectContaining({ name: 'compatible', ok: true }),
          expect.objectContaining({ name: 'smoke', ok: true }),
        ],
      }),
    ]);
    expect(await storefrontVersionsLoaded()).toEqual([NEXT]);
    expect(fs.statSync(path.join(ROOT, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellBuild);

    const status = deploy(['status', '--env', 'e2e']);
    expect(status.status).toBe(0);
    expect(status.stdout).toMatch(
      new RegExp(
        `storefront +${NEXT.replace(/\./g, '\\.')} +\\d\\d/\\d\\d/\\d{4} \\d\\d\\.\\d\\d WIB \\(promote\\) +${ACTOR}`,
      ),
    );

    const back = deploy(['rollback', 'storefront', '--env', 'e2e']);
    expect({ status: back.status, output: back.output }).toEqual({
      status: 0,
      output: expect.stringContaining(`pinned storefront ${STABLE} in e2e (was ${NEXT})`),
    });
    expect(back.stdout).not.toMatch(/smoke/);
    expect(environment().remotes.storefront).toContain(`/${STABLE}/mf-manifest.json`);
    expect(await storefrontVersionsLoaded()).toEqual([STABLE]);
    expect(logEntries().map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['promote', STABLE, NEXT],
      ['rollback', NEXT, STABLE],
    ]);
    // nothing before the first pin to return to
    const none = deploy(['rollback', 'storefront', '--env', 'e2e']);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain(`has no pin of storefront before ${STABLE}`);
  });
});

/**
 * A copy of the checkout (its tracked files, the installed packages linked), in which a team adds an export to
 * shared-services and uses it in the storefront, with a storefront build of `version` made there: the bytes are
 * the stable build's (copied, not rebuilt: the first test builds a release already), its release.json is written
 * by the build's own last step from the copy's sources, so it records the import the shell lacks.
 */
function checkoutWithNewExport(name: string, version: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-salinan-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  for (const file of files.filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  // each package's own links (relative: the workspace packages resolve to the copy's)
  for (const pkg of ['shell', 'storefront', 'auth', 'backoffice', 'shared-ui', 'shared-services'])
    execFileSync('cp', ['-a', path.join(ROOT, pkg, 'node_modules'), path.join(copy, pkg, 'node_modules')]);
  fs.appendFileSync(
    path.join(copy, 'shared-services', 'src', 'index.ts'),
    `\nexport const ${name} = 'rilis-uji';\n`,
  );
  const page = path.join(copy, 'storefront', 'src', 'routes', 'home-page.tsx');
  fs.writeFileSync(
    page,
    `import { ${name} } from '@koperasi/shared-services';\n${fs.readFileSync(page, 'utf8')}\nexport const penanda = ${name};\n`,
  );
  const output = path.join(copy, 'storefront', 'dist', 'storefront', version);
  fs.cpSync(path.join(ROOT, 'storefront', 'dist', 'storefront', STABLE), output, { recursive: true });
  fs.rmSync(path.join(output, 'release.json'));
  execFileSync(TSX, [path.join(copy, 'tools', 'deploy', 'release-info.ts'), 'storefront'], {
    cwd: path.join(copy, 'storefront'),
    env: { ...process.env, REMOTE_VERSION: version },
  });
  return copy;
}

describe('the compatible gate', () => {
  it('refuses a version importing a shared-services export the shell lacks, naming the export', () => {
    const version = `${STABLE}-ekspor.${process.pid}`;
    const copy = checkoutWithNewExport('penandaRilisUji', version);
    try {
      const released = deploy(
        ['release', 'storefront', '--version', version, '--env', 'e2e', '--skip-build'],
        copy,
      );
      expect({ status: released.status, output: released.output }).toEqual({
        status: 0,
        output: expect.stringContaining(`released storefront ${version}`),
      });
      const before = fs.readFileSync(ENV_FILE, 'utf8');
      const entries = logEntries().length;

      const refused = deploy(['promote', 'storefront', version, '--env', 'e2e']);
      expect(refused.status).toBe(1);
      expect(refused.stdout).toMatch(/^ {2}ok {3}complete /m);
      expect(refused.stdout).toMatch(
        /^ {2}FAIL compatible shell \S+ of this checkout \(shell\/dist\) lacks what it needs \(deploy the shell first\): @koperasi\/shared-services: no export penandaRilisUji /m,
      );
      // no smoke run, no pin
      expect(refused.stdout).not.toMatch(/smoke/);
      expect(refused.stderr).toContain(`refused: storefront ${version} is not pinned in e2e`);
      expect(fs.readFileSync(ENV_FILE, 'utf8')).toBe(before);
      expect(logEntries().slice(entries)).toEqual([
        expect.objectContaining({
          action: 'promote',
          result: 'refused',
          to: version,
          gates: [
            expect.objectContaining({ name: 'complete', ok: true }),
            expect.objectContaining({ name: 'compatible', ok: false }),
          ],
        }),
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
