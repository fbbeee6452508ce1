import type { AuthChangeEvent, AuthError, Session } from '@supabase/auth-js';
import { isAuthApiError } from './auth-errors';
import { getSupabase } from '../../supabase/client';
import type { AuthClient } from '../../supabase/lazy-auth';
import { notify, type ToastKey } from '../../notify/notify';
import { MESSAGES } from '../../messages';
import { serverErrorMessage } from '../../api/error-messages';
import type { AppDispatch } from '../../store/store';
import { clearUser, setAuthLoading, setUser } from './auth-slice';
import { setRememberMe } from './remember-me';
import { toUser, USER_PROFILE_COLUMNS, type User } from './user';
import * as paths from '../../paths';

/** Where Google sends the browser back to. */
export const AUTH_CALLBACK_PATH = paths.callback();
/** Where the password-reset mail leads. */
export const RESET_PASSWORD_PATH = paths.resetPassword();

/** The sign-up payload: stored as user metadata full_name, phone and role. */
export interface RegistrationPayload {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  /** buyer or seller only: admin is never self-registered */
  role: 'buyer' | 'seller';
}

export interface SignInOptions {
  /** false keeps the session for this browser session only (default true) */
  remember?: boolean;
}

export interface SignOutOptions {
  /** 'global' (default) ends every session of the user, 'local' only this browser's */
  scope?: 'global' | 'local';
  /** no 'Logout berhasil' toast: the flow ends a session the user did not think of as a sign-in */
  quiet?: boolean;
}

function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Loads the profile row (with the owner's private contact row) of the signed-in user and builds the User. */
export async function loadUser(authUser: Session['user']): Promise<User> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select(USER_PROFILE_COLUMNS)
    .eq('id', authUser.id)
    .single();
  if (error) console.error('Gagal memuat profil', error);
  return toUser(authUser, data);
}

let unsubscribe: (() => void) | undefined;
/** the user the store currently holds, to tell a new sign-in from supabase-js's SIGNED_IN on every reload */
let currentUserId: string | null = null;
/** bumped by every handled event: a profile load that finishes after a later event is dropped */
let generation = 0;
/** auth was marked loading for a new sign-in: it ends when the store has the user (or the sign-in is over) */
let signInLoading = false;
/** settles when that loading ends (see signInWithPassword) */
let signInSettled: Promise<void> = Promise.resolve();
let settleSignIn: () => void = () => undefined;
/** a new sign-in whose 'Login berhasil!' waits for its profile (survives a repeated SIGNED_IN meanwhile) */
let signInToastPending = false;
/** the next SIGNED_OUT shows no toast (see SignOutOptions.quiet) */
let quietSignOut = false;
/** this tab asked for a sign-in with a password and its SIGNED_IN has not come yet */
let expectingSignIn = false;
/** a sign-up is running: a session it opens is not a sign-in of the user (see signUp) */
let signingUp = false;
/** the toast of the last failed sign-in: it goes when the person tries again or is signed in */
let signInFailureToast: ToastKey | undefined;

function clearSignInFailure() {
  if (signInFailureToast !== undefined) notify.dismiss(signInFailureToast);
  signInFailureToast = undefined;
}

/** Clears a flag after the auth events already queued (each handler runs in its own macrotask) are handled. */
function afterQueuedEvents(clear: () => void) {
  setTimeout(clear, 0);
}

/** Whether the page was opened by an auth redirect that carries a new session (Google, email confirmation). */
function openedWithNewSession(): boolean {
  if (typeof window === 'undefined') return false;
  const params = `${window.location.hash}&${window.location.search}`;
  return /[#?&]access_token=/.test(params) && !/[#?&]type=recovery(&|$)/.test(params);
}

/**
 * Start-up auth initialisation: loading starts true and ends after the initial session
 * check; with a session the profile is loaded and the user set. SIGNED_IN loads the profile, sets the user
 * and shows 'Login berhasil!'; SIGNED_OUT clears the user and shows 'Logout berhasil'. Errors are only logged.
 */
export async function initAuth(dispatch: AppDispatch): Promise<void> {
  // read before the client exists: supabase-js consumes the URL's session while it initialises
  const arrivedSignedIn = openedWithNewSession();
  const supabase = getSupabase();
  currentUserId = null;
  signInToastPending = false;
  signInLoading = false;
  settleSignIn();
  try {
    // no session kept and no redirect to finish: signed out, without loading the auth client
    const { data, error } = supabase.auth.mayHaveSession()
      ? await supabase.auth.getSession()
      : { data: { session: null }, error: null };
    if (error) throw error;
    if (data.session) {
      currentUserId = data.session.user.id;
      const startGeneration = generation;
      const user = await loadUser(data.session.user);
      if (startGeneration === generation) dispatch(setUser(user));
      // the session came with the URL: its SIGNED_IN fired before anyone listened
      if (arrivedSignedIn) notify.success(MESSAGES.loginSuccess);
    }
  } catch (error) {
    console.error('Inisialisasi auth gagal', error);
  } finally {
    dispatch(setAuthLoading(false));
  }

  unsubscribe?.();
  watchOtherTabs(supabase.auth);
  const { data } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
    // Someone new signs in: until their profile is in the store, auth is loading, so a page opened meanwhile
    // (the checkout after the sign-in page, the page after /auth/callback) waits instead of taking them for a
    // visitor. Marked here, at once, because the handler runs on a later task.
    if (event === 'SIGNED_IN' && session && !signingUp && session.user.id !== currentUserId) {
      if (!signInLoading) signInSettled = new Promise((resolve) => (settleSignIn = resolve));
      signInLoading = true;
      dispatch(setAuthLoading(true));
    }
    // supabase-js forbids awaiting its own calls inside this callback: defer the profile load.
    setTimeout(() => handleAuthEvent(dispatch, event, session), 0);
  });
  unsubscribe = () => data.subscription.unsubscribe();
}

