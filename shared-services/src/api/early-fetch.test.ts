import { createSupabaseClient } from '../supabase/client';
import { authStorageKey } from '../supabase/storage-key';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  FIRST_ANSWER_ELEMENT_ID,
  startEarlyFetch,
  startFirstQueries,
  takeEarlyResponse,
} from './early-fetch';
import { firstRequests } from './first-requests';

const BASE = 'http://127.0.0.1:54321';
const ANON = 'anon-key';
const HOME = firstRequests(`${BASE}/rest/v1`, '/', '')[0]!.url;
const ROWS = [{ id: 1, name: 'Ikan Salmon Segar' }];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The headers the Supabase client sends for a visitor's GET. */
const visitor = () => new Headers({ apikey: ANON, Authorization: `Bearer ${ANON}` });

let network: jest.Mock<Promise<Response>, [string, RequestInit]>;
const realFetch = global.fetch;
afterAll(() => (global.fetch = realFetch));

/** The home page's featured products query as the catalogue service writes it. */
const featured = (client: ReturnType<typeof createSupabaseClient>) =>
  client
    .from('products')
    .select('id, name, price, category, category_id, division, description, images, rating, reviews, stock')
    .order('rating', { ascending: false })
    .order('reviews', { ascending: false })
    .order('id', { ascending: false })
    .limit(6);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  network = jest.fn((_input: string, _init: RequestInit) => Promise.resolve(json(ROWS)));
  global.fetch = network as unknown as typeof fetch;
  // an answer left by an earlier test is taken (and dropped) here
  void takeEarlyResponse(HOME, 'GET', visitor());
});

