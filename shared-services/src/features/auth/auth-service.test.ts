import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
  type AuthChangeEvent,
  type Session,
} from '@supabase/auth-js';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../store/store';
import { createSupabaseClient, setSupabaseClient } from '../../supabase/client';
import { notify } from '../../notify/notify';
import {
  initAuth,
  isEmailNotConfirmedError,
  loadUser,
  onAuthStateChange,
  requestPasswordReset,
  resendConfirmation,
  signInWithGoogle,
  signInWithPassword,
  signOut,
  signUp,
  updatePassword,
} from './auth-service';
import { isRemembered } from './remember-me';

jest.mock('../../notify/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const authUser: Session['user'] = {
  id: 'u1',
  email: 'dewi@koperasi.test',
  app_metadata: {},
  user_metadata: {},
  aud: 'authenticated',
  created_at: '2026-11-20T08:00:00Z',
};
const session: Session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: authUser,
};
const profileRow = {
  id: 'u1',
  full_name: 'Dewi Lestari',
  role: 'seller',
  reputation: 7,
  avatar_url: null,
  profile_contacts: { phone: '0812', address: 'Bogor' },
};

function fakeClient() {
  const listeners: Listener[] = [];
  const query = { select: jest.fn(), eq: jest.fn(), single: jest.fn() };
  query.select.mockReturnValue(query);
  query.eq.mockReturnValue(query);
  query.single.mockResolvedValue({ data: profileRow, error: null });
  const auth = {
    // the real client answers from storage; the fake always asks getSession (see the lazy-client test below)
    mayHaveSession: jest.fn(() => true),
    loaded: true,
    getSession: jest.fn().mockResolvedValue({ data: { session: null }, error: null }),
    onAuthStateChange: jest.fn((listener: Listener) => {
      listeners.push(listener);
      return {
        data: { subscription: { unsubscribe: () => listeners.splice(listeners.indexOf(listener), 1) } },
      };
    }),
    signInWithPassword: jest.fn().mockResolvedValue({ data: { session }, error: null }),
    signInWithOAuth: jest.fn().mockResolvedValue({ data: {}, error: null }),
    signUp: jest.fn().mockResolvedValue({ data: { user: authUser, session: null }, error: null }),
    signOut: jest.fn().mockResolvedValue({ error: null }),
    resetPasswordForEmail: jest.fn().mockResolvedValue({ data: {}, error: null }),
    resend: jest.fn().mockResolvedValue({ data: { user: null, session: null }, error: null }),
    updateUser: jest.fn().mockResolvedValue({ data: { user: authUser }, error: null }),
  };
  const client = { auth, from: jest.fn(() => query) };
  setSupabaseClient(client as never);
  const emit = (event: AuthChangeEvent, next: Session | null) =>
    listeners.forEach((listener) => listener(event, next));
  return { auth, query, client, emit, listeners };
}

// After the fake client's events and the profile load have run through: they are promises and timers of a few
// ms, set before this one, and timers run in the order they are due, so a busy machine delays this one as much.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const success = jest.mocked(notify.success);
const failure = notify.error as jest.Mock;
const dismiss = notify.dismiss as jest.Mock;

beforeEach(() => localStorage.clear());
afterAll(() => setSupabaseClient(undefined));

describe('loadUser', () => {
  it('reads the profile with the private contact row and builds the User', async () => {
    const { client, query } = fakeClient();
    expect(await loadUser(authUser)).toEqual({
      id: 'u1',
      email: 'dewi@koperasi.test',
      displayName: 'Dewi Lestari',
      role: 'seller',
      reputation: 7,
      phone: '0812',
    });
    expect(client.from).toHaveBeenCalledWith('profiles');
    expect(query.select).toHaveBeenCalledWith('*, profile_contacts(phone, address)');
    expect(query.eq).toHaveBeenCalledWith('id', 'u1');
  });
});

