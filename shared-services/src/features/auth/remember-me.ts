/**
 * 'Remember me' for the one Supabase client. supabase-js keeps the session under its default key
 * (`sb-<host>-auth-token`) in the storage it is given; this adapter puts it in localStorage when the user
 * asked to be remembered (the default, and what supabase-js does on its own) and in sessionStorage when not,
 * so an unchecked box ends the session with the browser session.
 */
import type { SupportedStorage } from '@supabase/auth-js';
import { browserStorage } from '../../browser-storage';

/** localStorage flag: 'false' while the signed-in user asked not to be remembered. */
export const REMEMBER_ME_KEY = 'koperasi-auth-remember';

/** Whether the next sessions are kept beyond this browser session. */
export function isRemembered(): boolean {
  return browserStorage('localStorage')?.getItem(REMEMBER_ME_KEY) !== 'false';
}

/** Chosen at sign-in, before the session is stored. */
export function setRememberMe(remember: boolean): void {
  const local = browserStorage('localStorage');
  if (!local) return;
  if (remember) local.removeItem(REMEMBER_ME_KEY);
  else local.setItem(REMEMBER_ME_KEY, 'false');
}

/**
 * The storage given to supabase-js. Reads the preferred storage first and falls back to the other one, so a
 * session written straight to localStorage under the default key (older builds, test harnesses) is found.
 */
export const rememberMeStorage: SupportedStorage = {
  getItem(key) {
    const local = browserStorage('localStorage');
    const session = browserStorage('sessionStorage');
    const [first, second] = isRemembered() ? [local, session] : [session, local];
    return first?.getItem(key) ?? second?.getItem(key) ?? null;
  },
  setItem(key, value) {
    const local = browserStorage('localStorage');
    const session = browserStorage('sessionStorage');
    const [keep, drop] = isRemembered() ? [local, session] : [session, local];
    keep?.setItem(key, value);
    drop?.removeItem(key);
  },
  removeItem(key) {
    browserStorage('localStorage')?.removeItem(key);
    browserStorage('sessionStorage')?.removeItem(key);
  },
};
