import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  appendEntry,
  lastChange,
  pinStack,
  readEntries,
  rollbackTarget,
  type DeployAction,
  type DeployEntry,
} from './deploy-log';

let minute = 0;
function entry(
  action: DeployAction,
  from: string,
  to: string,
  {
    remote = 'storefront',
    result = 'done',
    percent,
  }: Partial<Pick<DeployEntry, 'remote' | 'result' | 'percent'>> = {},
): DeployEntry {
  minute += 1;
  return {
    at: new Date(Date.UTC(2026, 6, 12, 14, minute)).toISOString(),
    actor: 'tim-toko@koperasi.test',
    environment: 'uji',
    action,
    remote,
    from,
    to,
    ...(percent ? { percent } : {}),
    result,
    gates: [],
  };
}

describe('the pin stack and rollback', () => {
  const promoted = [entry('promote', '1.0.0', '1.1.0'), entry('promote', '1.1.0', '1.2.0')];

  it('pushes each promotion onto the version it replaced', () => {
    expect(pinStack(promoted, 'storefront')).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(rollbackTarget(promoted, 'storefront', '1.2.0')).toBe('1.1.0');
  });

  it('pops one version per rollback, down to the first pin the log knows', () => {
    const once = [...promoted, entry('rollback', '1.2.0', '1.1.0')];
    expect(pinStack(once, 'storefront')).toEqual(['1.0.0', '1.1.0']);
    expect(rollbackTarget(once, 'storefront', '1.1.0')).toBe('1.0.0');

    const twice = [...once, entry('rollback', '1.1.0', '1.0.0')];
    expect(pinStack(twice, 'storefront')).toEqual(['1.0.0']);
    expect(rollbackTarget(twice, 'storefront', '1.0.0')).toBeUndefined();
  });

  it('leaves refusals, canaries and other remotes out', () => {
    const entries = [
      entry('promote', '1.0.0', '1.1.0'),
      entry('promote', '1.1.0', '1.3.0', { result: 'refused' }),
      entry('canary', '1.1.0', '1.4.0', { percent: 10 }),
      entry('canary-end', '1.4.0', '1.1.0'),
      entry('promote', '2.0.0', '2.1.0', { remote: 'auth' }),
      entry('rollback', '1.1.0', '1.0.0', { result: 'refused' }),
    ];
    expect(pinStack(entries, 'storefront')).toEqual(['1.0.0', '1.1.0']);
    expect(rollbackTarget(entries, 'storefront', '1.1.0')).toBe('1.0.0');
    expect(pinStack(entries, 'auth')).toEqual(['2.0.0', '2.1.0']);
    expect(pinStack(entries, 'backoffice')).toEqual([]);
  });

  it('gives no target when the current pin is not the top of the stack (the file was changed by hand)', () => {
    expect(rollbackTarget(promoted, 'storefront', '1.1.0')).toBeUndefined();
    expect(rollbackTarget(promoted, 'storefront', '9.9.9')).toBeUndefined();
    expect(rollbackTarget([], 'storefront', '1.0.0')).toBeUndefined();
  });
});

describe('lastChange', () => {
  it('is the last done entry of the remote with one of the actions', () => {
    const first = entry('promote', '1.0.0', '1.1.0');
    const back = entry('rollback', '1.1.0', '1.0.0');
    const canary = entry('canary', '1.0.0', '1.5.0', { percent: 5 });
    const entries = [
      first,
      back,
      canary,
      entry('promote', '1.0.0', '1.6.0', { result: 'refused' }),
      entry('promote', '2.0.0', '2.1.0', { remote: 'auth' }),
    ];
    expect(lastChange(entries, 'storefront', ['promote', 'rollback'])).toBe(back);
    expect(lastChange(entries, 'storefront', ['promote'])).toBe(first);
    expect(lastChange(entries, 'storefront', ['canary'])).toBe(canary);
    expect(lastChange(entries, 'backoffice', ['promote', 'rollback'])).toBeUndefined();
  });
});

describe('the log file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-deploy-log-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('appends one JSON line per entry, creating its folder, and reads them back in order', () => {
    const file = path.join(dir, 'log', 'uji.jsonl');
    expect(readEntries(file)).toEqual([]);
    const entries = [
      entry('promote', '1.0.0', '1.1.0'),
      {
        ...entry('promote', '1.1.0', '1.2.0', { result: 'refused' }),
        gates: [{ name: 'complete' as const, ok: false, detail: 'x', ms: 3 }],
      },
    ];
    for (const written of entries) appendEntry(file, written);
    expect(fs.readFileSync(file, 'utf8').split('\n')).toHaveLength(3);
    expect(readEntries(file)).toEqual(entries);
  });

  it('names the file and line of a broken line', () => {
    const file = path.join(dir, 'uji.jsonl');
    appendEntry(file, entry('promote', '1.0.0', '1.1.0'));
    fs.appendFileSync(file, '{"at": "2026-07-12T\n');
    expect(() => readEntries(file)).toThrow(`${file}:2 is not a JSON line`);
  });
});
