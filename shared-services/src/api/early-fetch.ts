import { rememberMeStorage } from '../features/auth/remember-me';
import { authStorageKey, sessionInUrl } from '../supabase/storage-key';
import { firstRequests, sessionRequests } from './first-requests';

/*
 * The route's first query, started by the shell's entry as soon as the runtime config is known: before the
 * shared modules, the app and the route's code have loaded and run, instead of after them. The requests and
 * their answers wait in a table on the page (the entry and the shared-services singleton are separate copies
 * of this module, so the table lives on globalThis); the Supabase client's fetch (supabase/client.ts) takes an
 * answer when it is about to send exactly that request: same URL, same method (GET) and the same headers that
 * decide the answer (apikey, Authorization, Accept, Accept-Profile, Prefer). An answer is taken once and
 * kept at most 10 seconds; one that failed to arrive is not used (the client sends its own request).
 */

/** The headers whose values must be the same for an early answer to stand for the client's request. */
const MATCHED_HEADERS = ['apikey', 'authorization', 'accept', 'accept-profile', 'prefer'] as const;
/** How long an early answer waits to be taken. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;
/** A token this close to its expiry is refreshed by the auth client first: no early read with it. */
const TOKEN_MARGIN_MS = 120_000;

interface EarlyEntry {
  headers: Record<string, string>;
  response: Promise<Response | undefined>;
  startedAt: number;
}

const TABLE_KEY = Symbol.for('koperasi.early-fetch');

function table(): Map<string, EarlyEntry> {
  const holder = globalThis as unknown as Record<symbol, Map<string, EarlyEntry> | undefined>;
  return (holder[TABLE_KEY] ??= new Map<string, EarlyEntry>());
}

/** Starts GET `url` with `headers` now; the answer waits for the client's same request. */
export function startEarlyFetch(
  url: string,
  headers: Record<string, string>,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): void {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const entries = table();
  const entry: EarlyEntry = {
    headers: lower,
    // an answer that failed to arrive is not used: the client then sends the request itself
    response: fetcher(url, { headers }).catch(() => undefined),
    startedAt: Date.now(),
  };
  entries.set(url, entry);
  setTimeout(() => {
    if (entries.get(url) === entry) entries.delete(url);
  }, EARLY_ANSWER_MAX_AGE_MS);
}

/**
 * The early answer to this request, when one was started with the same URL and deciding headers, not yet
 * taken and not too old (it is taken now); undefined otherwise. The promise gives undefined when the early
 * request failed.
 */
export function takeEarlyResponse(
  url: string,
  method: string,
  headers: Headers,
  signal?: AbortSignal | null,
): Promise<Response | undefined> | undefined {
  const entries = table();
  const entry = entries.get(url);
  if (!entry || method.toUpperCase() !== 'GET' || signal?.aborted) return undefined;
  entries.delete(url);
  if (Date.now() - entry.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  const same = MATCHED_HEADERS.every((name) => (headers.get(name) ?? undefined) === entry.headers[name]);
  return same ? entry.response : undefined;
}

/** A user id as GoTrue gives it (a uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bearer token the client will send, with the signed-in user's id: the stored session's access token,
 * the anon key without a session (no user), or null when the client's token cannot be known yet (a session
 * about to be refreshed, one arriving in the URL, or one that cannot be read).
 */
function clientToken(url: string, anonKey: string): { token: string; userId?: string } | null {
  if (sessionInUrl(window.location)) return null;
  let stored: string | null;
  try {
    stored = rememberMeStorage.getItem(authStorageKey(url)) as string | null;
  } catch {
    return null;
  }
  if (!stored) return { token: anonKey };
  try {
    const session = JSON.parse(stored) as { access_token?: unknown; expires_at?: unknown; user?: unknown };
    if (typeof session.access_token !== 'string' || typeof session.expires_at !== 'number') return null;
    if (session.expires_at * 1000 - Date.now() <= TOKEN_MARGIN_MS) return null;
    const userId = (session.user as { id?: unknown } | null | undefined)?.id;
    return typeof userId === 'string' && UUID.test(userId)
      ? { token: session.access_token, userId }
      : { token: session.access_token };
  } catch {
    return null;
  }
}

/** The id of the element with the answer to the read the server drew the first screen from (shell/server/wire.ts). */
export const FIRST_ANSWER_ELEMENT_ID = 'koperasi-first-answer';

/**
 * The answer to the first screen's read that the server put in the page with the cards it drew from it:
 * its URL, and the answer as a Response; undefined when the page has none.
 */
function answerInPage(): { url: string; response: () => Response } | undefined {
  const text = document.getElementById(FIRST_ANSWER_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let answer: {
    url?: unknown;
    status?: unknown;
    contentType?: unknown;
    contentRange?: unknown;
    body?: unknown;
  };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    return undefined;
  }
  const { url, status, contentType, contentRange, body } = answer ?? {};
  if (typeof url !== 'string' || typeof status !== 'number' || typeof body !== 'string') return undefined;
  const headers: Record<string, string> = {};
  if (typeof contentType === 'string') headers['Content-Type'] = contentType;
  if (typeof contentRange === 'string') headers['Content-Range'] = contentRange;
  return { url, response: () => new Response(body, { status, headers }) };
}

/**
 * Starts the first screen's reads for the page's location (api/first-requests.ts), and a signed-in user's
 * profile read, with the headers the Supabase client will send. Never throws: anything unexpected means the
 * page reads as it would without.
 */
export function startFirstQueries(supabase: { url: string; anonKey: string }): void {
  try {
    const base = supabase.url.replace(/\/+$/, '');
    const rest = `${base}/rest/v1`;
    const credentials = clientToken(base, supabase.anonKey);
    if (credentials === null) return;
    const { token, userId } = credentials;
    const requests = [
      ...firstRequests(rest, window.location.pathname, window.location.search).filter(
        (request) => !request.signedIn || userId !== undefined,
      ),
      ...(userId !== undefined ? sessionRequests(rest, userId) : []),
    ];
    // the answer the server read as a visitor to draw the first screen (shell/server): a visitor's read
    const drawn = token === supabase.anonKey ? answerInPage() : undefined;
    for (const { url, prefer, accept } of requests) {
      const headers = {
        apikey: supabase.anonKey,
        Authorization: `Bearer ${token}`,
        ...(prefer ? { Prefer: prefer } : {}),
        ...(accept ? { Accept: accept } : {}),
      };
      if (drawn?.url === url) startEarlyFetch(url, headers, () => Promise.resolve(drawn.response()));
      else startEarlyFetch(url, headers);
    }
  } catch {
    // the page reads its data as it would without
  }
}
