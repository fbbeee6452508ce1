import {
  authSlice,
  clearUser,
  initialAuthState,
  selectAuthLoading,
  selectUser,
  setAuthLoading,
  setUser,
} from './auth-slice';
import type { User } from './user';

const reducer = authSlice.reducer;
const user: User = {
  id: 'u1',
  email: 'dewi@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 3,
  phone: '081200000003',
};

describe('auth slice', () => {
  it('starts with no user and loading true (until the initial session check)', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({ user: null, loading: true });
    expect(initialAuthState).toEqual({ user: null, loading: true });
  });

  it('sets and replaces the user', () => {
    const signedIn = reducer(initialAuthState, setUser(user));
    expect(signedIn.user).toEqual(user);
    const updated = reducer(signedIn, setUser({ ...user, role: 'seller', reputation: 4 }));
    expect(updated.user).toMatchObject({ role: 'seller', reputation: 4 });
  });

  it('clears the user on sign-out and keeps loading as it was', () => {
    const state = reducer({ user, loading: false }, clearUser());
    expect(state).toEqual({ user: null, loading: false });
  });

  it('ends loading', () => {
    expect(reducer(initialAuthState, setAuthLoading(false)).loading).toBe(false);
  });

  it('selects the user and the loading flag from the root state', () => {
    const root = { auth: { user, loading: false } };
    expect(selectUser(root)).toBe(user);
    expect(selectAuthLoading(root)).toBe(false);
  });
});
