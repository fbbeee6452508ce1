import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PORTS, recordResponses, ROOT, Servers, sharedPackageOrigins, SHELL } from './harness';

const REMOTES = ['storefront', 'auth', 'backoffice'] as const;
const manifests = {
  shell: { base: `${SHELL}/`, file: path.join(ROOT, 'shell', 'dist', 'mf-manifest.json') },
  ...Object.fromEntries(
    REMOTES.map((name) => [
      name,
      { base: `http://localhost:${PORTS[name]}/1.0.0/`, file: path.join(ROOT, name, 'dist', name, '1.0.0', 'mf-manifest.json') },
    ]),
  ),
};

let browser: Browser;
let page: Page;
const servers = new Servers();

beforeAll(async () => {
  await servers.start('shell', 'storefront', 'auth', 'backoffice');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await servers.stop();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
});
afterEach(async () => page.close());

const fromPort = (urls: string[], port: number) => urls.filter((url) => new URL(url).port === String(port));

describe('composed production build', () => {
  it('renders the home page from the storefront remote inside the shell', async () => {
    const urls = recordResponses(page);
    await page.goto(`${SHELL}/`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.getByPlaceholder('Cari produk...').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Kategori produk' }).isVisible()).toBe(true);
    expect(fromPort(urls, PORTS.storefront).some((url) => url.endsWith('/1.0.0/mf-manifest.json'))).toBe(true);
  });

  it('downloads React and every shared singleton once, from one app', async () => {
    const urls = recordResponses(page);
    await page.goto(`${SHELL}/`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    await page.waitForLoadState('networkidle');
    const origins = sharedPackageOrigins(urls, manifests);
    for (const pkg of ['react', 'react-dom', 'react-dom/client', '@mui/material', 'react-redux', '@koperasi/shared-ui']) {
      expect({ pkg, origins: origins.get(pkg) }).toEqual({ pkg, origins: ['shell'] });
    }
    for (const [pkg, apps] of origins) expect({ pkg, apps: apps.length }).toEqual({ pkg, apps: 1 });
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('downloads nothing of the back office on /', async () => {
    const urls = recordResponses(page);
    await page.goto(`${SHELL}/`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fromPort(urls, PORTS.backoffice)).toEqual([]);
  });

  it('downloads only the back-office remote on /admin', async () => {
    const urls = recordResponses(page);
    await page.goto(`${SHELL}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fromPort(urls, PORTS.backoffice).length).toBeGreaterThan(0);
    expect(fromPort(urls, PORTS.storefront)).toEqual([]);
    expect(fromPort(urls, PORTS.auth)).toEqual([]);
  });

  it('redirects an unknown path to /', async () => {
    await page.goto(`${SHELL}/tidak-ada/sama-sekali`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps the page working when one remote is down', async () => {
    await servers.stop('storefront');
    try {
      await page.goto(`${SHELL}/`);
      await page.getByRole('heading', { name: 'Terjadi Kesalahan' }).waitFor();
      expect(await page.getByPlaceholder('Cari produk...').isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Kategori produk' }).isVisible()).toBe(true);
      await page.goto(`${SHELL}/admin`);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    } finally {
      await servers.start('storefront');
    }
  });
});
