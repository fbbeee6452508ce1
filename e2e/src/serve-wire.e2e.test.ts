// What the production servers (tools/serve.mjs, tools/wire.mjs) put on the wire, over plain HTTP against the
// production build: precompressed files with Content-Encoding, Vary and the length of the bytes sent, identity
// when the client accepts no encoding, the runtime config inlined into the shell's HTML (escaped) with a
// preload of the route's remote manifest, and revalidation (ETag / 304) of the config and the manifests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { PORTS, remoteVersion, ROOT, Servers, SHELL } from './harness';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const decode = (reply: Reply): Buffer => {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
};

const inlinedConfig = (html: string): unknown => {
  const match = /<script type="application\/json" id="koperasi-runtime-config">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
};

const storefrontBase = `http://localhost:${PORTS.storefront}/${remoteVersion('storefront')}`;
let servers: Servers;

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')))
    throw new Error('build first: pnpm build');
  servers = new Servers();
  await servers.start('shell', 'storefront');
}, 90_000);

afterAll(async () => {
  await servers?.stop();
});

describe('compressed files', () => {
  it('sends the shell entry as brotli, gzip or identity, each with its own length and the same bytes', async () => {
    const html = (await get(`${SHELL}/`)).body.toString();
    const entry = /<script[^>]+src="(\/static\/js\/index\.[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const identity = await get(`${SHELL}${entry}`, { 'Accept-Encoding': 'identity' });
    const br = await get(`${SHELL}${entry}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await get(`${SHELL}${entry}`, { 'Accept-Encoding': 'gzip' });

    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const reply of [identity, br, gz]) {
      expect(reply.status).toBe(200);
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(reply).equals(identity.body)).toBe(true);
    }
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(identity.body.length / 2);
  });

  it("sends a remote's manifest compressed, with CORS, and answers its revalidation with a 304 that keeps CORS", async () => {
    const first = await get(`${storefrontBase}/mf-manifest.json`, { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(JSON.parse(decode(first).toString())).toHaveProperty('metaData');
    const etag = first.headers.etag;
    expect(etag).toBeDefined();

    const again = await get(`${storefrontBase}/mf-manifest.json`, {
      'Accept-Encoding': 'br',
      'If-None-Match': etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['access-control-allow-origin']).toBe('*');
  });
});

describe("the shell's HTML", () => {
  it('inlines the runtime config and preloads the manifest of the remote that renders the route', async () => {
    const config = JSON.parse(fs.readFileSync(servers.envFile, 'utf8')) as {
      remotes: Record<string, string>;
    };
    const home = await get(`${SHELL}/`, { 'Accept-Encoding': 'identity' });
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    const html = home.body.toString();
    expect(inlinedConfig(html)).toEqual(config);
    expect(html).toContain(
      `<link rel="preload" href="${config.remotes.storefront}" as="fetch" crossorigin="anonymous" />`,
    );
    expect(html.indexOf('koperasi-runtime-config')).toBeLessThan(html.indexOf('</head>'));

    const admin = (await get(`${SHELL}/admin/products`)).body.toString();
    expect(admin).toContain(`<link rel="preload" href="${config.remotes.backoffice}"`);
    expect(admin).not.toContain(`href="${config.remotes.storefront}"`);
    const login = (await get(`${SHELL}/auth/login`)).body.toString();
    expect(login).toContain(`<link rel="preload" href="${config.remotes.auth}"`);
  });

  it('sends the same page compressed when the client accepts it, and 304 when it has it', async () => {
    const identity = await get(`${SHELL}/products`, { 'Accept-Encoding': 'identity' });
    const br = await get(`${SHELL}/products`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(decode(br).equals(identity.body)).toBe(true);

    const again = await get(`${SHELL}/products`, { 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('escapes the config so that no value can close the script element', async () => {
    const original = fs.readFileSync(servers.envFile, 'utf8');
    const hostile = { ...JSON.parse(original), environment: '</script><script>alert(1)</script><!--\u2028' };
    fs.writeFileSync(servers.envFile, JSON.stringify(hostile));
    try {
      const html = (await get(`${SHELL}/`)).body.toString();
      expect(html).not.toContain('<script>alert(1)');
      const raw = /id="koperasi-runtime-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(raw).not.toMatch(/[<>\u2028]/);
      expect(inlinedConfig(html)).toEqual(hostile);
    } finally {
      fs.writeFileSync(servers.envFile, original);
    }
  });
});

describe('the runtime config', () => {
  it('is revalidated: no-cache with an ETag, 304 while unchanged, 200 with the new ETag once edited', async () => {
    const first = await get(`${SHELL}/runtime-config.json`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get(`${SHELL}/runtime-config.json`, { 'If-None-Match': etag })).status).toBe(304);

    const original = fs.readFileSync(servers.envFile, 'utf8');
    fs.writeFileSync(servers.envFile, JSON.stringify({ ...JSON.parse(original), environment: 'e2e-edited' }));
    try {
      const edited = await get(`${SHELL}/runtime-config.json`, { 'If-None-Match': etag });
      expect(edited.status).toBe(200);
      expect(edited.headers.etag).not.toBe(etag);
      expect(JSON.parse(edited.body.toString())).toHaveProperty('environment', 'e2e-edited');
    } finally {
      fs.writeFileSync(servers.envFile, original);
    }
  });
});