describe('early answers', () => {
  it('are taken once, by the same GET with the same deciding headers', async () => {
    startEarlyFetch(HOME, { apikey: ANON, Authorization: `Bearer ${ANON}` });
    expect(takeEarlyResponse(HOME, 'POST', visitor())).toBeUndefined();
    startEarlyFetch(HOME, { apikey: ANON, Authorization: `Bearer ${ANON}` });
    const answer = await takeEarlyResponse(HOME, 'GET', visitor());
    expect(await answer!.json()).toEqual(ROWS);
    expect(takeEarlyResponse(HOME, 'GET', visitor())).toBeUndefined();
  });

  it("are not taken for another user's token, another Prefer or Accept, or another URL", () => {
    const variants: Array<[string, Headers]> = [
      [HOME, new Headers({ apikey: ANON, Authorization: 'Bearer user-token' })],
      [HOME, new Headers({ apikey: ANON, Authorization: `Bearer ${ANON}`, Prefer: 'count=exact' })],
      [HOME, new Headers({ apikey: ANON, Authorization: `Bearer ${ANON}`, Accept: 'text/csv' })],
      [`${HOME}&id=eq.1`, visitor()],
    ];
    for (const [url, headers] of variants) {
      startEarlyFetch(HOME, { apikey: ANON, Authorization: `Bearer ${ANON}` });
      expect(takeEarlyResponse(url, 'GET', headers)).toBeUndefined();
      void takeEarlyResponse(HOME, 'GET', visitor());
    }
  });

  it('are dropped after 10 seconds', () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      startEarlyFetch(HOME, { apikey: ANON, Authorization: `Bearer ${ANON}` });
      jest.advanceTimersByTime(EARLY_ANSWER_MAX_AGE_MS + 1);
      expect(takeEarlyResponse(HOME, 'GET', visitor())).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('give undefined when the early request failed', async () => {
    startEarlyFetch(HOME, { apikey: ANON, Authorization: `Bearer ${ANON}` }, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(takeEarlyResponse(HOME, 'GET', visitor())).resolves.toBeUndefined();
  });
});

describe("the Supabase client's requests", () => {
  it("take the route's early answer instead of sending their own", async () => {
    window.history.replaceState(null, '', '/');
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).toHaveBeenCalledTimes(1);
    expect(network.mock.calls[0]![0]).toBe(HOME);
    const own = jest.fn(async () => json([]));
    const client = createSupabaseClient(BASE, ANON, { fetch: own });
    const { data } = await featured(client);
    expect(data).toEqual(ROWS);
    expect(own).not.toHaveBeenCalled();
    // the answer is taken once: the same request again goes to the network
    expect((await featured(client)).data).toEqual([]);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('send their own when the early request failed', async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startFirstQueries({ url: BASE, anonKey: ANON });
    const own = jest.fn(async () => json([{ id: 2 }]));
    const client = createSupabaseClient(BASE, ANON, { fetch: own });
    const { data } = await featured(client);
    expect(data).toEqual([{ id: 2 }]);
    expect(own).toHaveBeenCalledTimes(1);
  });
});

describe('the answer the server drew the first screen from', () => {
  const DRAWN = [{ id: 9, name: 'Beras Organik' }];
  const inPage = (answer: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWER_ELEMENT_ID;
    element.textContent = typeof answer === 'string' ? answer : JSON.stringify(answer);
    document.body.append(element);
  };
  const answer = {
    url: HOME,
    status: 200,
    contentType: 'application/json; charset=utf-8',
    contentRange: '0-0/*',
    body: JSON.stringify(DRAWN),
  };
  afterEach(() => document.getElementById(FIRST_ANSWER_ELEMENT_ID)?.remove());

  it("is a visitor's answer to the same read: the page's request takes it and nothing goes to the network", async () => {
    inPage(answer);
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).not.toHaveBeenCalled();
    const own = jest.fn(async () => json([]));
    const client = createSupabaseClient(BASE, ANON, { fetch: own });
    expect((await featured(client)).data).toEqual(DRAWN);
    expect(own).not.toHaveBeenCalled();
  });

  it("is not a signed-in user's answer: their read goes out with their token", () => {
    inPage(answer);
    localStorage.setItem(
      authStorageKey(BASE),
      JSON.stringify({ access_token: 'user-token', expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    );
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).toHaveBeenCalledTimes(1);
    expect(network.mock.calls[0]![0]).toBe(HOME);
  });

  it.each([
    ['for another read', { ...answer, url: `${HOME}&offset=6` }],
    ['without a status', { ...answer, status: undefined }],
    ['in an element that is not JSON', '{"url":'],
  ])('is not used %s: the read goes to the network', (_, drawn) => {
    inPage(drawn);
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('startFirstQueries', () => {
  const USER_ID = 'a1a1a1a1-0000-4000-8000-000000000001';
  const session = (token: string, secondsLeft: number, rest: object = { user: { id: USER_ID } }) =>
    JSON.stringify({ access_token: token, expires_at: Math.floor(Date.now() / 1000) + secondsLeft, ...rest });
  const urls = () => network.mock.calls.map(([url]) => new URL(url).pathname.replace('/rest/v1/', ''));

  it("reads with the signed-in user's token, from either storage", () => {
    localStorage.setItem(authStorageKey(BASE), session('user-token', 3600));
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(new Headers(network.mock.calls[0]![1].headers).get('Authorization')).toBe('Bearer user-token');
    localStorage.clear();
    localStorage.setItem('koperasi-auth-remember', 'false');
    sessionStorage.setItem(authStorageKey(BASE), session('session-token', 3600));
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(new Headers(network.mock.calls.at(-1)![1].headers).get('Authorization')).toBe(
      'Bearer session-token',
    );
  });

  it('reads nothing early with a token about to be refreshed, an unreadable session or one in the URL', () => {
    localStorage.setItem(authStorageKey(BASE), session('user-token', 60));
    startFirstQueries({ url: BASE, anonKey: ANON });
    localStorage.setItem(authStorageKey(BASE), '{not json');
    startFirstQueries({ url: BASE, anonKey: ANON });
    localStorage.clear();
    window.history.replaceState(null, '', '/#access_token=abc&refresh_token=def');
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).not.toHaveBeenCalled();
  });

  it("sends the catalogue's count header, and nothing for a route without an early read", () => {
    window.history.replaceState(null, '', '/products?category=2');
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(new Headers(network.mock.calls[0]![1].headers).get('Prefer')).toBe('count=exact');
    window.history.replaceState(null, '', '/cart'); // an empty cart reads nothing
    startFirstQueries({ url: BASE, anonKey: ANON });
    window.history.replaceState(null, '', '/checkout');
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("reads the saved cart's products on the cart page", () => {
    localStorage.setItem(
      'koperasi.cart.v1',
      JSON.stringify([{ productId: 12, name: 'Ikan Salmon Segar', price: 85000, image: '', quantity: 2 }]),
    );
    window.history.replaceState(null, '', '/cart');
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).toHaveBeenCalledTimes(1);
    expect(new URL(network.mock.calls[0]![0]).searchParams.get('id')).toBe('in.(12)');
  });

  it("reads the back office's product table only with a signed-in user's token", () => {
    window.history.replaceState(null, '', '/admin/products');
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(network).not.toHaveBeenCalled(); // a visitor is sent to the sign-in page
    localStorage.setItem(authStorageKey(BASE), session('admin-token', 3600));
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(urls()).toEqual(['products', 'profiles']);
    expect(new Headers(network.mock.calls[0]![1].headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it("reads a signed-in user's profile on every page, as one row", () => {
    window.history.replaceState(null, '', '/checkout');
    localStorage.setItem(authStorageKey(BASE), session('user-token', 3600));
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(urls()).toEqual(['profiles']);
    const [url, init] = network.mock.calls[0]!;
    expect(new URL(url).searchParams.get('id')).toBe(`eq.${USER_ID}`);
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe('application/vnd.pgrst.object+json');
    expect(headers.get('Authorization')).toBe('Bearer user-token');
  });

  it('reads no profile, and no signed-in read, for a session without a well-formed user id', () => {
    window.history.replaceState(null, '', '/admin/products');
    for (const rest of [
      {},
      { user: null },
      { user: {} },
      { user: { id: 42 } },
      { user: { id: "x' or 1=1" } },
    ]) {
      localStorage.setItem(authStorageKey(BASE), session('user-token', 3600, rest));
      startFirstQueries({ url: BASE, anonKey: ANON });
    }
    expect(network).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
    startFirstQueries({ url: BASE, anonKey: ANON });
    expect(urls()).toEqual(['products']); // the route's own read still goes, with the user's token
  });
});