describe('signInWithPassword', () => {
  it('signs in with the trimmed email, remembered by default', async () => {
    const { auth } = fakeClient();
    await signInWithPassword(' dewi@koperasi.test ', 'rahasia');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'dewi@koperasi.test',
      password: 'rahasia',
    });
    expect(isRemembered()).toBe(true);
    expect(failure).not.toHaveBeenCalled();
  });
  it('keeps an unremembered session for this browser session only', async () => {
    fakeClient();
    await signInWithPassword('dewi@koperasi.test', 'rahasia', { remember: false });
    expect(isRemembered()).toBe(false);
  });
  it("shows 'Email atau password salah' for Invalid login credentials", async () => {
    const { auth } = fakeClient();
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });
    await expect(signInWithPassword('dewi@koperasi.test', 'salah')).rejects.toThrow(
      'Invalid login credentials',
    );
    expect(failure).toHaveBeenCalledWith('Email atau password salah');
  });
  it("shows 'Gagal login, silakan coba lagi' for anything else", async () => {
    const { auth } = fakeClient();
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: new AuthApiError('User is banned', 400, 'user_banned'),
    });
    await expect(signInWithPassword('dewi@koperasi.test', 'x')).rejects.toThrow();
    expect(failure).toHaveBeenCalledWith('Gagal login, silakan coba lagi');
  });
  it("shows 'Terlalu banyak percobaan…' when the server's sign-in limit is reached (429)", async () => {
    const { auth } = fakeClient();
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
    });
    await expect(signInWithPassword('dewi@koperasi.test', 'x')).rejects.toThrow();
    expect(failure).toHaveBeenCalledWith('Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.');
  });
  it("takes 'Email atau password salah' away when the person tries again and signs in", async () => {
    const { auth, emit } = fakeClient();
    await initAuth(makeStore().dispatch);
    failure.mockReturnValueOnce('toast-gagal');
    auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });
    await expect(signInWithPassword('dewi@koperasi.test', 'salah')).rejects.toThrow();
    expect(dismiss).not.toHaveBeenCalled();
    await signInWithPassword('dewi@koperasi.test', 'benar');
    expect(dismiss).toHaveBeenCalledWith('toast-gagal');
    emit('SIGNED_IN', session);
    await settle();
    expect(success).toHaveBeenCalledWith('Login berhasil!');
    // dismissed once: nothing else is closed
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});

