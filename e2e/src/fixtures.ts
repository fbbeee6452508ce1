/**
 * What every browser test file shares. `useBrowserStack()`, called once at the top of a test file, starts one
 * stack (local Supabase on a fresh seed, the production shell and remotes) and one Chromium for the file, and a
 * fresh browser context with its page for each test; `stack`, `browser`, `context` and `page` hold the running
 * file's and test's objects, and the helpers below act on `page` unless given another.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, ViewportSize } from 'playwright-core';
import {
  ANON_KEY,
  DEMO,
  DEMO_PASSWORD,
  launchBrowser,
  loginAs,
  passwordSession,
  ROOT,
  SHELL,
  startStack,
  SUPABASE_URL,
  WAIT_MS,
  type Stack,
} from './harness';

export let stack: Stack;
export let browser: Browser;
export let context: BrowserContext;
export let page: Page;

export interface BrowserStackOptions {
  /** the viewport of each test's page */
  viewport?: ViewportSize;
  /** jest's timeout for each test of the file, where a test takes longer than jest.config.cjs's */
  testTimeout?: number;
  /** open the home page once before the first test: a fresh stack serves its first visit cold */
  warmUp?: boolean;
  /** the browser's time zone (IANA name, as a person's computer is set); Chromium's own when not given */
  timezoneId?: string;
  /** the stack's own environment file and server environment (startStack's options) */
  stackOptions?: Parameters<typeof startStack>[0];
}

export function useBrowserStack({
  viewport = { width: 1366, height: 900 },
  testTimeout,
  warmUp = false,
  timezoneId,
  stackOptions,
}: BrowserStackOptions = {}): void {
  if (testTimeout) jest.setTimeout(testTimeout);
  beforeAll(
    async () => {
      // Chromium starts while the servers do; afterAll stops whichever started when the other failed
      const [started, launched] = await Promise.allSettled([startStack(stackOptions), launchBrowser()]);
      if (started.status === 'fulfilled') stack = started.value;
      if (launched.status === 'fulfilled') browser = launched.value;
      for (const result of [started, launched]) if (result.status === 'rejected') throw result.reason;
      if (warmUp) {
        const first = await browser.newPage();
        await first.goto(`${SHELL}/`);
        await first.locator('main').getByTestId('product-card').first().waitFor();
        await first.close();
      }
    },
    // the local server's first start of a run migrates the database
    4 * WAIT_MS,
  );
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    // a fresh browser starts with an empty cart for every account too (carts follow the account)
    await stack.admin('/rest/v1/cart_items?user_id=not.is.null', { method: 'DELETE' });
    context = await browser.newContext({ viewport, timezoneId });
    await watchToasts(context);
    page = await context.newPage();
    recordActivity(page);
  });
  afterEach(async () => {
    if ((globalThis as { __e2eTestFailed?: boolean }).__e2eTestFailed && page)
      console.error(await failureReport(page));
    await context?.close();
  });
}

/**
 * What a failed test left (jest-environment.cjs notes the failure): the page as it stands, its recent requests
 * and errors, its visible text, and the end of the local server's log. A CI log is all there is of a failure
 * on another machine.
 */