/**
 * A sign-in in another tab writes the session to localStorage. A loaded auth client hears of it itself; an
 * unloaded one is loaded then, and its first event (INITIAL_SESSION, with the session) signs this tab in.
 */
let watchingTabs = false;
function watchOtherTabs(auth: AuthClient) {
  if (watchingTabs || typeof window === 'undefined') return;
  watchingTabs = true;
  window.addEventListener('storage', (event) => {
    if (!auth.loaded && event.newValue && auth.mayHaveSession()) void auth.client();
  });
}

/** Ends the loading a new sign-in started (see initAuth), after the store has the user or has none. */
function endSignInLoading(dispatch: AppDispatch) {
  if (!signInLoading) return;
  signInLoading = false;
  dispatch(setAuthLoading(false));
  settleSignIn();
}

/**
 * Loads the profile for an event and sets the user, unless a later event (sign-out, another load) came
 * meanwhile: that one decides, and ends the sign-in's loading itself.
 */
function loadAndSetUser(dispatch: AppDispatch, authUser: Session['user'], onSet?: () => void) {
  const eventGeneration = ++generation;
  return loadUser(authUser).then(
    (user) => {
      if (eventGeneration !== generation) return;
      dispatch(setUser(user));
      endSignInLoading(dispatch);
      onSet?.();
    },
    (error: unknown) => {
      console.error('Gagal memuat profil', error);
      if (eventGeneration === generation) endSignInLoading(dispatch);
    },
  );
}

function handleAuthEvent(dispatch: AppDispatch, event: AuthChangeEvent, session: Session | null) {
  if (event === 'SIGNED_IN' && signingUp) {
    endSignInLoading(dispatch);
    return;
  }
  if (event === 'INITIAL_SESSION') {
    // a session the start-up check did not see: restored after the client loaded late (another tab). Not
    // while this tab signs in or up: the client was loaded for that, and its SIGNED_IN says so (with the toast)
    if (!session || expectingSignIn || signingUp || currentUserId === session.user.id) return;
    currentUserId = session.user.id;
    void loadAndSetUser(dispatch, session.user);
    return;
  }
  if (event === 'SIGNED_IN') expectingSignIn = false;
  if ((event === 'SIGNED_IN' || event === 'USER_UPDATED') && session) {
    if (event === 'SIGNED_IN' && currentUserId !== session.user.id) signInToastPending = true;
    currentUserId = session.user.id;
    void loadAndSetUser(dispatch, session.user, () => {
      if (!signInToastPending) return;
      signInToastPending = false;
      clearSignInFailure();
      notify.success(MESSAGES.loginSuccess);
    });
  } else if (event === 'SIGNED_OUT') {
    generation += 1;
    currentUserId = null;
    signInToastPending = false;
    dispatch(clearUser());
    endSignInLoading(dispatch);
    if (quietSignOut) quietSignOut = false;
    else notify.success(MESSAGES.logoutSuccess);
  }
}

/**
 * Subscribes to auth state changes; returns the unsubscribe function. As with supabase-js, the first event is
 * INITIAL_SESSION, with or without a session: the auth client is loaded for it, since the caller waits for
 * events (without it, /auth/callback opened by a visitor with no session would wait forever).
 */
export function onAuthStateChange(
  callback: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  const { auth } = getSupabase();
  const { data } = auth.onAuthStateChange(callback);
  if (!auth.loaded) void auth.client();
  return () => data.subscription.unsubscribe();
}

/**
 * Sign out. supabase-js ignores the server's 401, 403 and 404 and removes the local session anyway; any
 * other failure shows 'Gagal logout'. The SIGNED_OUT handler clears the user and shows 'Logout berhasil'.
 */
export async function signOut({ scope = 'global', quiet = false }: SignOutOptions = {}): Promise<void> {
  if (quiet) quietSignOut = true;
  const { error } = await getSupabase().auth.signOut({ scope });
  if (quiet) afterQueuedEvents(() => (quietSignOut = false));
  if (error) {
    notify.error(MESSAGES.logoutFailed);
    throw error;
  }
}

