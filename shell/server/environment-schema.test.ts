/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkEnvironmentFiles, schemaProblems } from './environment-schema';

const ENVIRONMENTS = path.join(__dirname, '..', '..', 'deploy', 'environments');

const valid = {
  environment: 'staging',
  supabase: { url: 'https://abcd.supabase.co', anonKey: 'eyJhbGciOiJIUzI1NiJ9.anon' },
  remotes: {
    storefront: 'https://cdn.koperasi.example/storefront/1.2.0/mf-manifest.json',
    auth: 'https://cdn.koperasi.example/auth/1.0.0/mf-manifest.json',
    backoffice: '/backoffice/1.0.0/mf-manifest.json',
  },
  midtrans: { snapJsUrl: 'https://app.midtrans.com/snap/snap.js', clientKey: 'Mid-client-x' },
  firstScreen: { readTimeoutMs: 500 },
};

describe('the environment schema', () => {
  it.each(fs.readdirSync(ENVIRONMENTS).filter((file) => file.endsWith('.json')))(
    'holds for deploy/environments/%s',
    (file) => {
      expect(schemaProblems(JSON.parse(fs.readFileSync(path.join(ENVIRONMENTS, file), 'utf8')))).toEqual([]);
    },
  );

  it('has the four environments, staging and production with hosted addresses', () => {
    const names = fs.readdirSync(ENVIRONMENTS).sort();
    expect(names).toEqual(['dev.json', 'local.json', 'production.json', 'staging.json']);
    for (const name of ['staging.json', 'production.json']) {
      const config = JSON.parse(fs.readFileSync(path.join(ENVIRONMENTS, name), 'utf8')) as typeof valid;
      expect(config.supabase.url).toMatch(/^https:\/\/[a-z0-9-]+\.supabase\.co$/);
      for (const url of Object.values(config.remotes)) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('accepts a complete file', () => {
    expect(schemaProblems(valid)).toEqual([]);
  });

  it.each([
    [
      'a missing remote',
      { ...valid, remotes: { storefront: valid.remotes.storefront, auth: valid.remotes.auth } },
      ['remotes.backoffice: missing'],
    ],
    ['a missing supabase', { environment: 'x', remotes: valid.remotes }, ['supabase: missing']],
    ['a misspelt field', { ...valid, remote: {} }, ['remote: not a known field']],
    [
      'an unknown remote',
      { ...valid, remotes: { ...valid.remotes, kasir: 'https://x/1/mf-manifest.json' } },
      ['remotes.kasir: not a known field'],
    ],
    [
      'a manifest that is not a URL',
      { ...valid, remotes: { ...valid.remotes, auth: 'auth 1.0.0' } },
      [expect.stringMatching(/^remotes\.auth: must match pattern/)],
    ],
    [
      'a Supabase URL with a path',
      { ...valid, supabase: { ...valid.supabase, url: 'https://abcd.supabase.co/rest/v1' } },
      [expect.stringMatching(/^supabase\.url: must match pattern/)],
    ],
    [
      'a negative budget',
      { ...valid, firstScreen: { readTimeoutMs: -1 } },
      ['firstScreen.readTimeoutMs: must be >= 0'],
    ],
    [
      'a budget in text',
      { ...valid, firstScreen: { backoffMs: '5000' } },
      ['firstScreen.backoffMs: must be integer'],
    ],
    [
      'a name with capitals',
      { ...valid, environment: 'Produksi' },
      [expect.stringMatching(/^environment: must match pattern/)],
    ],
    ['not an object', [], ['(file): must be object']],
  ])('names the field of %s', (_name, config, problems) => {
    expect(schemaProblems(config)).toEqual(problems);
  });

  it('stops the build naming each file and field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-environments-'));
    fs.writeFileSync(path.join(dir, 'staging.json'), JSON.stringify(valid));
    expect(() => checkEnvironmentFiles(dir)).not.toThrow();
    fs.writeFileSync(path.join(dir, 'qa.json'), JSON.stringify({ ...valid, midtrans: { clientKey: 'x' } }));
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"environment":');
    expect(() => checkEnvironmentFiles(dir)).toThrow(
      /broken\.json: not JSON[\s\S]*qa\.json: midtrans\.snapJsUrl: missing\n {2}qa\.json: environment: "staging" is not the file's name \("qa"\)/,
    );
  });
});