describe('signInWithGoogle', () => {
  it('redirects back to {origin}/auth/callback', async () => {
    const { auth } = fakeClient();
    await signInWithGoogle({ remember: false });
    expect(auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/auth/callback` },
    });
    expect(isRemembered()).toBe(false);
  });
  it("shows 'Gagal login dengan Google' on failure", async () => {
    const { auth } = fakeClient();
    auth.signInWithOAuth.mockResolvedValue({
      data: {},
      error: new AuthApiError('Unsupported provider', 400, 'validation_failed'),
    });
    await expect(signInWithGoogle()).rejects.toThrow();
    expect(failure).toHaveBeenCalledWith('Gagal login dengan Google');
  });
});

describe('signUp', () => {
  const payload = {
    email: 'baru@koperasi.test ',
    password: 'rahasia123',
    fullName: ' Rina ',
    phone: '081299998888',
    role: 'seller' as const,
  };

  it('sends full_name, phone and role as user data and shows the success message', async () => {
    const { auth } = fakeClient();
    await signUp(payload);
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'baru@koperasi.test',
      password: 'rahasia123',
      options: {
        data: { full_name: 'Rina', phone: '081299998888', role: 'seller' },
        emailRedirectTo: `${window.location.origin}/auth/callback`,
      },
    });
    expect(success).toHaveBeenCalledWith('Registrasi berhasil! Silakan cek email Anda.');
    expect(auth.signOut).not.toHaveBeenCalled();
  });
  it('never sends a role other than buyer or seller', async () => {
    const { auth } = fakeClient();
    // @ts-expect-error a forged payload: the type allows only buyer or seller, the service must hold too
    await signUp({ ...payload, role: 'admin' });
    expect(auth.signUp.mock.calls[0][0].options.data.role).toBe('buyer');
  });
  it('ends the session quietly when the server confirmed the address at once', async () => {
    const { auth } = fakeClient();
    auth.signUp.mockResolvedValue({ data: { user: authUser, session }, error: null });
    await signUp(payload);
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });
  it("shows the server's reason in Indonesian, or 'Gagal mendaftar' when it is not a known one", async () => {
    const { auth } = fakeClient();
    const refusal = async (error: Error) => {
      auth.signUp.mockResolvedValue({ data: {}, error });
      await expect(signUp(payload)).rejects.toBe(error);
      return failure.mock.lastCall?.[0] as string;
    };
    expect(await refusal(new AuthApiError('User already registered', 422, 'user_already_exists'))).toBe(
      'Email sudah terdaftar',
    );
    expect(
      await refusal(new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length'])),
    ).toBe('Password terlalu lemah. Gunakan minimal 8 karakter yang sulit ditebak.');
    expect(
      await refusal(new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit')),
    ).toBe('Terlalu banyak email dikirim. Silakan tunggu beberapa menit lalu coba lagi.');
    expect(await refusal(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
    );
    expect(await refusal(new AuthRetryableFetchError('{}', 503))).toBe(
      'Terjadi gangguan pada server. Silakan coba lagi nanti.',
    );
    expect(await refusal(new AuthApiError('Something unusual', 400, 'unknown_code'))).toBe('Gagal mendaftar');
    expect(success).not.toHaveBeenCalled();
  });
  it("treats the stand-in user of a confirmed address (no identities) as 'User already registered'", async () => {
    const { auth } = fakeClient();
    auth.signUp.mockResolvedValue({
      data: { user: { ...authUser, identities: [] }, session: null },
      error: null,
    });
    await expect(signUp(payload)).rejects.toThrow('User already registered');
    expect(failure).toHaveBeenLastCalledWith('Email sudah terdaftar');
    expect(success).not.toHaveBeenCalled();
  });
});

describe('an address not confirmed yet', () => {
  it("signing in says 'Email belum dikonfirmasi' and the error is recognised", async () => {
    const { auth } = fakeClient();
    const refused = new AuthApiError('Email not confirmed', 400, 'email_not_confirmed');
    auth.signInWithPassword.mockResolvedValue({ data: { session: null }, error: refused });
    const error = await signInWithPassword('baru@koperasi.test', 'rahasia123').catch((e: unknown) => e);
    expect(error).toBe(refused);
    expect(isEmailNotConfirmedError(error)).toBe(true);
    expect(
      isEmailNotConfirmedError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    ).toBe(false);
    expect(failure).toHaveBeenLastCalledWith('Email belum dikonfirmasi. Silakan cek email Anda.');
  });
  it('resendConfirmation asks for the sign-up mail again, leading to /auth/callback', async () => {
    const { auth } = fakeClient();
    await resendConfirmation(' baru@koperasi.test ');
    expect(auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'baru@koperasi.test',
      options: { emailRedirectTo: `${window.location.origin}/auth/callback` },
    });
    expect(success).toHaveBeenLastCalledWith('Email konfirmasi telah dikirim ulang. Silakan cek email Anda.');
    auth.resend.mockResolvedValue({
      data: {},
      error: new AuthApiError('rate limit', 429, 'over_email_send_rate_limit'),
    });
    await expect(resendConfirmation('baru@koperasi.test')).rejects.toThrow('rate limit');
    expect(failure).toHaveBeenLastCalledWith(
      'Terlalu banyak email dikirim. Silakan tunggu beberapa menit lalu coba lagi.',
    );
    auth.resend.mockResolvedValue({
      data: {},
      error: new AuthApiError('Database error', 500, 'unexpected_failure'),
    });
    await expect(resendConfirmation('baru@koperasi.test')).rejects.toThrow('Database error');
    expect(failure).toHaveBeenLastCalledWith('Gagal mengirim ulang email konfirmasi');
  });
});

describe('signOut', () => {
  it('signs out (every session by default)', async () => {
    const { auth } = fakeClient();
    await signOut();
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
  });
  it("shows 'Gagal logout' on failure", async () => {
    const { auth } = fakeClient();
    auth.signOut.mockResolvedValue({ error: new AuthRetryableFetchError('Failed to fetch', 0) });
    await expect(signOut()).rejects.toThrow();
    expect(failure).toHaveBeenCalledWith('Gagal logout');
  });
});

describe('password reset', () => {
  it('mails a link to {origin}/auth/reset-password', async () => {
    const { auth } = fakeClient();
    await requestPasswordReset(' dewi@koperasi.test');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('dewi@koperasi.test', {
      redirectTo: `${window.location.origin}/auth/reset-password`,
    });
    expect(success).toHaveBeenCalledWith('Link reset password telah dikirim ke email Anda');
  });
  it("shows 'Gagal mengirim link reset password' on failure, the e-mail limit when the server says so", async () => {
    const { auth } = fakeClient();
    auth.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: new AuthApiError('Database error', 500, 'unexpected_failure'),
    });
    await expect(requestPasswordReset('dewi@koperasi.test')).rejects.toThrow();
    expect(failure).toHaveBeenCalledWith('Gagal mengirim link reset password');
    auth.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    });
    await expect(requestPasswordReset('dewi@koperasi.test')).rejects.toThrow();
    expect(failure).toHaveBeenLastCalledWith(
      'Terlalu banyak email dikirim. Silakan tunggu beberapa menit lalu coba lagi.',
    );
  });
  it("updates the password: 'Password berhasil diubah' / 'Gagal mengubah password'", async () => {
    const { auth } = fakeClient();
    await updatePassword('baru12345');
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'baru12345' });
    expect(success).toHaveBeenCalledWith('Password berhasil diubah');
    auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: new AuthApiError('Auth session missing!', 401, 'no_authorization'),
    });
    await expect(updatePassword('baru12345')).rejects.toThrow();
    expect(failure).toHaveBeenCalledWith('Gagal mengubah password');
  });
});

describe('initAuth', () => {
  it('ends loading without a session', async () => {
    fakeClient();
    const store = makeStore();
    expect(store.getState().auth.loading).toBe(true);
    await initAuth(store.dispatch);
    expect(store.getState().auth).toEqual({ user: null, loading: false });
  });

  it('does not load the auth client when no session is kept and the URL brings none', async () => {
    const { auth } = fakeClient();
    auth.mayHaveSession.mockReturnValue(false);
    const store = makeStore();
    await initAuth(store.dispatch);
    expect(auth.getSession).not.toHaveBeenCalled();
    expect(store.getState().auth).toEqual({ user: null, loading: false });
  });

  it('signs in a session that appears after start-up (INITIAL_SESSION of a late-loaded client)', async () => {
    const { auth, emit } = fakeClient();
    auth.mayHaveSession.mockReturnValue(false);
    const store = makeStore();
    await initAuth(store.dispatch);
    emit('INITIAL_SESSION', session);
    await settle();
    expect(store.getState().auth.user).toMatchObject({ displayName: 'Dewi Lestari' });
    expect(success).not.toHaveBeenCalled();
  });

  it('says Login berhasil! once when a sign-in here also brings the late client its INITIAL_SESSION first', async () => {
    const { auth, emit } = fakeClient();
    auth.mayHaveSession.mockReturnValue(false);
    const store = makeStore();
    await initAuth(store.dispatch);
    await signInWithPassword('dewi@koperasi.test', 'rahasia123');
    emit('INITIAL_SESSION', session);
    emit('SIGNED_IN', session);
    await settle();
    expect(store.getState().auth.user).toMatchObject({ displayName: 'Dewi Lestari' });
    expect(success.mock.calls.map(([message]) => message)).toEqual(['Login berhasil!']);
  });

  it('loads the profile of an existing session without a toast', async () => {
    const { auth } = fakeClient();
    auth.getSession.mockResolvedValue({ data: { session }, error: null });
    const store = makeStore();
    await initAuth(store.dispatch);
    expect(store.getState().auth.user).toMatchObject({ displayName: 'Dewi Lestari', role: 'seller' });
    // supabase-js repeats SIGNED_IN for a restored session (reload, tab focus): no second toast
    await settle();
    expect(success).not.toHaveBeenCalled();
  });

  it('only logs initialisation errors', async () => {
    const { auth } = fakeClient();
    auth.getSession.mockRejectedValue(new Error('boom'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    await initAuth(store.dispatch);
    expect(store.getState().auth.loading).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("SIGNED_IN loads the user and shows 'Login berhasil!'; SIGNED_OUT clears it and shows 'Logout berhasil'", async () => {
    const { emit } = fakeClient();
    const store = makeStore();
    await initAuth(store.dispatch);
    emit('SIGNED_IN', session);
    await settle();
    expect(store.getState().auth.user?.id).toBe('u1');
    expect(success).toHaveBeenCalledWith('Login berhasil!');
    emit('SIGNED_IN', session);
    await settle();
    expect(success).toHaveBeenCalledTimes(1);
    emit('SIGNED_OUT', null);
    await settle();
    expect(store.getState().auth.user).toBeNull();
    expect(success).toHaveBeenLastCalledWith('Logout berhasil');
  });

  it("shows 'Login berhasil!' once when supabase-js repeats SIGNED_IN before the profile arrived", async () => {
    const { emit, query } = fakeClient();
    query.single.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve({ data: profileRow, error: null }), 3)),
    );
    const store = makeStore();
    await initAuth(store.dispatch);
    emit('SIGNED_IN', session);
    emit('SIGNED_IN', session);
    await settle();
    expect(store.getState().auth.user?.id).toBe('u1');
    expect(success.mock.calls).toEqual([['Login berhasil!']]);
  });

  /** initAuth done, with profile loads that wait until the test calls deliver() */
  async function startWithHeldProfile() {
    const { auth, emit, query } = fakeClient();
    const held: Array<() => void> = [];
    query.single.mockImplementation(
      () => new Promise((resolve) => held.push(() => resolve({ data: profileRow, error: null }))),
    );
    const store = makeStore();
    await initAuth(store.dispatch);
    const deliver = () => held.splice(0).forEach((release) => release());
    return { auth, emit, deliver, store };
  }

  it('a new sign-in keeps auth loading until the store has the user, so no page takes them for a visitor', async () => {
    const { emit, deliver, store } = await startWithHeldProfile();
    expect(store.getState().auth.loading).toBe(false);
    emit('SIGNED_IN', session);
    // at once, before the deferred handler: a page rendered now waits
    expect(store.getState().auth).toMatchObject({ user: null, loading: true });
    await settle();
    expect(store.getState().auth).toMatchObject({ user: null, loading: true });
    deliver();
    await settle();
    expect(store.getState().auth.user?.id).toBe('u1');
    expect(store.getState().auth.loading).toBe(false);
    // supabase-js repeats SIGNED_IN for the same user (tab focus): nothing waits for that
    emit('SIGNED_IN', session);
    expect(store.getState().auth.loading).toBe(false);
    deliver();
    await settle();
    expect(store.getState().auth.loading).toBe(false);
  });

  it('a password sign-in resolves once the store has the user', async () => {
    const { auth, emit, deliver, store } = await startWithHeldProfile();
    auth.signInWithPassword.mockImplementation(async () => {
      emit('SIGNED_IN', session); // supabase-js announces before it answers
      return { data: { session }, error: null };
    });
    let resolved = false;
    const signingIn = signInWithPassword('dewi@koperasi.test', 'rahasia123').then(() => (resolved = true));
    await settle();
    expect(resolved).toBe(false);
    deliver();
    await signingIn;
    expect(store.getState().auth).toMatchObject({ user: { id: 'u1' }, loading: false });
  });

  it('a sign-out while the profile loads ends the loading without a user', async () => {
    const { emit, deliver, store } = await startWithHeldProfile();
    emit('SIGNED_IN', session);
    await settle();
    emit('SIGNED_OUT', null);
    await settle();
    expect(store.getState().auth).toMatchObject({ user: null, loading: false });
    deliver();
    await settle();
    expect(store.getState().auth).toMatchObject({ user: null, loading: false });
  });

  it('a profile load that fails still ends the loading', async () => {
    const { emit, query } = fakeClient();
    query.single.mockRejectedValue(new Error('network'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    await initAuth(store.dispatch);
    emit('SIGNED_IN', session);
    await settle();
    expect(store.getState().auth.loading).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('drops a profile that arrives after a sign-out, and a quiet sign-out shows no toast', async () => {
    const { auth, emit } = fakeClient();
    auth.signUp.mockImplementation(async () => {
      emit('SIGNED_IN', session);
      return { data: { user: authUser, session }, error: null };
    });
    auth.signOut.mockImplementation(async () => {
      emit('SIGNED_OUT', null);
      return { error: null };
    });
    const store = makeStore();
    await initAuth(store.dispatch);
    await signUp({
      email: 'a@b.co',
      password: 'rahasia123',
      fullName: 'Ani',
      phone: '0812345678',
      role: 'buyer',
    });
    await settle();
    expect(store.getState().auth.user).toBeNull();
    expect(success.mock.calls.map(([message]) => message)).toEqual([
      'Registrasi berhasil! Silakan cek email Anda.',
    ]);
  });

  it('shows Login berhasil! once when the page arrives from a sign-in redirect', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth/callback#access_token=x&refresh_token=y&expires_in=3600&token_type=bearer',
    );
    const { auth } = fakeClient();
    auth.getSession.mockResolvedValue({ data: { session }, error: null });
    await initAuth(makeStore().dispatch);
    expect(success).toHaveBeenCalledWith('Login berhasil!');
    window.history.replaceState(null, '', '/');
  });

  it('subscribes callers to auth state changes until they unsubscribe', () => {
    const { emit, listeners } = fakeClient();
    const callback = jest.fn();
    const stop = onAuthStateChange(callback);
    emit('SIGNED_IN', session);
    expect(callback).toHaveBeenCalledWith('SIGNED_IN', session);
    stop();
    expect(listeners).toHaveLength(0);
  });

  it('gives a caller its INITIAL_SESSION without a session to restore (the auth client loads for it)', async () => {
    const client = createSupabaseClient('http://localhost:54321', 'anon-key', {
      auth: { autoRefreshToken: false },
    });
    setSupabaseClient(client);
    expect(client.auth.mayHaveSession()).toBe(false);
    const callback = jest.fn();
    const stop = onAuthStateChange(callback);
    await waitFor(() => expect(callback).toHaveBeenCalledWith('INITIAL_SESSION', null));
    expect(client.auth.loaded).toBe(true);
    stop();
  });
});