/** The server's answer to a password sign-in of an account whose e-mail address is not confirmed yet. */
/**
 * The auth server's 429s (over_request_rate_limit, over_email_send_rate_limit) in Indonesian ('Terlalu
 * banyak percobaan…'), the screen's own failure text for anything else.
 */
function unlessRateLimited(error: AuthError, fallback: string): string {
  return error.status === 429 ? (serverErrorMessage(error) ?? fallback) : fallback;
}

export function isEmailNotConfirmedError(error: unknown): boolean {
  return isAuthApiError(error) && error.code === 'email_not_confirmed';
}

/**
 * Sign in with email and password; a failure shows 'Email atau password salah', 'Email belum dikonfirmasi…'
 * (the screen then offers to send the confirmation again) or the generic toast.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  { remember = true }: SignInOptions = {},
): Promise<void> {
  setRememberMe(remember);
  // a new attempt: the last failure's toast would otherwise stay next to this one's answer
  clearSignInFailure();
  expectingSignIn = true;
  const { error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
  if (error) {
    expectingSignIn = false;
    signInFailureToast = notify.error(
      error.message === 'Invalid login credentials'
        ? MESSAGES.loginInvalid
        : isEmailNotConfirmedError(error)
          ? MESSAGES.emailNotConfirmed
          : unlessRateLimited(error, MESSAGES.loginFailed),
    );
    throw error;
  }
  // supabase-js announced SIGNED_IN before answering, which marked auth loading: resolve once the store has
  // the user, so the page the caller opens next already draws them signed in rather than a loader first.
  await signInSettled;
}

/** Sends the sign-up confirmation mail again; its link signs the person in through /auth/callback. */
export async function resendConfirmation(email: string): Promise<void> {
  const { error } = await getSupabase().auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: `${siteOrigin()}${AUTH_CALLBACK_PATH}` },
  });
  if (error) {
    notify.error(unlessRateLimited(error, MESSAGES.confirmationResendFailed));
    throw error;
  }
  notify.success(MESSAGES.confirmationResent);
}

/**
 * Sign in with Google: the browser leaves for the provider and comes back to {origin}/auth/callback, where
 * supabase-js picks the session out of the URL.
 */
export async function signInWithGoogle({ remember = true }: SignInOptions = {}): Promise<void> {
  setRememberMe(remember);
  clearSignInFailure();
  const { error } = await getSupabase().auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${siteOrigin()}${AUTH_CALLBACK_PATH}` },
  });
  if (error) {
    notify.error(MESSAGES.googleFailed);
    throw error;
  }
}

/**
 * Register. The flow continues on the sign-in page after 'Registrasi berhasil! Silakan cek email Anda.',
 * so when the server confirms e-mail addresses automatically and returns a session at once, that session is
 * ended quietly.
 */
export async function signUp(payload: RegistrationPayload): Promise<void> {
  signingUp = true;
  try {
    await registerAccount(payload);
  } finally {
    afterQueuedEvents(() => (signingUp = false));
  }
}

async function registerAccount(payload: RegistrationPayload): Promise<void> {
  const { data, error: signUpError } = await getSupabase().auth.signUp({
    email: payload.email.trim(),
    password: payload.password,
    options: {
      data: {
        full_name: payload.fullName.trim(),
        phone: payload.phone.trim(),
        role: payload.role === 'seller' ? 'seller' : 'buyer',
      },
      // the confirmation link signs the person in through the callback page, which then goes home
      emailRedirectTo: `${siteOrigin()}${AUTH_CALLBACK_PATH}`,
    },
  });
  const error: AuthError | null =
    signUpError ??
    // with e-mail confirmation on, a confirmed address gets a stand-in user without identities (no mail, so
    // the answer does not say who is registered); the screen says what it says with confirmation off
    (data.user?.identities?.length === 0
      ? new (await import('@supabase/auth-js')).AuthApiError(
          'User already registered',
          422,
          'user_already_exists',
        )
      : null);
  if (error) {
    // the server's reason in Indonesian ('Email sudah terdaftar', a weak password, too many attempts, no
    // connection); 'Gagal mendaftar' for any other
    notify.error(serverErrorMessage(error) ?? MESSAGES.registerFailed);
    throw error;
  }
  if (data.session) await signOut({ scope: 'local', quiet: true }).catch(() => undefined);
  notify.success(MESSAGES.registerSuccess);
}

/** Sends the password-reset mail; its link leads to {origin}/auth/reset-password. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${siteOrigin()}${RESET_PASSWORD_PATH}`,
  });
  if (error) {
    notify.error(unlessRateLimited(error, MESSAGES.resetLinkFailed));
    throw error;
  }
  notify.success(MESSAGES.resetLinkSent);
}

/** Sets the signed-in user's new password (the session the reset link opened). */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await getSupabase().auth.updateUser({ password });
  if (error) {
    notify.error(unlessRateLimited(error, MESSAGES.passwordChangeFailed));
    throw error;
  }
  notify.success(MESSAGES.passwordChanged);
}
