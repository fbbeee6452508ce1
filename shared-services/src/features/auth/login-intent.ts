import * as paths from '../../paths';
/*
 * What a visitor was doing when a button sent them to sign in (the wishlist heart, checkout), so that after
 * signing in they are back where they were and the action is finished. The sign-in page is opened with the
 * page to return to in the router state (`{ from }`, as every guarded page does) and also accepts it as
 * `?redirect=<path>` or `?next=<path>` in its address. The page and the action are kept in sessionStorage
 * too (this tab only, for 30 minutes), so they survive a sign-in that leaves the site (Google) or passes
 * through other pages (registering first). Only paths of this site are ever followed: never another origin.
 */

export const LOGIN_PATH = paths.login();
export const LOGIN_INTENT_KEY = 'koperasi.login-intent.v1';
/** An intent older than this is forgotten. */
export const LOGIN_INTENT_TTL_MS = 30 * 60 * 1000;
/** Where a sign-in without an intent leads. */
export const HOME_PATH = '/';

/** What is finished after signing in. */
export type LoginAction = { type: 'wishlist'; productId: number };

export interface LoginIntent {
  /** the page to return to, a path of this site */
  returnTo?: string;
  action?: LoginAction;
  /** epoch ms */
  savedAt: number;
}

const PLACEHOLDER_ORIGIN = 'https://koperasi.invalid';

/**
 * The path, search and hash of `value` when it is a path of this site (`/products/3?x=1#y`), else null:
 * absolute URLs (`https://evil.com`), protocol-relative ones (`//evil.com`, `/\evil.com`), other schemes
 * (`javascript:`), control characters and the sign-in pages themselves (no loop) are refused.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // browsers read '\' as '/', and drop tabs and newlines from URLs: '/\evil.com' and '/\t/evil.com' leave the site
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f'))
    return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  // the sign-in pages themselves (every path of the auth remote)
  // eslint-disable-next-line no-restricted-syntax -- a prefix of every auth page, not a page's path
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled
  }
}

function read(): LoginIntent | null {
  try {
    const raw = storage()?.getItem(LOGIN_INTENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LoginIntent> | null;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.savedAt !== 'number') return null;
    const age = Date.now() - parsed.savedAt;
    if (age < 0 || age > LOGIN_INTENT_TTL_MS) return null;
    const returnTo = safeReturnPath(parsed.returnTo);
    const action = toAction(parsed.action);
    return { savedAt: parsed.savedAt, ...(returnTo ? { returnTo } : {}), ...(action ? { action } : {}) };
  } catch {
    return null;
  }
}

function toAction(value: unknown): LoginAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, productId } = value as Record<string, unknown>;
  if (
    type === 'wishlist' &&
    typeof productId === 'number' &&
    Number.isSafeInteger(productId) &&
    productId > 0
  )
    return { type, productId };
  return null;
}

function write(intent: LoginIntent | null): void {
  try {
    if (intent && (intent.returnTo || intent.action))
      storage()?.setItem(LOGIN_INTENT_KEY, JSON.stringify(intent));
    else storage()?.removeItem(LOGIN_INTENT_KEY);
  } catch {
    // storage full or disabled: the ?redirect= of the sign-in link still brings the visitor back
  }
}

/** The router state the sign-in page is opened with: the page to return to. */
export interface SignInState {
  from?: string;
}

/**
 * Keeps what the visitor was doing and returns the sign-in page's router state:
 * `navigate(LOGIN_PATH, { state: requestSignIn('/products/3', { type: 'wishlist', productId: 3 }) })`.
 */
export function requestSignIn(returnTo: string, action?: LoginAction): SignInState {
  const safe = safeReturnPath(returnTo);
  write({ savedAt: Date.now(), ...(safe ? { returnTo: safe } : {}), ...(action ? { action } : {}) });
  return safe ? { from: safe } : {};
}

/** The kept intent (unexpired), without taking it. */
export function peekLoginIntent(): LoginIntent | null {
  return read();
}

/** Takes the action to finish after signing in (once). */
export function takeLoginAction(): LoginAction | null {
  const intent = read();
  if (!intent?.action) return null;
  const { action, ...rest } = intent;
  write(rest);
  return action;
}

/** Forgets the intent. */
export function clearLoginIntent(): void {
  write(null);
}

/** Keeps the page the sign-in page was asked to return to, before the sign-in leaves the site (Google). */
export function rememberReturnPath(location: { search: string; state?: unknown }): void {
  const returnTo = requestedPath(location);
  const intent = read();
  if (returnTo) write({ ...intent, savedAt: Date.now(), returnTo });
}

function requestedPath({ search, state }: { search: string; state?: unknown }): string | null {
  const params = new URLSearchParams(search);
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(params.get('redirect')) ?? safeReturnPath(params.get('next')) ?? safeReturnPath(from);
}

/**
 * Where to go once signed in: the sign-in page's `?redirect=` (or `?next=`, or the `from` of its router
 * state), else the kept intent's page, else home. Takes the kept page (once).
 */
export function afterSignInPath(location: { search: string; state?: unknown } = { search: '' }): string {
  const intent = read();
  const target = requestedPath(location) ?? intent?.returnTo ?? HOME_PATH;
  if (intent?.returnTo) {
    const { returnTo: _taken, ...rest } = intent;
    write(rest);
  }
  return target;
}
