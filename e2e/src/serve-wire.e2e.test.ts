// What the production servers (shell/server, and the remotes' origins of tools/serve.mjs) put on the wire, over plain HTTP against the
// production build: precompressed files with Content-Encoding, Vary and the length of the bytes sent, identity
// when the client accepts no encoding, the runtime config inlined into the shell's HTML (escaped) with a
// preload of the route's remote manifest, revalidation (ETag / 304) of the config and the manifests, and the
// home page's product cards drawn by the server from a stand-in Supabase (escaped; the skeleton frame when the
// read fails, is slow or answers nothing to draw).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PORTS, remoteVersion, ROOT, Servers, SHELL, WAIT_MS } from './harness';
import { decode, get, productRow as row } from './wire';

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
  // a remote's first-screen module is re-checked at every page (the environment file's server.moduleRecheckMs;
  // 2 s in production): the test of a slow re-check needs one without waiting for the interval
  const config = JSON.parse(fs.readFileSync(servers.envFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(servers.envFile, JSON.stringify({ ...config, server: { moduleRecheckMs: 0 } }));
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

  it("preloads the route's remote entry and its module's own chunks, as the runtime's preloadRemote does, on a page the server does not draw", async () => {
    const manifest = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, 'storefront', 'dist', 'storefront', remoteVersion('storefront'), 'mf-manifest.json'),
        'utf8',
      ),
    ) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const cart = manifest.exposes.find((expose) => expose.name === 'CartPage')!;
    const expected = [manifest.metaData.remoteEntry.name, ...cart.assets.js.sync].map(
      (file) => `<link rel="preload" href="${storefrontBase}/${file}" as="script" />`,
    );
    const scripts = (html: string) => html.match(/<link rel="preload" href="[^"]+" as="script" \/>/g) ?? [];
    // the server reads the manifest in the background: a page never waits for it
    let html = '';
    for (const deadline = Date.now() + WAIT_MS; scripts(html).length === 0 && Date.now() < deadline;) {
      if (html) await new Promise((resolve) => setTimeout(resolve, 100));
      html = (await get(`${SHELL}/CART`)).body.toString();
    }
    expect(scripts(html)).toEqual(expected);
    expect(html.indexOf(expected[0]!)).toBeLessThan(html.indexOf('</head>'));
    // another route, another module; a path no route renders preloads no script
    const about = manifest.exposes.find((expose) => expose.name === 'AboutPage')!;
    expect(scripts((await get(`${SHELL}/about`)).body.toString())).toHaveLength(
      1 + about.assets.js.sync.length,
    );
    expect(scripts((await get(`${SHELL}/tidak/ada/di/sini`)).body.toString())).toEqual([]);
    // a remote whose manifest the server could not read (the back office is not started here) adds none
    expect(scripts((await get(`${SHELL}/admin/products`)).body.toString())).toEqual([]);
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

  it('sends the bare page, with nothing inlined or preloaded, while the config is not JSON', async () => {
    const original = fs.readFileSync(servers.envFile, 'utf8');
    fs.writeFileSync(servers.envFile, original.slice(0, -2));
    try {
      for (const pathname of ['/', '/cart', '/products/1']) {
        const reply = await get(`${SHELL}${pathname}`);
        expect(reply.status).toBe(200);
        const html = reply.body.toString();
        expect(html).toContain('<div id="root">');
        expect(inlinedConfig(html)).toBeUndefined();
        expect(html).not.toContain('rel="preload"');
        expect(html).not.toContain('id="koperasi-first-answer"');
      }
      // the entry then fetches the config itself, and shows its error
      expect((await get(`${SHELL}/runtime-config.json`)).body.toString()).toBe(original.slice(0, -2));
    } finally {
      fs.writeFileSync(servers.envFile, original);
    }
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

/** The environment file's first-screen budgets (shell/server/first-screen.ts). */
interface FirstScreenBudgets {
  readTimeoutMs: number;
  backoffMs?: number;
}
/** A read answered is always drawn, however long the machine takes: the cap is tested with a read never answered. */
const WAIT_FOR_THE_READ: FirstScreenBudgets = { readTimeoutMs: 120_000 };
/** The production cap's order of size, for the tests of what happens past it (reads never answered). */
const SHORT_CAP: FirstScreenBudgets = { readTimeoutMs: 200, backoffMs: 3_600_000 };
/** A read the stand-in holds until it is closed. */
const NEVER = new Promise<never>(() => undefined);
/**
 * Stand-ins the server backs off from (SHORT_CAP) stay open until the file ends: a later stand-in on the same
 * port would be backed off too.
 */
const backedOff: { close: () => Promise<void> }[] = [];
afterAll(() => Promise.all(backedOff.map((fake) => fake.close())));

describe('the first screen drawn by the server', () => {
  /**
   * A stand-in for the Supabase REST API: answers every read with `reply`, once `held` has settled (at once
   * without it; never, while the test runs, with NEVER). A held answer is what makes a test of the server's
   * waiting independent of the machine's speed: the test decides when the read is answered.
   */
  async function fakeSupabase(
    reply: { status: number; body: unknown; headers?: Record<string, string> },
    held: Promise<unknown> = Promise.resolve(),
  ): Promise<{ url: string; reads: http.IncomingMessage[]; close: () => Promise<void> }> {
    const reads: http.IncomingMessage[] = [];
    const server = http.createServer((req, res) => {
      reads.push(req);
      void held.then(() => {
        res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', ...reply.headers });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}`,
      reads,
      close: () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  /**
   * The home page (or `pathname`) while the environment's Supabase project is `supabaseUrl` (and the
   * storefront's pinned manifest `storefront`, when given).
   */
  /** The headers of the last page homeWith got. */
  let lastHeaders: http.IncomingHttpHeaders = {};
  async function homeWith(
    supabaseUrl: string,
    pathname = '/',
    storefront?: string,
    headers: Record<string, string> = {},
    firstScreen: FirstScreenBudgets = WAIT_FOR_THE_READ,
  ): Promise<string> {
    const original = fs.readFileSync(servers.envFile, 'utf8');
    const config = JSON.parse(original) as {
      supabase: { url: string; anonKey: string };
      remotes: Record<string, string>;
    };
    fs.writeFileSync(
      servers.envFile,
      JSON.stringify({
        ...config,
        supabase: { ...config.supabase, url: supabaseUrl },
        remotes: storefront ? { ...config.remotes, storefront } : config.remotes,
        firstScreen,
      }),
    );
    try {
      const reply = await get(`${SHELL}${pathname}`, headers);
      lastHeaders = reply.headers;
      return reply.body.toString();
    } finally {
      fs.writeFileSync(servers.envFile, original);
    }
  }

  const answerIn = (html: string): unknown => {
    const match = /<script type="application\/json" id="koperasi-first-answer">([^<]*)<\/script>/.exec(html);
    return match ? JSON.parse(match[1]!) : undefined;
  };
  const filled = (html: string) => /<div class="kf-(g kf-p|p kf-pd)" data-ready="[^"]+"[^>]*>/.test(html);

  it("puts the featured products' cards and the read's answer in the home page, escaped", async () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const rows = [row(2, hostile), row(1, 'Beras Organik')];
    const supabase = await fakeSupabase({ status: 200, body: rows });
    try {
      const html = await homeWith(supabase.url);
      expect(filled(html)).toBe(true);
      expect(lastHeaders.vary).toBe('Accept-Encoding');
      expect(html.match(/data-testid="product-card"/g)).toHaveLength(2);
      expect(html).toContain('Beras Organik');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      // the answer is the read's own bytes, for the page's request to take
      const answer = answerIn(html) as { url: string; status: number; body: string };
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual(rows);
      expect(answer.url.startsWith(`${supabase.url}/rest/v1/products?select=`)).toBe(true);
      // read as a visitor, as the page reads it
      expect(supabase.reads).toHaveLength(1);
      expect(supabase.reads[0]!.headers.authorization).toBe(
        `Bearer ${String(supabase.reads[0]!.headers.apikey)}`,
      );
      expect(`${supabase.url}${supabase.reads[0]!.url}`).toBe(answer.url);

      // other pages are not drawn by the server
      const about = await homeWith(supabase.url, '/about');
      expect(filled(about)).toBe(false);
      expect(answerIn(about)).toBeUndefined();
      expect(supabase.reads).toHaveLength(1);
    } finally {
      await supabase.close();
    }
  });

  it("puts a product's page in the HTML, drawn by the pinned storefront, and nothing when it is not pinned", async () => {
    const product = {
      ...row(7, '<b>Madu</b> Hutan'),
      images: ['/storage/v1/object/public/product-images/7.jpg'],
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
      seller_id: 'a0000000-0000-4000-8000-000000000001',
      seller: { id: 'a0000000-0000-4000-8000-000000000001', full_name: 'Sari', avatar_url: null },
    };
    const supabase = await fakeSupabase({ status: 200, body: [product] });
    try {
      const html = await homeWith(supabase.url, '/products/7');
      expect(filled(html)).toBe(true);
      expect(html).toContain('data-ready="[data-testid=&quot;product-price&quot;]"');
      expect(html).toMatch(/<h1[^>]*>&lt;b&gt;Madu&lt;\/b&gt; Hutan<\/h1>/);
      expect(html).toContain('Sari');
      expect(html).not.toContain('<b>Madu');
      expect(supabase.reads.map((read) => read.url)).toEqual([
        expect.stringMatching(/^\/rest\/v1\/products\?select=.*&id=eq\.7$/),
      ]);
      // a version that publishes no first screen (here: one that does not exist) draws nothing
      const unpinned = await homeWith(
        supabase.url,
        '/products/7',
        `http://localhost:${PORTS.storefront}/0.0.0-none/mf-manifest.json`,
      );
      expect(filled(unpinned)).toBe(false);
      expect(answerIn(unpinned)).toBeUndefined();
      expect(supabase.reads).toHaveLength(1);
    } finally {
      await supabase.close();
    }
  });

  it('puts a page of the catalogue in the HTML, read with its parameters and count; never a search', async () => {
    const supabase = await fakeSupabase({
      status: 200,
      body: [row(3, 'Nila <Merah>'), row(4, 'Lele')],
      headers: { 'Content-Range': '12-13/14' },
    });
    try {
      const html = await homeWith(supabase.url, '/products?category=1&sort=price-asc&page=2');
      expect(filled(html)).toBe(true);
      expect(html).toMatch(/<h1[^>]*>Ikan Segar<\/h1>/);
      expect(html).toMatch(/>14 produk(<!-- -->)? · Perikanan</);
      expect(html.match(/data-testid="product-card"/g)).toHaveLength(2);
      expect(html).toContain('Nila &lt;Merah&gt;');
      expect((answerIn(html) as { contentRange: string }).contentRange).toBe('12-13/14');
      // a page the server draws shows its products first: the app's scripts are not preloaded in its HTML
      expect(html).not.toMatch(/<link rel="preload" href="[^"]+" as="script" \/>/);
      expect(supabase.reads).toHaveLength(1);
      const read = new URL(supabase.reads[0]!.url!, supabase.url);
      expect(read.searchParams.get('category_id')).toBe('eq.1');
      expect(read.searchParams.get('order')).toBe('price.asc,id.asc');
      expect(read.searchParams.get('offset')).toBe('12');
      expect(supabase.reads[0]!.headers.prefer).toBe('count=exact');

      // a search is a POST the page sends itself
      const search = await homeWith(supabase.url, '/products?q=nila');
      expect(filled(search)).toBe(false);
      expect(supabase.reads).toHaveLength(1);
    } finally {
      await supabase.close();
    }
  });

  it("puts a visitor's cart in the HTML from the cart cookie's lines, read with their products; none without", async () => {
    const supabase = await fakeSupabase({ status: 200, body: [row(3, 'Nila <Merah>'), row(12, 'Lele')] });
    try {
      const cookie = { Cookie: 'theme=dark; koperasi_cart=12-2.3-1' };
      const html = await homeWith(supabase.url, '/cart', undefined, cookie);
      expect(filled(html)).toBe(true);
      expect(html).toMatch(/<div class="kf-p kf-pd" data-ready="[^"]+" data-cart="12-2\.3-1">/);
      expect([...html.matchAll(/<li[^>]*aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([
        'Lele',
        'Nila &lt;Merah&gt;',
      ]);
      expect(html).toMatch(/data-testid="quantity">2</);
      // drawn from the visitor's cookie: no cache keeps it for another
      expect(lastHeaders.vary).toBe('Cookie, Accept-Encoding');
      expect(supabase.reads).toHaveLength(1);
      const read = new URL(supabase.reads[0]!.url!, supabase.url);
      expect(read.searchParams.get('id')).toBe('in.(3,12)');
      expect(`${supabase.url}${supabase.reads[0]!.url}`).toBe((answerIn(html) as { url: string }).url);
      // the same answer with other quantities is drawn anew, not taken from the last drawing
      const other = await homeWith(supabase.url, '/cart', undefined, { Cookie: 'koperasi_cart=12-5.3-1' });
      expect(other).toMatch(/data-testid="quantity">5</);

      // no cookie, a cookie that does not read, or a line whose product is gone: the skeleton frame
      for (const headers of <Record<string, string>[]>[
        {},
        { Cookie: "koperasi_cart=12-2.3-1'--" },
        { Cookie: 'koperasi_cart=12-1.99-1' },
      ]) {
        const skeleton = await homeWith(supabase.url, '/cart', undefined, headers);
        expect(filled(skeleton)).toBe(false);
        expect(skeleton).not.toContain('data-cart=');
      }
      expect(supabase.reads).toHaveLength(3);
    } finally {
      await supabase.close();
    }
  });

  it.each([
    ['the read is refused', { status: 401, body: { message: 'Invalid API key' } }, Promise.resolve()],
    ['there is no product', { status: 200, body: [] }, Promise.resolve()],
    ['the answer is not product rows', { status: 200, body: { rows: 1 } }, Promise.resolve()],
    ['the read is not answered within its time', { status: 200, body: [row(1, 'Beras')] }, NEVER],
  ])('sends the skeleton frame when %s, without waiting for it', async (_, reply, held) => {
    const supabase = await fakeSupabase(reply, held);
    if (held === NEVER) backedOff.push(supabase);
    try {
      // a read never answered: the page comes all the same, after the environment's cap
      const html = await homeWith(
        supabase.url,
        '/',
        undefined,
        {},
        held === NEVER ? SHORT_CAP : WAIT_FOR_THE_READ,
      );
      expect(supabase.reads).toHaveLength(1);
      expect(filled(html)).toBe(false);
      expect(html).toContain('<div class="kf-g kf-sk">');
      expect(answerIn(html)).toBeUndefined();
      expect(inlinedConfig(html)).toBeDefined();
    } finally {
      if (held !== NEVER) await supabase.close();
    }
  });

  it('sends the head and the frame at once, and the first screen when it is drawn', async () => {
    // the read is answered only once the test has received the page's first part: that part was sent
    // before the answer existed
    let firstPartReceived!: () => void;
    const supabase = await fakeSupabase(
      { status: 200, body: [row(1, 'Beras Organik')] },
      new Promise<void>((resolve) => (firstPartReceived = resolve)),
    );
    const original = fs.readFileSync(servers.envFile, 'utf8');
    const config = JSON.parse(original) as { supabase: { url: string } };
    fs.writeFileSync(
      servers.envFile,
      JSON.stringify({
        ...config,
        supabase: { ...config.supabase, url: supabase.url },
        firstScreen: WAIT_FOR_THE_READ,
      }),
    );
    try {
      const chunks: string[] = [];
      await new Promise<void>((resolve, reject) => {
        http
          .get(`${SHELL}/`, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
            expect(res.headers.etag).toBeUndefined();
            expect(res.headers['cache-control']).toBe('no-cache');
            res.on('data', (chunk: Buffer) => {
              chunks.push(chunk.toString());
              firstPartReceived();
            });
            res.on('end', resolve);
          })
          .on('error', reject);
      });
      const first = chunks[0]!;
      // the frame went out before the read was answered, the cards after
      expect(first).toContain('<div class="kf" id="kf"');
      expect(first).toContain('koperasi-runtime-config');
      expect(first).not.toContain('data-testid="product-card"');
      expect(supabase.reads).toHaveLength(1);
      const html = chunks.join('');
      expect(filled(html)).toBe(true);
      expect(html).toContain('Beras Organik');
      expect(html.trimEnd().endsWith('</html>')).toBe(true);

      // compressed, the same page
      const br = await get(`${SHELL}/`, { 'Accept-Encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      const decoded = decode(br).toString();
      expect(filled(decoded)).toBe(true);
      expect(decoded.trimEnd().endsWith('</html>')).toBe(true);
    } finally {
      fs.writeFileSync(servers.envFile, original);
      await supabase.close();
    }
  });

  it('stops waiting for a Supabase that did not answer in time: the next pages go out unread, while it backs off', async () => {
    const supabase = await fakeSupabase({ status: 200, body: [row(1, 'Beras')] }, NEVER);
    backedOff.push(supabase);
    expect(filled(await homeWith(supabase.url, '/', undefined, {}, SHORT_CAP))).toBe(false);
    expect(supabase.reads).toHaveLength(1);
    // the next page does not ask it again (it would wait for the cap once more): it goes out unread
    const next = await homeWith(supabase.url, '/', undefined, {}, SHORT_CAP);
    expect(filled(next)).toBe(false);
    expect(inlinedConfig(next)).toBeDefined();
    expect(supabase.reads).toHaveLength(1);
  });

  it("does not wait for a re-check of the storefront's module once it has it: a slow origin delays no page", async () => {
    // a stand-in origin for the pinned storefront: its first-screen module, answered at once the first time;
    // a re-check (If-None-Match) is held until the test has the next page (this file's servers re-check at
    // every page: server.moduleRecheckMs 0)
    const module = fs.readFileSync(
      path.join(
        ROOT,
        'storefront',
        'dist',
        'storefront',
        remoteVersion('storefront'),
        'server',
        'first-screen.mjs',
      ),
    );
    const checks: (string | undefined)[] = [];
    const held: http.ServerResponse[] = [];
    const origin = http.createServer((req, res) => {
      if (!req.url?.endsWith('/server/first-screen.mjs')) return res.writeHead(404).end();
      const etag = req.headers['if-none-match'];
      checks.push(etag);
      if (!etag) return res.writeHead(200, { 'Content-Type': 'text/javascript', ETag: '"m1"' }).end(module);
      held.push(res);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const manifest = `http://127.0.0.1:${(origin.address() as { port: number }).port}/9.9.9/mf-manifest.json`;
    const supabase = await fakeSupabase({ status: 200, body: [row(1, 'Beras Pandan')] });
    try {
      expect(await homeWith(supabase.url, '/', manifest)).toContain('Beras Pandan');
      const next = await homeWith(supabase.url, '/', manifest);
      // the page came while its module's re-check was still unanswered
      expect(checks).toEqual([undefined, '"m1"']);
      expect(held).toHaveLength(1);
      expect(held[0]!.headersSent).toBe(false);
      expect(filled(next)).toBe(true);
      expect(next).toContain('Beras Pandan');
      held[0]!.writeHead(304, { ETag: '"m1"' }).end();
    } finally {
      origin.closeAllConnections();
      await new Promise((resolve) => origin.close(resolve));
      await supabase.close();
    }
  });

  it('sends the skeleton frame when no Supabase answers', async () => {
    const html = await homeWith('http://127.0.0.1:9');
    expect(filled(html)).toBe(false);
    expect(answerIn(html)).toBeUndefined();
  });
});
