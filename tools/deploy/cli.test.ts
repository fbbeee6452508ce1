/**
 * The commands that need no release origin or browser: deploy:status, and rollback where the log or the canary
 * decides alone. Their environment file and deploy log are in a temporary DEPLOY_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CommandError, inWib, promote, rollback, status } from './cli';
import { appendEntry, readEntries, type DeployEntry } from './deploy-log';
import { readEnvironmentFile, writeEnvironmentFile, type Environment } from './environment-file';
import { digestOf } from './release-info';

const saved = { DEPLOY_DIR: process.env.DEPLOY_DIR, DEPLOY_ACTOR: process.env.DEPLOY_ACTOR };
let dir: string;
let envFile: string;
let logFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-deploy-cli-'));
  process.env.DEPLOY_DIR = dir;
  process.env.DEPLOY_ACTOR = 'tim-toko@koperasi.test';
  fs.mkdirSync(path.join(dir, 'environments'));
  envFile = path.join(dir, 'environments', 'uji.json');
  logFile = path.join(dir, 'log', 'uji.jsonl');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const DIGESTS = { manifest: digestOf('m'), remoteEntry: digestOf('e') };

function environment(overrides: Partial<Environment> = {}): Environment {
  const config: Environment = {
    environment: 'uji',
    supabase: { url: 'http://127.0.0.1:54321', anonKey: 'uji-anon-key-yang-cukup-panjang' },
    remotes: {
      storefront: 'http://localhost:3001/storefront/1.1.0/mf-manifest.json',
      auth: 'http://localhost:3002/auth/1.0.0/mf-manifest.json',
      backoffice: 'http://localhost:3003/backoffice/1.0.0/mf-manifest.json',
    },
    integrity: { storefront: DIGESTS },
    ...overrides,
  };
  writeEnvironmentFile(envFile, config);
  return config;
}

function logged(entry: Partial<DeployEntry> & Pick<DeployEntry, 'at' | 'action' | 'remote' | 'from' | 'to'>) {
  appendEntry(logFile, {
    actor: 'tim-toko@koperasi.test',
    environment: 'uji',
    result: 'done',
    gates: [],
    ...entry,
  });
}

async function outputOf(command: (argv: string[], out: (line: string) => void) => unknown, argv: string[]) {
  const lines: string[] = [];
  await command(argv, (line) => lines.push(line));
  return lines;
}

describe('inWib', () => {
  it("writes an instant as the cooperative's day and time: 07/12/2026 21.15 WIB", () => {
    expect(inWib('2026-12-07T14:15:00Z')).toBe('07/12/2026 21.15 WIB');
    // past midnight in Jakarta, still the day before in UTC
    expect(inWib('2026-07-12T17:05:00.000Z')).toBe('13/07/2026 00.05 WIB');
  });
});

describe('deploy:status', () => {
  it('shows each pin with when (WIB) and by whom the log says it was set, and a canary', async () => {
    environment({
      canary: { auth: { version: '1.1.0', percent: 10, integrity: DIGESTS } },
    });
    logged({
      at: '2026-07-12T14:15:00.000Z',
      action: 'promote',
      remote: 'storefront',
      from: '1.0.0',
      to: '1.1.0',
    });
    logged({
      at: '2026-07-12T15:00:00.000Z',
      actor: 'tim-akun@koperasi.test',
      action: 'canary',
      remote: 'auth',
      from: '1.0.0',
      to: '1.1.0',
      percent: 10,
    });
    logged({
      at: '2026-07-12T16:00:00.000Z',
      action: 'promote',
      remote: 'storefront',
      from: '1.1.0',
      to: '1.2.0',
      result: 'refused',
    });
    const lines = await outputOf(status, ['--env', 'uji']);
    const rowOf = (remote: string) => lines.find((line) => line.trimStart().startsWith(`${remote} `));
    expect(lines[0]).toMatch(/^uji \(.*uji\.json\)$/);
    expect(lines[1]).toMatch(/^ {2}remote +version +since +by +canary$/);
    expect(rowOf('storefront')).toMatch(
      /^ {2}storefront +1\.1\.0 +12\/07\/2026 21\.15 WIB \(promote\) +tim-toko@koperasi\.test +-$/,
    );
    expect(rowOf('auth')).toMatch(
      /^ {2}auth +1\.0\.0 \(no digests\) +before the deploy log +- +1\.1\.0 for 10 % since 12\/07\/2026 22\.00 WIB by tim-akun@koperasi\.test$/,
    );
    expect(rowOf('backoffice')).toMatch(
      /^ {2}backoffice +1\.0\.0 \(no digests\) +before the deploy log +- +-$/,
    );
    expect(lines.at(-1)).toBe("  shell: this checkout's build (no shell pin)");
  });

  it('asks for an environment', async () => {
    await expect(outputOf(status, [])).rejects.toThrow(
      new CommandError('usage: pnpm deploy:status --env <env>'),
    );
  });
});

describe('rollback', () => {
  it('refuses when the log has no pin before the current one', async () => {
    environment();
    const refused = outputOf(rollback, ['storefront', '--env', 'uji']);
    await expect(refused).rejects.toBeInstanceOf(CommandError);
    await expect(refused).rejects.toThrow(/has no pin of storefront before 1\.1\.0 to return to$/);

    // a log whose last pin is not the file's (changed by hand since): no step back either
    logged({
      at: '2026-07-12T14:15:00.000Z',
      action: 'promote',
      remote: 'storefront',
      from: '1.0.0',
      to: '1.0.5',
    });
    await expect(outputOf(rollback, ['storefront', '--env', 'uji'])).rejects.toThrow(
      /has no pin of storefront before 1\.1\.0 to return to$/,
    );
    expect(readEnvironmentFile(envFile).remotes.storefront).toBe(
      'http://localhost:3001/storefront/1.1.0/mf-manifest.json',
    );
  });

  it("ends a canary first: everyone gets the pinned version, logged as the actor's canary-end", async () => {
    environment({ canary: { storefront: { version: '1.2.0', percent: 25, integrity: DIGESTS } } });
    const lines = await outputOf(rollback, ['storefront', '--env', 'uji']);
    expect(lines).toEqual(['ended the canary of storefront 1.2.0 in uji: everyone gets 1.1.0']);
    const after = readEnvironmentFile(envFile);
    expect(after.canary).toBeUndefined();
    expect(after.remotes.storefront).toBe('http://localhost:3001/storefront/1.1.0/mf-manifest.json');
    expect(readEntries(logFile)).toEqual([
      expect.objectContaining({
        actor: 'tim-toko@koperasi.test',
        action: 'canary-end',
        remote: 'storefront',
        from: '1.2.0',
        to: '1.1.0',
        result: 'done',
      }),
    ]);
  });
});

describe('promote', () => {
  it('refuses a canary share outside 1 to 99 before reading anything', async () => {
    for (const share of ['0', '100', '12.5'])
      await expect(
        outputOf(promote, ['storefront', '1.2.0', '--env', 'uji', '--canary', share]),
      ).rejects.toThrow(`--canary is a share of visitors from 1 to 99: ${share}`);
  });

  it('does nothing for the version already pinned', async () => {
    environment();
    expect(await outputOf(promote, ['storefront', '1.1.0', '--env', 'uji'])).toEqual([
      'storefront 1.1.0 is already pinned in uji',
    ]);
    expect(readEntries(logFile)).toEqual([]);
  });
});
