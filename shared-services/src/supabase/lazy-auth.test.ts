import type { AuthChangeEvent } from '@supabase/auth-js';
import { authStorageKey, createSupabaseClient } from './client';

const URL_BASE = 'http://127.0.0.1:54321';
const ANON = 'anon-key';
const KEY = authStorageKey(URL_BASE);

/** A fetch that answers every REST call with [] and records the Authorization header it was given. */
function recordingFetch() {
  const authorizations: string[] = [];
  const fetchFn = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    authorizations.push(new Headers(init?.headers).get('Authorization') ?? '');
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchFn, authorizations };
}

function storedSession(accessToken: string) {
  const now = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    access_token: accessToken,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: { id: 'u1', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' },
  });
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the lazy auth client', () => {
  it('sends REST requests with the anon key and never loads GoTrue when no session is kept', async () => {
    const { fetchFn, authorizations } = recordingFetch();
    const client = createSupabaseClient(URL_BASE, ANON, { fetch: fetchFn });
    expect(client.auth.mayHaveSession()).toBe(false);
    await client.from('products').select('id');
    expect(authorizations).toEqual([`Bearer ${ANON}`]);
    expect(client.auth.loaded).toBe(false);
  });

  it("restores a kept session: the request carries the user's token", async () => {
    localStorage.setItem(KEY, storedSession('user-token'));
    const { fetchFn, authorizations } = recordingFetch();
    const client = createSupabaseClient(URL_BASE, ANON, {
      fetch: fetchFn,
      auth: { persistSession: true, autoRefreshToken: false },
    });
    expect(client.auth.mayHaveSession()).toBe(true);
    await client.from('products').select('id');
    expect(authorizations).toEqual(['Bearer user-token']);
    expect(client.auth.loaded).toBe(true);
  });

  it('counts a session or an error in the URL as a possible session (a redirect to finish)', () => {
    window.history.replaceState(null, '', '/auth/callback#access_token=x&refresh_token=y');
    expect(createSupabaseClient(URL_BASE, ANON).auth.mayHaveSession()).toBe(true);
    window.history.replaceState(null, '', '/auth/callback?error=access_denied&error_description=x');
    expect(createSupabaseClient(URL_BASE, ANON).auth.mayHaveSession()).toBe(true);
    window.history.replaceState(null, '', '/products?code_name=x');
    expect(createSupabaseClient(URL_BASE, ANON).auth.mayHaveSession()).toBe(false);
  });

  it('delivers events to a subscription made before the client loaded, and not after unsubscribe', async () => {
    localStorage.setItem(KEY, storedSession('user-token'));
    const client = createSupabaseClient(URL_BASE, ANON, { auth: { autoRefreshToken: false } });
    const seen: AuthChangeEvent[] = [];
    const dropped: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => seen.push(event));
    const ended = client.auth.onAuthStateChange((event) => dropped.push(event));
    ended.data.subscription.unsubscribe();
    expect(client.auth.loaded).toBe(false);
    const { data } = await client.auth.getSession();
    expect(data.session?.access_token).toBe('user-token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toContain('INITIAL_SESSION');
    expect(dropped).toEqual([]);
  });

  it('passes calls through to GoTrue with their arguments (sign-out removes the kept session)', async () => {
    localStorage.setItem(KEY, storedSession('user-token'));
    const { fetchFn } = recordingFetch();
    const client = createSupabaseClient(URL_BASE, ANON, {
      fetch: fetchFn,
      auth: { autoRefreshToken: false },
    });
    const { error } = await client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(client.auth.mayHaveSession()).toBe(true); // loaded now: the client answers from here on
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});
