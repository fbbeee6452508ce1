/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readiness } from './health';

/** A stand-in origin: `routes` by path, 404 otherwise; records the apikey each request carried. */
async function origin(routes: Record<string, { status: number; body: string }>) {
  const keys: Array<string | undefined> = [];
  const server = http.createServer((req, res) => {
    keys.push(req.headers.apikey as string | undefined);
    const route = routes[req.url ?? ''];
    res.writeHead(route?.status ?? 404, { 'Content-Type': 'application/json' }).end(route?.body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    keys,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.anon-key';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-readyz-'));
function environment(config: unknown): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
  return file;
}

describe('readiness', () => {
  it('is ready when the file is valid, every pinned manifest answers and Supabase answers', async () => {
    const cdn = await origin({ '/1.0.0/mf-manifest.json': { status: 200, body: '{"metaData":{}}' } });
    const supabase = await origin({ '/auth/v1/health': { status: 200, body: '{"name":"GoTrue"}' } });
    try {
      const manifest = `${cdn.url}/1.0.0/mf-manifest.json`;
      const file = environment({
        environment: 'test',
        supabase: { url: supabase.url, anonKey: ANON_KEY },
        remotes: { storefront: manifest, auth: manifest, backoffice: manifest },
      });
      const result = await readiness(file);
      expect(result.ready).toBe(true);
      expect(result.checks.map((check) => [check.name, check.ok])).toEqual([
        ['environment', true],
        ['remote storefront', true],
        ['remote auth', true],
        ['remote backoffice', true],
        ['supabase', true],
      ]);
      expect(supabase.keys).toEqual([ANON_KEY]);
    } finally {
      await Promise.all([cdn.close(), supabase.close()]);
    }
  });

  it('names the remote whose manifest is missing and the Supabase that does not answer', async () => {
    const cdn = await origin({ '/1.0.0/mf-manifest.json': { status: 200, body: '{}' } });
    // a Supabase that was there and stopped: its port refuses connections
    const gone = await origin({});
    await gone.close();
    try {
      const file = environment({
        environment: 'test',
        supabase: { url: gone.url, anonKey: ANON_KEY },
        remotes: {
          storefront: `${cdn.url}/1.0.0/mf-manifest.json`,
          auth: `${cdn.url}/1.0.0/mf-manifest.json`,
          backoffice: `${cdn.url}/2.0.0/mf-manifest.json`,
        },
      });
      const result = await readiness(file);
      expect(result.ready).toBe(false);
      const failing = result.checks.filter((check) => !check.ok);
      expect(failing).toEqual([
        expect.objectContaining({ name: 'remote backoffice', error: 'HTTP 404' }),
        expect.objectContaining({ name: 'supabase', error: 'ECONNREFUSED' }),
      ]);
    } finally {
      await cdn.close();
    }
  });

  it("checks a canary's manifest beside the pinned one, and names it when it is missing", async () => {
    const cdn = await origin({ '/1.0.0/mf-manifest.json': { status: 200, body: '{}' } });
    const supabase = await origin({ '/auth/v1/health': { status: 200, body: '{}' } });
    try {
      const manifest = `${cdn.url}/1.0.0/mf-manifest.json`;
      const file = environment({
        environment: 'test',
        supabase: { url: supabase.url, anonKey: ANON_KEY },
        remotes: { storefront: manifest, auth: manifest, backoffice: manifest },
        canary: { storefront: { version: '1.4.0', percent: 10 } },
      });
      const result = await readiness(file);
      expect(result.ready).toBe(false);
      expect(result.checks.filter((check) => !check.ok)).toEqual([
        expect.objectContaining({
          name: 'remote storefront canary 1.4.0',
          url: `${cdn.url}/1.4.0/mf-manifest.json`,
          error: 'HTTP 404',
        }),
      ]);
    } finally {
      await Promise.all([cdn.close(), supabase.close()]);
    }
  });

  it.each([
    ['a file that is not there', undefined, /cannot read/],
    ['a file that is not JSON', '{"environment":', /is not JSON/],
    ['a file without remotes', { environment: 'x', supabase: { url: 'http://a', anonKey: 'k' } }, /remotes/],
    [
      'a remote that is not a URL',
      { environment: 'x', supabase: { url: 'http://a', anonKey: 'k' }, remotes: { auth: 'not a url' } },
      /remotes\.storefront: missing; remotes\.backoffice: missing; remotes\.auth: must match pattern/,
    ],
  ])('is not ready with %s', async (_name, config, error) => {
    const file = config === undefined ? path.join(dir, 'missing.json') : environment(config);
    const result = await readiness(file);
    expect(result).toEqual({
      ready: false,
      checks: [{ name: 'environment', ok: false, error: expect.stringMatching(error) }],
    });
  });
});
