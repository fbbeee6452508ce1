import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase } from '../../supabase/client';
import { notify } from '../../notify/notify';
import { MESSAGES } from '../../messages';
import type { AppDispatch } from '../../store/store';
import { clearUser, setAuthLoading, setUser } from './auth-slice';
import { toUser, type Profile, type User } from './user';

/** Loads the profile row of the signed-in user and builds the session's User. */
export async function loadUser(authUser: Session['user']): Promise<User> {
  const { data, error } = await getSupabase().from('profiles').select('*').eq('id', authUser.id).single();
  if (error) console.error('Gagal memuat profil', error);
  return toUser(authUser, (data as Profile | null) ?? null);
}

let unsubscribe: (() => void) | undefined;

/**
 * Start-up auth initialisation (spec section 4): loading starts true and ends after the initial session
 * check; SIGNED_IN loads the profile, sets the user and shows 'Login berhasil!'; SIGNED_OUT clears the user
 * and shows 'Logout berhasil'. Errors are only logged.
 */
export async function initAuth(dispatch: AppDispatch): Promise<void> {
  const supabase = getSupabase();
  let currentUserId: string | null = null;
  try {
    const { data, error } = await supabase.auth.getSession();
    if (error) throw error;
    if (data.session) {
      dispatch(setUser(await loadUser(data.session.user)));
      currentUserId = data.session.user.id;
    }
  } catch (error) {
    console.error('Inisialisasi auth gagal', error);
  } finally {
    dispatch(setAuthLoading(false));
  }

  unsubscribe?.();
  const { data } = supabase.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
    // supabase-js forbids awaiting its own calls inside this callback: defer the profile load.
    setTimeout(() => {
      if (event === 'SIGNED_IN' && session) {
        const isNewSignIn = currentUserId !== session.user.id;
        currentUserId = session.user.id;
        void loadUser(session.user).then((user) => {
          dispatch(setUser(user));
          if (isNewSignIn) notify.success(MESSAGES.loginSuccess);
        });
      } else if (event === 'SIGNED_OUT') {
        currentUserId = null;
        dispatch(clearUser());
        notify.success(MESSAGES.logoutSuccess);
      }
    }, 0);
  });
  unsubscribe = () => data.subscription.unsubscribe();
}

/** Sign out; the SIGNED_OUT handler clears the user and shows the toast. */
export async function signOut(): Promise<void> {
  const { error } = await getSupabase().auth.signOut();
  if (error) {
    notify.error(MESSAGES.logoutFailed);
    throw error;
  }
}

/** Sign in with email and password; the toasts follow the spec's section 8. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const { error } = await getSupabase().auth.signInWithPassword({ email, password });
  if (error) {
    notify.error(error.message === 'Invalid login credentials' ? MESSAGES.loginInvalid : MESSAGES.loginFailed);
    throw error;
  }
}