async function failureReport(on: Page): Promise<string> {
  const text = await on
    .evaluate(() => document.body.innerText)
    .catch((error: unknown) => `(page not readable: ${String(error)})`);
  return [
    'the page when the test failed',
    await pageReport(on),
    'visible text:',
    text.replace(/\n{2,}/g, '\n').slice(0, 3000),
    "the local server's log (its end):",
    stack?.supabase.log().slice(-3000) || '(empty)',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------------------

/** The path of the page's URL, without query or hash. */
export const currentPath = (on: Page = page): string => new URL(on.url()).pathname;

export async function waitForPath(pathname: string, on: Page = page): Promise<void> {
  await on.waitForURL((url) => url.pathname === pathname);
}

/**
 * What a page did lately, for the message of a wait that timed out: console errors, page errors, failed API
 * requests and API answers of 400 and up, and API requests still without an answer.
 */
const activity = new WeakMap<Page, { events: string[]; pending: Map<object, string> }>();
const KEPT_EVENTS = 30;

function recordActivity(on: Page): void {
  const log = { events: [] as string[], pending: new Map<object, string>() };
  activity.set(on, log);
  const started = Date.now();
  const note = (line: string) => {
    log.events.push(`+${Date.now() - started} ms ${line}`);
    if (log.events.length > KEPT_EVENTS) log.events.shift();
  };
  const isApi = (url: string) =>
    url.includes('/auth/v1/') || url.includes('/rest/v1/') || url.includes('/functions/v1/');
  on.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  on.on('pageerror', (error) => note(`page error: ${error.message}`));
  on.on('request', (request) => {
    if (isApi(request.url())) log.pending.set(request, `${request.method()} ${request.url()}`);
  });
  on.on('requestfailed', (request) => {
    log.pending.delete(request);
    note(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  on.on('requestfinished', (request) => log.pending.delete(request));
  on.on('response', (response) => {
    if (response.status() >= 400 && isApi(response.url())) {
      note(`${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
}

/** The page as it stands and what it did lately (see recordActivity), for a failure message. */
async function pageReport(on: Page): Promise<string> {
  const seen = await on
    .evaluate(() => {
      const texts = (selector: string) =>
        Array.from(document.querySelectorAll(selector), (element) =>
          (element.textContent ?? '').trim(),
        ).filter(Boolean);
      return {
        toasts: texts('#notistack-snackbar'),
        alerts: texts('[role="alert"], .MuiFormHelperText-root.Mui-error'),
      };
    })
    .catch((error: unknown) => ({ toasts: [], alerts: [`(page not readable: ${String(error)})`] }));
  const log = activity.get(on);
  return [
    `page: ${on.url()}`,
    `toasts on screen: ${JSON.stringify(seen.toasts)}`,
    `alerts and field errors: ${JSON.stringify(seen.alerts)}`,
    `API requests without an answer: ${JSON.stringify([...(log?.pending.values() ?? [])])}`,
    'recent events:',
    ...(log?.events ?? []).map((line) => `  ${line}`),
  ].join('\n');
}

/**
 * Records every toast a page of this context shows, as it appears (a MutationObserver installed before any
 * page script). A success toast stays two seconds: on a loaded machine a check now and then can miss it,
 * the record does not.
 */
export async function watchToasts(on: BrowserContext): Promise<void> {
  await on.addInitScript(() => {
    const seen: { element: Element; text: string; taken: boolean }[] = [];
    const recorded = new WeakSet<Element>();
    (window as unknown as { __toastsSeen: typeof seen }).__toastsSeen = seen;
    const record = (element: Element) => {
      if (recorded.has(element)) return;
      recorded.add(element);
      seen.push({ element, text: element.textContent ?? '', taken: false });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (!(node instanceof Element)) continue;
          if (node.id === 'notistack-snackbar') record(node);
          node.querySelectorAll('#notistack-snackbar').forEach(record);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits for a toast (a notistack snackbar) whose text contains `text` (as Playwright's hasText: any case,
 * spaces normalised), or matches it: one the page showed since the last wait that has not answered a wait
 * yet (watchToasts), or one on screen now that has not answered one. A toast answers one wait only: the
 * same text saved twice in a row waits for the second toast, not the first still on screen.
 */
export async function toast(text: string | RegExp, on: Page = page): Promise<void> {
  const wanted =
    typeof text === 'string'
      ? { plain: text, source: '', flags: '' }
      : { plain: null, source: text.source, flags: text.flags };
  try {
    await on.waitForFunction(({ plain, source, flags }) => {
      const normal = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
      const matches = (value: string) =>
        plain !== null ? normal(value).includes(normal(plain)) : new RegExp(source, flags).test(value);
      const seen = (
        window as unknown as { __toastsSeen?: { element: Element; text: string; taken: boolean }[] }
      ).__toastsSeen;
      const unseen = seen?.find((entry) => !entry.taken && matches(entry.text));
      if (unseen) {
        unseen.taken = true;
        return true;
      }
      const answered = new Set(seen?.filter((entry) => entry.taken).map((entry) => entry.element));
      return Array.from(document.querySelectorAll('#notistack-snackbar')).some(
        (element) =>
          !answered.has(element) && matches(element.textContent ?? '') && element.getClientRects().length > 0,
      );
    }, wanted);
  } catch (error) {
    // what was on the page instead: another toast, a field error, a request still waiting
    throw new Error(`toast ${String(text)}: ${(error as Error).message}\n\n${await pageReport(on)}`, {
      cause: error,
    });
  }
}

/**
 * Waits until a searched list has answered: its rows (a CSS selector, 'main tbody tr' by default) are shown and
 * every one contains `text`. A list is redrawn when its search answers, so a click on a row before then can
 * land on a row going away.
 */
export async function rowsOnlyWith(text: string, rows = 'main tbody tr', on: Page = page): Promise<void> {
  await on.waitForFunction(
    ({ text, rows }) => {
      const shown = Array.from(document.querySelectorAll(rows));
      return shown.length > 0 && shown.every((row) => row.textContent?.includes(text));
    },
    { text, rows },
  );
}

/**
 * Waits until the page's CSS transitions have ended (MUI's colour and size transitions last up to 300 ms), so
 * that colours and boxes are read at their final values: after the next frame (the last input's style is
 * applied), every running transition's end. Endless animations (skeletons, spinners) are not transitions.
 */
export async function transitionsEnded(on: Page = page): Promise<void> {
  await on.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 10; round += 1) {
      const running = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Waits until a button with exactly this text is enabled (buttons stay disabled while their data loads). */
export async function enabledButton(label: string, on: Page = page): Promise<void> {
  await on.waitForFunction(
    (text) =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent === text && !button.disabled,
      ),
    label,
  );
}

/** A price as shown, with the non-breaking space of the rupiah format as a plain space. */
export const rupiah = (text: string | null): string => (text ?? '').replace(/\s/g, ' ');

// ---------------------------------------------------------------------------------------------------------
// Signing in
// ---------------------------------------------------------------------------------------------------------

export type Role = keyof typeof DEMO;

/** Signs a page in as a demo account by storing its API session, then opens `target`. */
export function signIn(role: Role, target = '/', on: Page = page): Promise<void> {
  return loginAs(on, DEMO[role], target);
}

/** Signs in on the login screen, for the tests about signing in. */
export async function signInOnScreen(
  email: string,
  password = DEMO_PASSWORD,
  { remember = true } = {},
  on: Page = page,
): Promise<void> {
  await on.goto(`${SHELL}/auth/login`);
  await on.getByLabel(/^Email/).fill(email);
  await on.getByLabel(/^Password/).fill(password);
  if (!remember) await on.getByRole('checkbox', { name: 'Ingat saya' }).uncheck();
  await on.getByRole('button', { name: 'Masuk', exact: true }).click();
}

// ---------------------------------------------------------------------------------------------------------
// The seed (supabase/seed.sql)
// ---------------------------------------------------------------------------------------------------------

export interface SeedUser {
  id: string;
  email: string;
  fullName: string;
  phone: string;
}

function readSeed() {
  const sql = fs.readFileSync(path.join(ROOT, 'supabase', 'seed.sql'), 'utf8');
  const statement = (start: string) => {
    const from = sql.indexOf(start);
    if (from < 0) throw new Error(`supabase/seed.sql has no "${start}"`);
    return sql.slice(from, sql.indexOf(';', from));
  };
  const accounts = [
    ...statement('with accounts').matchAll(
      /\('([0-9a-f-]{36})'::uuid,\s*'([^']+)',\s*'([^']+)',\s*'([^']+)'/g,
    ),
  ].map(([, id = '', email = '', fullName = '', phone = '']) => ({
    id,
    email,
    fullName,
    phone,
  }));
  const users = Object.fromEntries(
    Object.entries(DEMO).map(([role, email]) => {
      const user = accounts.find((account) => account.email === email);
      if (!user) throw new Error(`supabase/seed.sql seeds no account ${email}`);
      return [role, user];
    }),
  ) as Record<Role, SeedUser>;
  const categories = new Map(
    [...statement('insert into public.categories').matchAll(/\((\d+),\s*'([^']+)'/g)].map(([, id, name]) => [
      name,
      Number(id),
    ]),
  );
  return { users, categories };
}

const SEED = readSeed();

/** The seeded demo accounts by role: id, email, name and phone. */
export const SEED_USERS = SEED.users;

/** The id the seed gives the category of this name. */
export function seedCategoryId(name: string): number {
  const id = SEED.categories.get(name);
  if (id === undefined) throw new Error(`supabase/seed.sql seeds no category ${name}`);
  return id;
}

// ---------------------------------------------------------------------------------------------------------
// The API behind the screens
// ---------------------------------------------------------------------------------------------------------

export interface ProductRow {
  id: number;
  name: string;
  price: number;
  stock: number;
  category: string;
  division: string;
  images: string[];
  seller_id: string;
}

/** The products of this name, with the service role (`columns` as PostgREST's select). */
export function productsNamed<Row = ProductRow>(name: string, columns = '*'): Promise<Row[]> {
  return stack.admin<Row[]>(`/rest/v1/products?select=${columns}&name=eq.${encodeURIComponent(name)}`);
}

/**
 * A user's reputation as the database has it now: it is derived from reviews and received sales
 * (20261126000017_review_reputation.sql), so other tests' orders may have moved it since the seed.
 */
export async function reputationOf(userId: string): Promise<number> {
  const [profile] = await stack.admin<{ reputation: number }[]>(
    `/rest/v1/profiles?select=reputation&id=eq.${encodeURIComponent(userId)}`,
  );
  if (!profile) throw new Error(`no profile ${userId}`);
  return profile.reputation;
}

/** The one product of this name; throws when there is none. */
export async function productNamed<Row = ProductRow>(name: string, columns = '*'): Promise<Row> {
  const [product] = await productsNamed<Row>(name, columns);
  if (!product) throw new Error(`no product named ${name}`);
  return product;
}

/** Calls a database function with a demo account's own session, as the app would for that user. */
export async function rpcAs<Result>(role: Role, fn: string, args: Record<string, unknown>): Promise<Result> {
  const { access_token } = await passwordSession(DEMO[role]);
  const response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Result;
}

/**
 * The HTTP status of a stored file's public URL. Seeded URLs name the default port, so the request goes to
 * this stack's server.
 */
export async function fileStatus(publicUrl: string): Promise<number> {
  const response = await fetch(`${stack.supabaseUrl}${publicUrl.slice(publicUrl.indexOf('/storage/v1/'))}`);
  await response.arrayBuffer();
  return response.status;
}

// ---------------------------------------------------------------------------------------------------------
// Test data
// ---------------------------------------------------------------------------------------------------------

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A name no other test run uses: `label` and a suffix. */
/** A buyer's shipping address in Bandung (Jawa Barat), as place_order takes it. */
export const SHIPPING = {
  recipient_name: 'Dewi Lestari',
  phone: '081234567890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40114',
};

export const uniqueName = (label: string): string => `${label} ${uniqueSuffix()}`;
/** An address at koperasi.test no account has yet. */
export const uniqueEmail = (name: string): string => `${name}.${uniqueSuffix()}@koperasi.test`;

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** One green pixel. */
function pngBytes(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32, 0xff]))), // filter 0, one pixel
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An 8 x 8 mid-grey baseline JPEG: one block whose only coefficient, DC, is 0, coded with one-symbol Huffman
 * tables (DC category 0, AC end-of-block), so the scan is two 0 bits padded with 1s.
 */
function jpegBytes(): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const oneSymbolTable = (tableClass: number) => [tableClass << 4, 1, ...Array<number>(15).fill(0), 0];
  // prettier-ignore
  return Buffer.from([
    0xff, 0xd8, // start of image
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]), // quantisation table 0: all ones
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // baseline, 8 bits, 8 x 8, one component
    ...segment(0xc4, oneSymbolTable(0)),
    ...segment(0xc4, oneSymbolTable(1)),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]), // the scan: component 1, tables 0, spectral 0..63
    0b0011_1111,
    0xff, 0xd9, // end of image
  ]);
}

/**
 * An image to upload, PNG or JPEG by the file name's extension, padded to `bytes` after its end marker (the
 * server checks the first bytes and the bucket's size limit, not the whole file).
 */
export function testImage(name: string, bytes = 0): { name: string; mimeType: string; buffer: Buffer } {
  const jpeg = /\.jpe?g$/i.test(name);
  const image = jpeg ? jpegBytes() : pngBytes();
  return {
    name,
    mimeType: jpeg ? 'image/jpeg' : 'image/png',
    buffer: Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length))]),
  };
}

/**
 * SCREENSHOT_DIR=<folder>: full-page screenshots at 1280 and 360 px for people to look at (a no-op otherwise).
 * On a narrow screen the category sidebar of the main layout (open since the page was wide) is closed first,
 * as a phone user would.
 */
export async function screenshots(name: string, on: Page = page): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const size = on.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1280, 360]) {
    await on.setViewportSize({ width, height: 900 });
    // below MUI's md breakpoint (900 px) the layout turns its docked sidebar into a modal drawer: wait for the
    // switch (a re-render after the resize), then for the transitions
    if (width < 900) await on.waitForFunction(() => !document.querySelector('.MuiDrawer-docked'));
    await transitionsEnded(on);
    // the sidebar is a modal drawer on a phone: Escape closes it
    const openDrawer = on.locator('.MuiDrawer-modal:not(.MuiModal-hidden)');
    if (width < 600 && (await openDrawer.count()) > 0) {
      await on.keyboard.press('Escape');
      await openDrawer.waitFor({ state: 'detached' });
    }
    await on.evaluate(() => window.scrollTo(0, 0));
    await on.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await on.setViewportSize(size);
}
